import { formatDateTime, toMillis } from '@tessera/sdk';
import type { StatisticReply } from '../api/monitoring-api';

/** Curve chart animation (the spec's constants). */
export const CURVE_ANIMATION_MS = 1500;

/** `[{x: µs, y}]` → `[[ms, number|null]]`; non-numeric values become gaps. */
export function toPoints(series: StatisticReply['time_series']): [number, number | null][] {
  const out: [number, number | null][] = [];
  for (const p of series ?? []) {
    const x = toMillis(p.x);
    if (x === null) continue;
    const y =
      typeof p.y === 'number'
        ? p.y
        : typeof p.y === 'string' && p.y.trim() !== '' && !Number.isNaN(Number(p.y))
          ? Number(p.y)
          : typeof p.y === 'boolean'
            ? Number(p.y)
            : null;
    out.push([x, y]);
  }
  return out;
}

/** The history curve (pure): one line series on a time axis, with zoom, for `EChart`. */
export function historyChartOption(name: string, unit: string, points: [number, number | null][]): Record<string, unknown> {
  return {
    animationDuration: CURVE_ANIMATION_MS,
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 24, top: 36, bottom: 64 },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: unit || undefined, scale: true },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 16, labelFormatter: (v: number) => formatDateTime(v) }],
    series: [{ type: 'line', name, showSymbol: points.length < 200, connectNulls: false, data: points }],
  };
}
