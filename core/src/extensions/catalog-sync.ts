import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { AppHooks, EXTENSIONS_CHANGED_EVENT, ExtensionHost, HttpClient, Logger, Realtime, SessionStore, type CatalogEntry } from '@tessera/sdk';
import { forgetRemoved, rememberRemoved } from './removed-extensions';

export interface CatalogSyncResult {
  installed: string[];
  removed: string[];
}

/** Same identity = same id, version, integrity and enabled flag: anything else is a reinstall. */
function sameEntry(a: CatalogEntry, b: CatalogEntry): boolean {
  return (
    a.manifest.version === b.manifest.version &&
    a.manifest.integrity === b.manifest.integrity &&
    (a.enabled !== false) === (b.enabled !== false) &&
    a.baseUrl === b.baseUrl
  );
}

/**
 * Brings the host in line with the server's catalog (docs/ARCHITECTURE.md, 'Extension lifecycle'): new or changed
 * entries go through `ExtensionHost.install` (menu re-fetched, routes patched in place), entries gone from the server
 * through `uninstall`. Unchanged extensions keep running.
 */
export async function syncCatalog(host: ExtensionHost, http: HttpClient, hooks: AppHooks): Promise<CatalogSyncResult> {
  const data = await http.call<CatalogEntry[] | { list?: CatalogEntry[] }>('/extensions/catalog', {}, { silent: true });
  const list = Array.isArray(data) ? data : (data?.list ?? []);
  const next = hooks.extensionCatalog.call(list.filter((e) => e?.manifest?.id));
  const current = new Map(host.catalog.map((e) => [e.manifest.id, e]));
  const result: CatalogSyncResult = { installed: [], removed: [] };
  for (const entry of next) {
    const old = current.get(entry.manifest.id);
    current.delete(entry.manifest.id);
    if (old && sameEntry(old, entry)) continue;
    forgetRemoved(entry.manifest);
    await host.install(entry);
    result.installed.push(entry.manifest.id);
  }
  for (const [id, old] of current) {
    rememberRemoved(old.manifest);
    await host.uninstall(id);
    result.removed.push(id);
  }
  return result;
}

/**
 * Runs `syncCatalog` when something says the server's extensions changed: the server's `extensions` topic on the
 * realtime socket (an install, update, enable/disable or uninstall on any server, pushed to every open console), the
 * EXTENSIONS_CHANGED_EVENT window event (a market view after its install call) and the tab becoming visible again. Only for
 * a signed-in session whose catalog is loaded; overlapping triggers coalesce into one more run. Returns the disposer.
 */
export function watchCatalogChanges(container: Container, win: Window = window): () => void {
  const host = container.get<ExtensionHost>(ExtensionHost);
  const http = container.get<HttpClient>(HttpClient);
  const hooks = container.get<AppHooks>(AppHooks);
  const session = container.get<SessionStore>(SessionStore);
  const log = container.get<Logger>(Logger).child('extensions');
  let running: Promise<void> | undefined;
  let again = false;

  const once = async (): Promise<void> => {
    if (!session.token || host.catalog.length === 0) return;
    try {
      const r = await syncCatalog(host, http, hooks);
      if (r.installed.length || r.removed.length) log.info(`catalog changed: +[${r.installed.join(', ')}] -[${r.removed.join(', ')}]`);
    } catch (err) {
      log.warn('catalog sync failed', err);
    }
  };
  const run = (): Promise<void> => {
    if (running) {
      // A change announced mid-sync may not be in the catalog that sync read: read it once more afterwards.
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void run();
      }
    });
    return running;
  };

  const onChanged = () => void run();
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') void run();
  };
  win.addEventListener(EXTENSIONS_CHANGED_EVENT, onChanged);
  win.document.addEventListener('visibilitychange', onVisibility);
  // Followed while signed in; the first message (the current revision) also catches up after a reconnect.
  const realtime = container.isBound(Realtime) ? container.get<Realtime>(Realtime) : undefined;
  let unsubscribe: (() => void) | undefined;
  const stopWatching = reaction(
    () => !!session.token,
    (signedIn) => {
      unsubscribe?.();
      unsubscribe = signedIn && realtime ? realtime.subscribeTopic('extensions', onChanged) : undefined;
    },
    { fireImmediately: true },
  );
  return () => {
    stopWatching();
    unsubscribe?.();
    win.removeEventListener(EXTENSIONS_CHANGED_EVENT, onChanged);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
