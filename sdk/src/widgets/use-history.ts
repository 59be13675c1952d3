import { useEffect, useMemo, useState } from 'react';
import { useServerApi } from '../api/use-server-api';
import { numericValue } from '../api/server-api';
import type { CurvePoint, WidgetRendererProps } from './widget';

/** Live points kept per key after the stored ones (about 10 minutes at one value a second). */
export const HISTORY_LIVE_POINTS = 600;

export interface HistoryState {
  /** One curve per key, oldest first. */
  series: Record<string, CurvePoint[]>;
  /** The stored points are being read. */
  loading: boolean;
  /** The read failed (the HTTP client has already said why). */
  failed: boolean;
}

export interface UseHistoryOptions {
  /** The keys to read; default the config's `mapping`. */
  keys?: string[];
  /** Live points kept per key (default HISTORY_LIVE_POINTS). */
  liveLimit?: number;
}

const EMPTY: Record<string, CurvePoint[]> = {};

/**
 * The history of a widget's keys — what a renderer calls instead of reading the page URL or fetching by hand:
 * - when the host passes `data.history` (a dashboard that holds the curves), those curves;
 * - else the stored points of the first of `deviceIds` over `timeRange` (raw, through the typed server API), and,
 *   for a `live` range, every new value of `data.values` appended at its `data.stamps` time (or when it changed).
 * Without devices or a range there is nothing to read: the series are empty.
 */
export function useHistory(props: Pick<WidgetRendererProps, 'config' | 'data' | 'deviceIds' | 'timeRange'>, options: UseHistoryOptions = {}): HistoryState {
  const api = useServerApi();
  const keys = options.keys ?? props.config.mapping ?? [];
  const keyList = keys.join('\n');
  const hostHistory = props.data.history;
  const deviceId = props.deviceIds?.[0];
  const startMs = props.timeRange?.startMs;
  const endMs = props.timeRange?.endMs;
  const live = props.timeRange?.live === true;
  const limit = options.liveLimit ?? HISTORY_LIVE_POINTS;
  const fromHost = hostHistory !== undefined && keys.every((k) => hostHistory[k] !== undefined);
  const [stored, setStored] = useState<{ series: Record<string, CurvePoint[]>; loading: boolean; failed: boolean }>({
    series: EMPTY,
    loading: false,
    failed: false,
  });
  const [liveSeries, setLive] = useState<Record<string, CurvePoint[]>>(EMPTY);

  useEffect(() => {
    setLive(EMPTY);
    if (fromHost || !deviceId || startMs === undefined || endMs === undefined || !keyList) {
      setStored({ series: EMPTY, loading: false, failed: false });
      return;
    }
    let current = true;
    setStored({ series: EMPTY, loading: true, failed: false });
    void Promise.all(
      keyList.split('\n').map(async (key) => {
        const { points } = await api.telemetry.statistic({ deviceId, key, startMs, endMs }, { silent: true });
        const curve = points.filter((p) => p.value !== null).map((p) => ({ sysTime: p.atMs, data: p.value as number }));
        return [key, curve.sort((a, b) => a.sysTime - b.sysTime)] as const;
      }),
    ).then(
      (entries) => current && setStored({ series: Object.fromEntries(entries), loading: false, failed: false }),
      () => current && setStored({ series: EMPTY, loading: false, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [api, fromHost, deviceId, startMs, endMs, keyList]);

  const values = props.data.values;
  const stamps = props.data.stamps;
  useEffect(() => {
    if (fromHost || !live || !keyList) return;
    setLive((old) => {
      let next = old;
      for (const key of keyList.split('\n')) {
        const data = numericValue(values[key]);
        if (data === null) continue;
        const curve = old[key] ?? [];
        const last = curve[curve.length - 1];
        // A host that tracks arrivals (stamps) appends only stamped values; otherwise each change appends now.
        const at = stamps ? stamps[key] : last && last.data === data ? undefined : Date.now();
        if (at === undefined || (last && last.sysTime >= at)) continue;
        next = { ...next, [key]: [...curve, { sysTime: at, data }].slice(-limit) };
      }
      return next;
    });
  }, [fromHost, live, keyList, values, stamps, limit]);

  const series = useMemo(() => {
    if (fromHost) return hostHistory!;
    const out: Record<string, CurvePoint[]> = {};
    for (const key of keyList ? keyList.split('\n') : []) {
      const base = stored.series[key] ?? [];
      const lastStored = base.length ? base[base.length - 1].sysTime : -Infinity;
      out[key] = [...base, ...(liveSeries[key] ?? []).filter((p) => p.sysTime > lastStored)];
    }
    return out;
  }, [fromHost, hostHistory, keyList, stored.series, liveSeries]);

  return { series, loading: !fromHost && stored.loading, failed: !fromHost && stored.failed };
}
