import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExtensionHost, type ExtensionManifest } from '@tessera/sdk';
import { ExtensionRoute } from '../../../core/src/extensions/extension-route';
import diagnostics from '../../../extensions/diagnostics/src/index';
import { createHarness } from '../../core/extensions/fakes';
import { renderShell, testI18next } from '../../core/extensions/render-shell';

const dir = join(__dirname, '..', '..', '..', 'extensions', 'diagnostics');
const manifest = JSON.parse(readFileSync(join(dir, 'extension.json'), 'utf8')) as ExtensionManifest;
const en = JSON.parse(readFileSync(join(dir, 'locales', 'en.json'), 'utf8'));

describe('diagnostics extension', () => {
  it('lists every extension with state, version, built-in flag, activation time, error and view conflicts', async () => {
    const h = createHarness();
    await h.addExtension(manifest.id, () => ({ default: diagnostics }), { ...manifest }, { builtin: true });
    let badAttempts = 0;
    await h.addExtension('acme.ok', {}, { version: '2.3.4', contributes: { views: [{ id: 'a', viewPath: '/pages/shared' }] } });
    await h.addExtension('acme.bad', {
      activate: () => {
        if (++badAttempts === 1) throw new Error('database unreachable');
      },
    });
    await h.addExtension('acme.future', {}, { engines: { sdk: '^9.0.0' } });
    await h.addExtension('acme.idle', {}, { contributes: { views: [{ id: 'b', viewPath: '/pages/shared' }] } });
    const host = h.container.get<ExtensionHost>(ExtensionHost);
    await host.load();
    await host.activate('acme.ok');
    await host.activate('acme.bad').catch(() => undefined);
    await host.activate('acme.future').catch(() => undefined);

    renderShell(h, <ExtensionRoute viewPath="/pages/diagnostics/index" path="/system/extensions" />, {
      i18n: testI18next({ [manifest.id]: en }),
    });
    expect(await screen.findByText('Extension diagnostics')).toBeTruthy();

    const row = (id: string) => within(document.querySelector(`tr[data-extension="${id}"]`) as HTMLElement);
    expect(row('tessera.diagnostics').getByText('Active')).toBeTruthy();
    expect(row('tessera.diagnostics').getByText('Yes')).toBeTruthy();
    expect(row('acme.ok').getByText('2.3.4')).toBeTruthy();
    expect(row('acme.ok').getByText('No')).toBeTruthy();
    expect(row('acme.ok').getByText(/\d+ ms/)).toBeTruthy();
    expect(row('acme.bad').getByText('Failed')).toBeTruthy();
    expect(row('acme.bad').getByText('database unreachable')).toBeTruthy();
    expect(row('acme.future').getByText('Incompatible')).toBeTruthy();
    expect(row('acme.future').getByText(/host\.errors\.incompatible/)).toBeTruthy();
    expect(row('acme.idle').getByText('Not activated')).toBeTruthy();
    expect(screen.getByText('/pages/shared is provided by several extensions: acme.ok, acme.idle')).toBeTruthy();

    // States are live: a retry from the page re-activates the failed extension.
    await act(async () => fireEvent.click(row('acme.bad').getByText('Retry')));
    await waitFor(() => expect(row('acme.bad').getByText('Active')).toBeTruthy());
  });

  it('declares exactly the view it registers', () => {
    expect(manifest.contributes?.views?.map((v) => v.id)).toEqual(Object.keys(diagnostics.views ?? {}));
    expect(manifest.contributes?.views?.[0].viewPath).toBe('/pages/diagnostics/index');
  });
});
