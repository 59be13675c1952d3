import { HttpClient, useService } from '@tessera/sdk';
import { useEffect, useMemo, useState } from 'react';
import { monitoringApi } from '../api/monitoring-api';
import { statisticBody } from '../history/aggregation';
import { toPoints } from '../history/history-chart-option';

type Curve = { sysTime: number; data: number }[];

/** How far back a history widget starts when the Charts tab opens. */
export const WIDGET_HISTORY_MS = 3_600_000;
/** Live points kept per key after the stored ones (about 10 minutes at 1 msg/s). */
export const WIDGET_LIVE_POINTS = 600;

function numeric(value: unknown): number | null {
  const n = typeof value === 'boolean' ? Number(value) : typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  return value === null || value === undefined || Number.isNaN(n) ? null : n;
}

/**
 * The curves of the keys history widgets bind: the last hour of stored points, then every value that arrives over the
 * socket (`stamps` says when each key last arrived), so the widget draws at once and keeps moving.
 */
export function useWidgetHistory(deviceId: string, keys: string[], values: Record<string, unknown>, stamps: Record<string, number>, now = Date.now) {
  const http = useService<HttpClient>(HttpClient);
  const [stored, setStored] = useState<Record<string, Curve>>({});
  const [live, setLive] = useState<Record<string, Curve>>({});
  const keyList = keys.join('\n');

  useEffect(() => {
    let current = true;
    setStored({});
    setLive({});
    const end = now();
    const wanted = keyList ? keyList.split('\n') : [];
    void Promise.all(wanted.map(async (key) => {
      const body = statisticBody({ deviceId, key, start: end - WIDGET_HISTORY_MS, end, window: 'no_aggregate', fn: 'avg' });
      const reply = await monitoringApi.statistic(http, body).catch(() => null);
      const points = toPoints(reply?.time_series ?? []).filter((p): p is [number, number] => p[1] !== null);
      return [key, points.map(([sysTime, data]) => ({ sysTime, data }))] as const;
    })).then((entries) => current && setStored(Object.fromEntries(entries)));
    return () => { current = false; };
    // `now` is a test clock, fixed for a render tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, deviceId, keyList]);

  useEffect(() => {
    setLive((old) => {
      let next = old;
      for (const key of keyList ? keyList.split('\n') : []) {
        const at = stamps[key];
        const data = numeric(values[key]);
        const curve = old[key] ?? [];
        if (at === undefined || data === null || (curve.length && curve[curve.length - 1].sysTime >= at)) continue;
        next = { ...next, [key]: [...curve, { sysTime: at, data }].slice(-WIDGET_LIVE_POINTS) };
      }
      return next;
    });
  }, [keyList, values, stamps]);

  return useMemo(() => {
    const history: Record<string, Curve> = {};
    for (const key of keyList ? keyList.split('\n') : []) {
      const base = stored[key] ?? [];
      const last = base.length ? base[base.length - 1].sysTime : -Infinity;
      history[key] = [...base, ...(live[key] ?? []).filter((p) => p.sysTime > last)];
    }
    return history;
  }, [keyList, stored, live]);
}
