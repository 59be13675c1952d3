import { HttpClient, Realtime, useService } from '@tessera/sdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { monitoringApi } from '../api/monitoring-api';
import { PageLiveStore, type LiveState, type PendingUpdates } from './page-live-store';

/** How often the page folds the updates it gathered into its store: four times a second reads as live. */
export const LIVE_FLUSH_MS = 250;

/**
 * Current values of the devices on the page (`/kv/current` each), then live over the one socket, gathered and folded
 * into a per-device store every LIVE_FLUSH_MS. The store never changes identity: cells read it with `useDeviceLive`.
 */
export function usePageLive(ids: string[]): PageLiveStore {
  const http = useService<HttpClient>(HttpClient);
  const realtime = useService<Realtime>(Realtime);
  const [store] = useState(() => new PageLiveStore());
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    let pending: PendingUpdates = new Map();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const batch = pending;
      pending = new Map();
      if (live && batch.size) store.apply(batch);
    };
    const merge = (id: string, values: Record<string, unknown>, ts: number | null) => {
      const before = pending.get(id);
      pending.set(id, { values: { ...(before?.values ?? {}), ...values }, ts: ts ?? before?.ts ?? null });
      timer ??= setTimeout(flush, LIVE_FLUSH_MS);
    };
    for (const id of ids) {
      monitoringApi.current(http, id).then(
        (v) => live && merge(id, v, null),
        () => {},
      );
    }
    const offs = ids.map((id) => realtime.subscribe(id, (u) => merge(id, u.values, u.ts)));
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [http, realtime, key, store]); // eslint-disable-line react-hooks/exhaustive-deps
  return store;
}

/** One device's live state from the page's store; re-renders only when that device changes. */
export function useDeviceLive(store: PageLiveStore, id: string): LiveState | undefined {
  return useSyncExternalStore(
    (changed) => store.subscribe(id, changed),
    () => store.get(id),
  );
}
