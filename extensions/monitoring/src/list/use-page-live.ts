import { HttpClient, Realtime, useService } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { monitoringApi } from '../api/monitoring-api';

export interface LiveState {
  values: Record<string, unknown>;
  /** Last push in ms, from the list row or the latest realtime update. */
  ts: number | null;
}

type Pending = Map<string, { values: Record<string, unknown>; ts: number | null }>;

/** Folds the updates gathered since the last frame into the page's state: one render per frame, however many arrive. */
export function applyPending(state: Record<string, LiveState>, pending: Pending): Record<string, LiveState> {
  const next = { ...state };
  for (const [id, u] of pending) {
    const before = next[id];
    next[id] = { values: { ...(before?.values ?? {}), ...u.values }, ts: u.ts ?? before?.ts ?? null };
  }
  return next;
}

/**
 * Current values of the devices on the page (`/kv/current` each), then live over the one socket. Updates are merged
 * once per animation frame: a page of 100 devices reporting every second would otherwise re-render the table 100
 * times a second and scrolling it would stutter.
 */
export function usePageLive(ids: string[]): Record<string, LiveState> {
  const http = useService<HttpClient>(HttpClient);
  const realtime = useService<Realtime>(Realtime);
  const [state, setState] = useState<Record<string, LiveState>>({});
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    let pending: Pending = new Map();
    let frame: number | undefined;
    const flush = () => {
      frame = undefined;
      const batch = pending;
      pending = new Map();
      if (live && batch.size) setState((s) => applyPending(s, batch));
    };
    const merge = (id: string, values: Record<string, unknown>, ts: number | null) => {
      const before = pending.get(id);
      pending.set(id, { values: { ...(before?.values ?? {}), ...values }, ts: ts ?? before?.ts ?? null });
      frame ??= requestAnimationFrame(flush);
    };
    for (const id of ids) {
      monitoringApi.current(http, id).then((v) => live && merge(id, v, null), () => {});
    }
    const offs = ids.map((id) => realtime.subscribe(id, (u) => merge(id, u.values, u.ts)));
    return () => {
      live = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      offs.forEach((off) => off());
    };
  }, [http, realtime, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}
