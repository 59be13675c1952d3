import type { WidgetData } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { rangeMs, type Layout } from '../model/layout';
import type { ValueSource } from './value-source';

type History = NonNullable<WidgetData['history']>;
/** History per device, then per key. */
export type DeviceHistory = Record<string, History>;

/** What history widgets read: each (device, key) a history-category tile maps, once. */
function historyPairs(layout: Layout): [string, string][] {
  const pairs = layout.tiles.flatMap((t) =>
    t.kind === 'widget' && t.device_id && t.widget?.controlType === 'history' ? (t.widget.mapping ?? []).map((k) => [t.device_id!, k] as [string, string]) : [],
  );
  return [...new Map(pairs.map((p) => [p.join('\u0000'), p])).values()];
}

/** The curves of history tiles over the dashboard's time range, re-read when the range or the bindings change. */
export function useTileHistory(layout: Layout, source: ValueSource, refresh = 0, now: () => number = Date.now): DeviceHistory {
  const [history, setHistory] = useState<DeviceHistory>({});
  const pairs = historyPairs(layout);
  const key = `${refresh}|${layout.time_range}|${pairs.map((p) => p.join(':')).join(',')}`;
  useEffect(() => {
    let alive = true;
    const end = now();
    const start = end - rangeMs(layout.time_range);
    void Promise.all(
      pairs.map(async ([device, k]) => {
        const series = await source.series(device, k, start, end).catch(() => []);
        return [device, k, series.map((p) => ({ sysTime: Math.floor(p.x / 1000), data: Number(p.y) }))] as const;
      }),
    ).then((rows) => {
      if (!alive) return;
      const out: DeviceHistory = {};
      for (const [device, k, points] of rows) (out[device] ??= {})[k] = points;
      setHistory(out);
    });
    return () => {
      alive = false;
    };
    // `key` stands for the range, the pairs and the auto-refresh tick.
  }, [key, source]); // eslint-disable-line react-hooks/exhaustive-deps
  return history;
}
