import type { RealtimeUpdate } from '@tessera/sdk';

export interface LiveSeries {
  key: string;
  name: string;
  unit: string;
  points: [number, number][];
}

/** Points kept per curve (about 10 minutes at 1 msg/s). */
export const LIVE_WINDOW_POINTS = 600;

/** Appends every numeric value of an update's frames to its curve, keeping the last `max` points. Pure. */
export function appendUpdate(series: LiveSeries[], update: RealtimeUpdate, max = LIVE_WINDOW_POINTS): LiveSeries[] {
  const frames = update.frames ?? [{ ts: update.ts, values: update.values }];
  return series.map((s) => {
    const added: [number, number][] = [];
    for (const f of frames) {
      const v = f.values[s.key];
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'boolean' ? Number(v) : NaN;
      if (!Number.isNaN(n)) added.push([f.ts, n]);
    }
    if (!added.length) return s;
    const points = [...s.points, ...added];
    return { ...s, points: points.length > max ? points.slice(points.length - max) : points };
  });
}

/**
 * The realtime-run chart (pure): one line per key on a time axis; no animation so frames stay cheap. The legend is one
 * scrolling row above the plot (ECharts 6 puts it at the bottom by default, over the time labels).
 */
export function liveCurveOption(series: LiveSeries[]): Record<string, unknown> {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name), type: 'scroll', top: 0, left: 'center' },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true },
    // A lone first point has no line yet: its symbol shows it until the second arrives.
    series: series.map((s) => ({ type: 'line', name: s.name, showSymbol: s.points.length < 2, data: s.points })),
  };
}
