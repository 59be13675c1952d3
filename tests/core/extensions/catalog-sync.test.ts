import 'reflect-metadata';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppHooks, EXTENSIONS_CHANGED_EVENT, ExtensionHost, HttpClient, Logger, Realtime, SessionStore, type CatalogEntry } from '@tessera/sdk';
import { syncCatalog, watchCatalogChanges } from '../../../core/src/extensions/catalog-sync';
import { removedExtensionAt } from '../../../core/src/extensions/removed-extensions';
import { createHooks } from './fakes';

function entry(id: string, version = '1.0.0', extra: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    manifest: { manifestVersion: 1, id, version, integrity: `sha384-${id}-${version}` } as CatalogEntry['manifest'],
    baseUrl: `/ext/${id}/${version}`,
    builtin: false,
    enabled: true,
    ...extra,
  };
}

/** A host that records installs/uninstalls and keeps its catalog like the real one. */
function fakeHost(initial: CatalogEntry[]) {
  const catalog = new Map(initial.map((e) => [e.manifest.id, e]));
  return {
    get catalog() {
      return [...catalog.values()];
    },
    install: vi.fn(async (e: CatalogEntry) => void catalog.set(e.manifest.id, e)),
    uninstall: vi.fn(async (id: string) => void catalog.delete(id)),
  };
}

function fakeHttp(serverCatalog: () => CatalogEntry[]) {
  return { call: vi.fn(async (url: string) => (url === '/extensions/catalog' ? serverCatalog() : Promise.reject(new Error(url)))) };
}

describe('syncCatalog', () => {
  it('installs new and changed entries, uninstalls removed ones, and leaves unchanged ones running', async () => {
    const host = fakeHost([entry('tessera.home'), entry('acme.old'), entry('acme.bumped')]);
    const server = [entry('tessera.home'), entry('acme.bumped', '1.1.0'), entry('acme.new')];
    const r = await syncCatalog(host as never, fakeHttp(() => server) as never, createHooks());
    expect(r).toEqual({ installed: ['acme.bumped', 'acme.new'], removed: ['acme.old'] });
    expect(host.install.mock.calls.map(([e]) => `${e.manifest.id}@${e.manifest.version}`)).toEqual(['acme.bumped@1.1.0', 'acme.new@1.0.0']);
    expect(host.uninstall).toHaveBeenCalledWith('acme.old');
    expect(host.catalog.map((e) => e.manifest.id).sort()).toEqual(['acme.bumped', 'acme.new', 'tessera.home']);
  });

  it('treats a disabled or re-packed entry of the same version as a change', async () => {
    const host = fakeHost([entry('acme.a'), entry('acme.b')]);
    const server = [entry('acme.a', '1.0.0', { enabled: false }), { ...entry('acme.b'), manifest: { ...entry('acme.b').manifest, integrity: 'sha384-other' } }];
    const r = await syncCatalog(host as never, fakeHttp(() => server) as never, createHooks());
    expect(r.installed).toEqual(['acme.a', 'acme.b']);
  });

  it('applies the extensionCatalog hook like the first load', async () => {
    const hooks = createHooks();
    hooks.extensionCatalog.tap('test', (list: CatalogEntry[]) => list.filter((e) => e.manifest.id !== 'acme.hidden'));
    const host = fakeHost([]);
    const r = await syncCatalog(host as never, fakeHttp(() => [entry('acme.hidden'), entry('acme.shown')]) as never, hooks);
    expect(r.installed).toEqual(['acme.shown']);
  });
});

describe('watchCatalogChanges', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  function setup(opts: { token?: string | null; initial?: CatalogEntry[]; realtime?: unknown } = {}) {
    let server = [entry('tessera.home')];
    const host = fakeHost(opts.initial ?? [entry('tessera.home')]);
    const http = fakeHttp(() => server);
    const logger = { debug() {}, info: vi.fn(), warn: vi.fn(), error() {}, child: () => logger };
    const c = new Container();
    c.bind(ExtensionHost).toConstantValue(host as never);
    c.bind(HttpClient).toConstantValue(http as never);
    c.bind(AppHooks).toConstantValue(createHooks());
    c.bind(SessionStore).toConstantValue({ token: opts.token === undefined ? 'live' : opts.token } as never);
    c.bind(Logger).toConstantValue(logger as never);
    if (opts.realtime) c.bind(Realtime).toConstantValue(opts.realtime as never);
    dispose = watchCatalogChanges(c, window);
    return { host, http, logger, setServer: (list: CatalogEntry[]) => (server = list) };
  }

  it('re-reads the catalog on the extensions-changed event and installs what the server added', async () => {
    const { host, http, setServer } = setup();
    setServer([entry('tessera.home'), entry('acme.hello')]);
    window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
    await vi.waitFor(() => expect(host.install).toHaveBeenCalledOnce());
    expect(host.install.mock.calls[0][0].manifest.id).toBe('acme.hello');
    expect(http.call).toHaveBeenCalledWith('/extensions/catalog', {}, { silent: true });
  });

  it("follows the server's extensions topic on the realtime socket while signed in", async () => {
    const listeners: Array<(d: unknown) => void> = [];
    const off = vi.fn();
    const realtime = { subscribeTopic: vi.fn((topic: string, fn: (d: unknown) => void) => (listeners.push(fn), off)) };
    const { host, setServer } = setup({ realtime });
    expect(realtime.subscribeTopic).toHaveBeenCalledWith('extensions', expect.any(Function));
    setServer([entry('tessera.home'), entry('acme.pushed')]);
    listeners[0]({ revision: 2 });
    await vi.waitFor(() => expect(host.install).toHaveBeenCalledOnce());
    expect(host.install.mock.calls[0][0].manifest.id).toBe('acme.pushed');
    dispose?.();
    dispose = undefined;
    expect(off).toHaveBeenCalled();
  });

  it('remembers the paths of an extension it removed, so its page says so instead of "not found"', async () => {
    const gone = entry('acme.gone');
    gone.manifest = {
      ...gone.manifest,
      displayName: { en: 'Gone' },
      contributes: { views: [{ id: 'v', viewPath: '/pages/acme/gone', menu: { path: '/acme/gone', name: 'g', title: { en: 'Gone' } } }] },
    };
    const host = fakeHost([entry('tessera.home'), gone]);
    await syncCatalog(host as never, fakeHttp(() => [entry('tessera.home')]) as never, createHooks());
    expect(removedExtensionAt('/acme/gone/')).toEqual({ en: 'Gone' });
    expect(removedExtensionAt('/pages/acme/gone')).toEqual({ en: 'Gone' });
    await syncCatalog(host as never, fakeHttp(() => [entry('tessera.home'), gone]) as never, createHooks());
    expect(removedExtensionAt('/acme/gone')).toBeUndefined();
  });

  it('re-reads it when the tab becomes visible again', async () => {
    const { host, setServer } = setup();
    setServer([entry('tessera.home'), entry('acme.hello')]);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(host.install).toHaveBeenCalledOnce());
  });

  it('does nothing without a session or before the first catalog load', async () => {
    for (const opts of [{ token: null }, { initial: [] as CatalogEntry[] }]) {
      const { http } = setup(opts);
      window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
      await new Promise((r) => setTimeout(r, 10));
      expect(http.call).not.toHaveBeenCalled();
      dispose?.();
    }
  });

  it('coalesces events during a sync into one more run, and stops listening once disposed', async () => {
    const { http } = setup();
    window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
    window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
    window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
    await vi.waitFor(() => expect(http.call).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 10));
    expect(http.call).toHaveBeenCalledTimes(2);
    dispose?.();
    dispose = undefined;
    window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
    await new Promise((r) => setTimeout(r, 10));
    expect(http.call).toHaveBeenCalledTimes(2);
  });

  it('logs a failed sync instead of throwing', async () => {
    const { http, logger } = setup();
    http.call.mockRejectedValueOnce(new Error('offline'));
    window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT));
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith('catalog sync failed', expect.any(Error)));
  });
});
