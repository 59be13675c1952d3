import { HttpClient, Realtime, useService } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { monitoringApi } from '../api/monitoring-api';

export interface LiveState {
  values: Record<string, unknown>;
  /** Last push in ms, from the list row or the latest realtime update. */
  ts: number | null;
}

/** Current values of the devices on the page (`/kv/current` each), then live over the one socket. */
export function usePageLive(ids: string[]): Record<string, LiveState> {
  const http = useService<HttpClient>(HttpClient);
  const realtime = useService<Realtime>(Realtime);
  const [state, setState] = useState<Record<string, LiveState>>({});
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const merge = (id: string, values: Record<string, unknown>, ts: number | null) =>
      setState((s) => ({ ...s, [id]: { values: { ...(s[id]?.values ?? {}), ...values }, ts: ts ?? s[id]?.ts ?? null } }));
    for (const id of ids) {
      monitoringApi.current(http, id).then((v) => live && merge(id, v, null), () => {});
    }
    const offs = ids.map((id) => realtime.subscribe(id, (u) => merge(id, u.values, u.ts)));
    return () => {
      live = false;
      offs.forEach((off) => off());
    };
  }, [http, realtime, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}
