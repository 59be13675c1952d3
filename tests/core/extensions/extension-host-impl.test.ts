import { describe, expect, it } from 'vitest';
import { ExtensionHost, ViewRegistry, WidgetRegistry, type ExtensionContext } from '@tessera/sdk';
import type { ExtensionHostImpl } from '../../../core/src/extensions/extension-host-impl';
import { createHarness } from './fakes';

const View = () => null;

function hostOf(h: ReturnType<typeof createHarness>) {
  return h.container.get<ExtensionHostImpl>(ExtensionHost);
}

describe('ExtensionHostImpl', () => {
  it('loads the catalog without fetching or importing any extension code (lazy)', async () => {
    const h = createHarness();
    await h.addExtension('acme.one', { views: { main: View } }, { contributes: { views: [{ id: 'main', viewPath: '/pages/one' }] } });
    const host = hostOf(h);
    await host.load();
    expect(h.http.call).toHaveBeenCalledWith('/extensions/catalog');
    expect(h.importer.fetches).toEqual([]);
    expect(h.importer.imports).toEqual([]);
    expect(host.status()).toEqual([{ id: 'acme.one', version: '1.0.0', builtin: false, state: 'registered' }]);
    expect(h.container.get<ViewRegistry>(ViewRegistry).resolve('/pages/one')).toEqual({ extensionId: 'acme.one', viewId: 'main' });

    await host.activate('acme.one');
    expect(h.importer.imports).toEqual(['/extensions/acme.one/index.js']);
    expect(host.view('acme.one', 'main')).toBe(View);
    const [status] = host.status();
    expect(status.state).toBe('active');
    expect(typeof status.activatedInMs).toBe('number');
  });

  it('shares one in-flight activation among concurrent callers (single flight)', async () => {
    const h = createHarness();
    let activations = 0;
    await h.addExtension('acme.one', { activate: () => void activations++ });
    const host = hostOf(h);
    await host.load();
    let open!: () => void;
    h.importer.gate = new Promise((r) => (open = r));
    const calls = Array.from({ length: 5 }, () => host.activate('acme.one'));
    expect(new Set(calls).size).toBe(1);
    expect(host.status()[0].state).toBe('activating');
    open();
    await Promise.all(calls);
    await host.activate('acme.one');
    expect(h.importer.fetches.filter((u) => u.endsWith('index.js'))).toHaveLength(1);
    expect(h.importer.imports).toHaveLength(1);
    expect(activations).toBe(1);
  });

  it('refuses an entry whose bytes do not match the manifest integrity', async () => {
    const h = createHarness();
    let ran = false;
    const entry = await h.addExtension('acme.bad', { activate: () => void (ran = true) });
    // Tamper with the served bytes after the manifest was hashed.
    h.importer.files.set('/extensions/acme.bad/index.js', new TextEncoder().encode('export default evil();'));
    const failed: string[] = [];
    h.hooks.activateFailed.tap('test', (id) => void failed.push(id));
    const host = hostOf(h);
    await host.load();
    await expect(host.activate('acme.bad')).rejects.toThrow(/host\.errors\.integrityMismatch/);
    expect(h.importer.imports).toEqual([]);
    expect(ran).toBe(false);
    expect(host.status()[0]).toMatchObject({ state: 'failed', error: expect.stringContaining('integrityMismatch') });
    expect(failed).toEqual(['acme.bad']);
    expect(entry.manifest.integrity).toMatch(/^sha384-/);
  });

  it('refuses a market package without integrity but accepts a built-in one', async () => {
    const h = createHarness();
    await h.addExtension('acme.market', {}, { integrity: undefined });
    await h.addExtension('tessera.builtin', {}, { integrity: undefined }, { builtin: true });
    const host = hostOf(h);
    await host.load();
    await expect(host.activate('acme.market')).rejects.toThrow(/integrityMissing/);
    await expect(host.activate('tessera.builtin')).resolves.toBeUndefined();
  });

  it('marks an extension incompatible when engines.sdk does not match, without fetching it', async () => {
    const h = createHarness();
    await h.addExtension('acme.future', {}, { engines: { sdk: '^2.0.0' } });
    const host = hostOf(h);
    await host.load();
    await expect(host.activate('acme.future')).rejects.toThrow(/host\.errors\.incompatible/);
    expect(host.status()[0].state).toBe('incompatible');
    expect(h.importer.fetches).toEqual([]);
  });

  it('isolates a throwing activate: the extension fails, others still activate, a retry is possible', async () => {
    const h = createHarness();
    let attempts = 0;
    await h.addExtension('acme.boom', {
      activate: () => {
        attempts++;
        if (attempts === 1) throw new Error('kaboom');
      },
    });
    await h.addExtension('acme.fine', {});
    const host = hostOf(h);
    await host.load();
    await expect(host.activate('acme.boom')).rejects.toThrow('kaboom');
    await host.activate('acme.fine');
    expect(host.status().map((s) => [s.id, s.state, s.error])).toEqual([
      ['acme.boom', 'failed', 'kaboom'],
      ['acme.fine', 'active', undefined],
    ]);
    await host.activate('acme.boom');
    expect(host.status()[0].state).toBe('active');
  });

  it('reports a crashed view as failed, and a later activation starts from a fresh runtime', async () => {
    const h = createHarness();
    let activations = 0;
    let disposed = 0;
    await h.addExtension(
      'acme.crash',
      {
        views: { main: View },
        activate: (ctx: ExtensionContext) => {
          activations++;
          ctx.onDispose(() => void disposed++);
        },
      },
      { contributes: { views: [{ id: 'main', viewPath: '/pages/crash' }] } },
    );
    const host = hostOf(h);
    await host.load();
    await host.activate('acme.crash');
    host.reportViewError('acme.crash', new Error('render exploded'));
    expect(host.status()[0]).toMatchObject({ state: 'failed', error: 'render exploded' });
    // The runtime stays so the boundary can retry the view in place.
    expect(host.view('acme.crash', 'main')).toBe(View);
    await host.activate('acme.crash');
    expect(host.status()[0].state).toBe('active');
    expect(host.status()[0].error).toBeUndefined();
    expect([activations, disposed]).toEqual([2, 1]);
    host.reportViewError('acme.unknown', new Error('ignored'));
    expect(host.status()).toHaveLength(1);
  });

  it('refuses views, widgets and services the manifest does not declare', async () => {
    const h = createHarness();
    await h.addExtension('acme.sneaky', { views: { hidden: View } }, { contributes: { views: [{ id: 'main', viewPath: '/p' }] } });
    await h.addExtension('acme.widget', {
      widgets: [{ type: 'spy', category: 'x', title: 't', optionsVersion: 1, defaults: () => ({}) as never, validate: () => [], Renderer: View }],
    });
    await h.addExtension('acme.service', { services: [{ token: Symbol.for('acme.Secret'), factory: () => 1 }] });
    await h.addExtension(
      'acme.late',
      { activate: (ctx: ExtensionContext) => ctx.registerView('other', View) },
      { contributes: { views: [{ id: 'main', viewPath: '/q' }] } },
    );
    const host = hostOf(h);
    await host.load();
    await expect(host.activate('acme.sneaky')).rejects.toThrow(/undeclaredView/);
    await expect(host.activate('acme.widget')).rejects.toThrow(/undeclaredWidget/);
    await expect(host.activate('acme.service')).rejects.toThrow(/undeclaredService/);
    await expect(host.activate('acme.late')).rejects.toThrow(/undeclaredView/);
    expect(h.container.get<WidgetRegistry>(WidgetRegistry).get('spy')).toBeUndefined();
  });

  it('rejects an entry whose default export is not a defineExtension result', async () => {
    const h = createHarness();
    await h.addExtension('acme.plain', () => ({ default: { views: {} } }));
    const host = hostOf(h);
    await host.load();
    await expect(host.activate('acme.plain')).rejects.toThrow(/notAnExtension/);
  });

  it('provides declared services in the extension container and gives activate a working context', async () => {
    const h = createHarness();
    const Clock = Symbol.for('acme.Clock');
    let seen: unknown;
    let translated = '';
    await h.addExtension(
      'acme.svc',
      {
        services: [{ token: Clock, factory: (ctx) => ({ owner: ctx.extensionId }) }],
        widgets: [
          { type: 'acme-gauge', category: 'dashboard', title: 't', optionsVersion: 2, defaults: () => ({}) as never, validate: () => [], Renderer: View },
        ],
        activate(ctx) {
          seen = ctx.get(Clock);
          translated = ctx.t('hello');
        },
      },
      {
        provides: { services: [{ token: 'acme.Clock' }] },
        contributes: { widgets: [{ type: 'acme-gauge', category: 'dashboard', optionsVersion: 2 }] },
        i18n: { namespace: 'acme.svc', locales: { ch: 'locales/ch.json', en: 'locales/en.json' } as never },
      },
    );
    h.importer.json.set('/extensions/acme.svc/locales/en.json', { hello: 'Hello from acme' });
    const host = hostOf(h);
    await host.load();
    await host.activate('acme.svc');
    expect(seen).toEqual({ owner: 'acme.svc' });
    expect(translated).toBe('Hello from acme');
    expect(h.i18n.added).toContainEqual({ lang: 'en', ns: 'acme.svc', res: { hello: 'Hello from acme' } });
    expect(host.resolverFor('acme.svc')!(Clock)).toBe(seen);
    const widgets = h.container.get<WidgetRegistry>(WidgetRegistry);
    expect(widgets.get('acme-gauge')).toBeDefined();

    // Language change loads that language's file too.
    h.importer.json.set('/extensions/acme.svc/locales/ch.json', { hello: '你好' });
    await h.i18n.changeLanguage('ch');
    await vi.waitFor(() => expect(h.i18n.added.some((a) => a.lang === 'ch' && a.ns === 'acme.svc')).toBe(true));

    await host.uninstall('acme.svc');
    expect(widgets.get('acme-gauge')).toBeUndefined();
    expect(host.status()).toEqual([]);
  });

  it('activates eager extensions right after load and adds market menu titles', async () => {
    const h = createHarness();
    let eager = 0;
    await h.addExtension(
      'acme.eager',
      { activate: () => void eager++ },
      {
        activation: 'eager',
        contributes: { views: [{ id: 'v', viewPath: '/pages/acme/v', menu: { path: '/acme/v', name: 'acmeV', title: { en: 'Weather', ch: '天气' } } }] },
      },
    );
    await h.addExtension('acme.lazy', {});
    const host = hostOf(h);
    await host.load();
    expect(eager).toBe(1);
    expect(host.status().map((s) => s.state)).toEqual(['active', 'registered']);
    expect(h.i18n.added).toContainEqual({ lang: 'ch', ns: 'core', res: { menu: { acmeV: '天气' } } });
    expect(h.i18n.added).toContainEqual({ lang: 'de', ns: 'core', res: { menu: { acmeV: 'Weather' } } });
  });

  it('adds a stylesheet link per declared style', async () => {
    const h = createHarness();
    await h.addExtension('acme.styled', {}, { styles: ['index.css'] });
    const host = hostOf(h);
    await host.load();
    await host.activate('acme.styled');
    const link = document.head.querySelector('link[data-extension="acme.styled"]');
    expect(link?.getAttribute('href')).toBe('/extensions/acme.styled/index.css');
    await host.uninstall('acme.styled');
    expect(document.head.querySelector('link[data-extension="acme.styled"]')).toBeNull();
  });

  it('still activates when a locale file is missing', async () => {
    const h = createHarness();
    await h.addExtension('acme.mute', {}, { i18n: { namespace: 'acme.mute', locales: { en: 'locales/en.json' } as never } });
    const host = hostOf(h);
    await host.load();
    await host.activate('acme.mute');
    expect(host.status()[0].state).toBe('active');
    expect(h.importer.fetches).toContain('/extensions/acme.mute/locales/en.json');
  });

  it('activates dependencies first and fails when one is missing or too old', async () => {
    const h = createHarness();
    const order: string[] = [];
    await h.addExtension('acme.base', { activate: () => void order.push('base') }, { version: '1.4.0' });
    await h.addExtension('acme.top', { activate: () => void order.push('top') }, { dependencies: { 'acme.base': '^1.2.0' } });
    await h.addExtension('acme.orphan', {}, { dependencies: { 'acme.ghost': '^1.0.0' } });
    await h.addExtension('acme.picky', {}, { dependencies: { 'acme.base': '^2.0.0' } });
    const host = hostOf(h);
    await host.load();
    await host.activate('acme.top');
    expect(order).toEqual(['base', 'top']);
    await expect(host.activate('acme.orphan')).rejects.toThrow(/dependencyMissing/);
    await expect(host.activate('acme.picky')).rejects.toThrow(/dependencyVersion/);
  });
});
