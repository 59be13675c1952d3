import { screen, waitFor } from '@testing-library/react';
import type { ExtensionManifest } from '@tessera/sdk';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { afterEach, describe, expect, it } from 'vitest';
import accessEngine from '../../../extensions/access-engine/src/index';
import manifest from '../../../extensions/access-engine/extension.json';
import ch from '../../../extensions/access-engine/locales/ch.json';
import en from '../../../extensions/access-engine/locales/en.json';

const CODES = (manifest as ExtensionManifest).permissions ?? [];
const setup = (permissions = CODES) =>
  createExtensionHarness(accessEngine, { manifest: manifest as ExtensionManifest, locales: { ch, en }, permissions, language: 'en' });
const status = (over: object) => ({
  mode: 'embedded',
  state: 'ready',
  editor_url: '/flow-editor/t1/',
  token_key: 'auth-tokens-flow-editor-t1',
  error: '',
  ...over,
});

afterEach(() => window.localStorage.clear());

describe('access engine page', () => {
  it("asks a tenant admin's engine to start, says it is starting, then frames the editor with its token in the third store", async () => {
    const h = await setup();
    let state = 'starting';
    h.http.on('/access_engine/status', () => status({ state }));
    h.http.on('/access_engine/token', { access_token: 'flow-tok', expires_in: 28800, token_type: 'Bearer' });
    h.renderView('access');
    expect(await screen.findByText('Node-RED is starting in the background…')).toBeTruthy();
    expect(h.http.lastBody('/access_engine/status')).toEqual({ start: true });
    state = 'ready';
    const frame = await screen.findByTestId('access-engine-editor', {}, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe('/flow-editor/t1/');
    expect(JSON.parse(window.localStorage.getItem('auth-tokens-flow-editor-t1')!)).toEqual({
      access_token: 'flow-tok',
      expires_in: 28800,
      token_type: 'Bearer',
    });
  });

  it('a user without the edit code neither starts the engine nor gets a token', async () => {
    const h = await setup([]);
    h.http.on('/access_engine/status', status({ state: 'stopped' }));
    h.renderView('access');
    expect(await screen.findByTestId('access-engine-stopped')).toBeTruthy();
    expect(h.http.lastBody('/access_engine/status')).toEqual({ start: false });
    expect(h.http.callsTo('/access_engine/token')).toEqual([]);
    expect(screen.queryByTestId('access-engine-editor')).toBeNull();
  });

  it('off says how to enable it; a failed start offers a retry', async () => {
    const h = await setup();
    h.http.on('/access_engine/status', status({ mode: 'off', state: 'off', editor_url: '' }));
    h.renderView('access');
    expect((await screen.findByTestId('access-engine-off')).textContent).toContain('TESSERA_FLOW_EDITOR=embedded');
    const f = await setup();
    f.http.on('/access_engine/status', status({ state: 'failed', error: 'Node-RED exited (1)' }));
    f.renderView('access');
    expect((await screen.findByTestId('access-engine-failed')).textContent).toContain('Node-RED exited (1)');
  });

  it('a URL mode links to the existing Node-RED', async () => {
    const h = await setup();
    h.http.on('/access_engine/status', status({ mode: 'url', state: 'external', editor_url: 'http://nr.example:1880/' }));
    h.renderView('access');
    const link = (await screen.findByTestId('access-engine-external')).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('http://nr.example:1880/');
    expect(h.http.callsTo('/access_engine/token')).toEqual([]);
  });

  it('a refused token shows why instead of an editor', async () => {
    const h = await setup();
    h.http.on('/access_engine/status', status({}));
    h.http.on('/access_engine/token', envelope(999, 'no'));
    h.renderView('access');
    await waitFor(() => expect(screen.getByTestId('access-engine-refused')).toBeTruthy());
  });
});
