import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { defineExtension, EChart, HttpClient, Notifier, useHasAuth, useService, useT, type ExtensionManifest, type ViewProps } from '@tessera/sdk';
import { createExtensionHarness, CORE_COMMON, CORE_WIDGETS, envelope } from '@tessera/sdk/harness';

const manifest: ExtensionManifest = {
  manifestVersion: 1,
  id: 'acme.things',
  version: '1.0.0',
  displayName: { en: 'Things' },
  kind: 'visual',
  engines: { sdk: '^1.0.0' },
  entry: 'src/index.tsx',
  i18n: { namespace: 'acme.things', locales: { ch: 'l/ch.json', en: 'l/en.json', es: 'l/es.json', ja: 'l/ja.json', de: 'l/de.json', fr: 'l/fr.json' } },
  contributes: {
    views: [{ id: 'list', viewPath: '/acme/things', menu: { path: '/acme/things-menu', name: 'things', title: { en: 'Things' } } }],
    pages: [{ id: 'detail', viewPath: '/acme/things/detail', path: '/acme/things/detail', name: 'thingDetail' }],
  },
};
const locales = { ch: { title: '东西', count: '共 {{n}} 个' }, en: { title: 'Things', count: '{{n}} in total' } };

// observer: like every shell component, the view re-renders when an observable service (permissions) changes.
const List = observer(function List() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canDelete = useHasAuth('thing:delete');
  const location = useLocation();
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    void http.call<string[]>('/thing/list', { page: 1 }).then(setItems);
  }, [http]);
  const remove = async () => {
    if (!(await notifier.confirm(t('common.confirmDelete')))) return;
    await http.post('/thing/delete', { name: items[0] });
  };
  return (
    <div>
      <h1>{t('title')}</h1>
      <p data-testid="count">{t('count', { n: items.length })}</p>
      <p data-testid="where">{location.pathname}</p>
      {canDelete && <button onClick={remove}>{t('common.delete')}</button>}
      <EChart option={{ series: [{ type: 'line', data: items.map((_, i) => i) }] }} />
    </div>
  );
});

const Detail = ({ query }: ViewProps) => <span data-testid="detail">{query.id}</span>;

const extension = defineExtension({
  views: { list: List },
  activate(ctx) {
    ctx.registerView('detail', Detail);
  },
});

describe('createExtensionHarness', () => {
  it('renders a view with the extension strings, core common strings, fake http and the chart placeholder', async () => {
    const h = await createExtensionHarness(extension, { manifest, locales, permissions: ['thing:delete'] });
    h.http.on('/thing/list', () => ['a', 'b', 'c']);
    h.renderView('list');
    expect(screen.getByRole('heading').textContent).toBe('东西');
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('共 3 个'));
    expect(screen.getByTestId('where').textContent).toBe('/acme/things-menu');
    expect(h.http.lastBody('/thing/list')).toEqual({ page: 1 });
    expect(screen.getByRole('button').textContent).toBe('删除');
    expect(JSON.parse(screen.getByTestId('echart').dataset.option!)).toEqual({ series: [{ type: 'line', data: [0, 1, 2] }] });
    expect(h.charts.lastOption).toEqual({ series: [{ type: 'line', data: [0, 1, 2] }] });
  });

  it('records confirmations and follows the configured answer', async () => {
    const h = await createExtensionHarness(extension, { manifest, locales, permissions: ['thing:delete'] });
    h.http.on('/thing/list', ['a']).on('/thing/delete', null);
    h.renderView('list');
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('共 1 个'));
    h.notifier.confirmAnswer = false;
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']);
    expect(h.http.callsTo('/thing/delete')).toHaveLength(0);
    h.notifier.confirmAnswer = true;
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    expect(h.http.lastBody('/thing/delete')).toEqual({ name: 'a' });
  });

  it('toasts a non-200 envelope like the real client and rejects call()', async () => {
    const h = await createExtensionHarness(extension, { manifest, locales });
    h.http.on('/thing/list', envelope(400, '名称已存在'));
    await expect(h.http.call('/thing/list')).rejects.toMatchObject({ code: 400, message: '名称已存在' });
    expect(h.notifier.messages('error')).toEqual(['名称已存在']);
    await expect(h.http.post('/nowhere')).rejects.toThrow(/no route for \/nowhere/);
  });

  it('hides what the user may not do and reacts to permission changes', async () => {
    const h = await createExtensionHarness(extension, { manifest, locales, language: 'en' });
    h.http.on('/thing/list', []);
    h.renderView('list');
    expect(screen.getByRole('heading').textContent).toBe('Things');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => h.permissions.grant('thing:delete'));
    expect(screen.getByRole('button').textContent).toBe('Delete');
  });

  it('renders pages registered in activate with their declared path and query', async () => {
    const h = await createExtensionHarness(extension, { manifest, locales });
    h.renderView('detail', { query: { id: 'dev-7' } });
    expect(screen.getByTestId('detail').textContent).toBe('dev-7');
  });

  it('refuses what the manifest does not declare, like the shell', async () => {
    const rogue = defineExtension({ views: { list: List, extra: Detail } });
    await expect(createExtensionHarness(rogue, { manifest, locales })).rejects.toThrow(/view "extra"/);
    const h = await createExtensionHarness(extension, { manifest });
    expect(() => h.renderView('nope')).toThrow(/registered no view "nope"/);
    expect(() => h.ctx.get(Symbol.for('tessera.core.AuthService'))).toThrow(/options.services/);
  });

  it('lets a test replace any service', async () => {
    const auth = { landingRoute: () => 'home' };
    const h = await createExtensionHarness(extension, { services: { [Symbol.for('tessera.core.AuthService')]: auth } });
    expect(h.ctx.get(Symbol.for('tessera.core.AuthService'))).toBe(auth);
  });

  it('keeps its copy of the core common strings equal to core', () => {
    for (const lang of ['ch', 'en'] as const) {
      const core = JSON.parse(readFileSync(resolve(__dirname, `../../../core/src/i18n/locales/${lang}/common.json`), 'utf8'));
      for (const [key, value] of Object.entries(CORE_COMMON[lang])) expect([key, core[key]]).toEqual([key, value]);
      const widgets = JSON.parse(readFileSync(resolve(__dirname, `../../../core/src/i18n/locales/${lang}/widgets.json`), 'utf8'));
      for (const [key, value] of Object.entries(CORE_WIDGETS[lang])) expect([key, widgets[key]]).toEqual([key, value]);
    }
  });
});
