import { CURVE_ANIMATION_MS, toMillis } from '@tessera/sdk';

/** One sample of `/home/chart`: a time (timestamp or date text) and a usage percentage. */
export interface UsageSample {
  sysTime: string | number;
  data: string | number;
}

export interface UsageCurveOptions {
  /** Series name shown in the tooltip (translated by the caller). */
  name: string;
  color: string;
}

/** Samples as [ms, percent] points in time order; unreadable times or values are dropped, not plotted as 0. */
export function usagePoints(samples: readonly UsageSample[] | null | undefined): [number, number][] {
  const points: [number, number][] = [];
  for (const s of samples ?? []) {
    const at = toMillis(s?.sysTime);
    const value = typeof s?.data === 'number' ? s.data : Number.parseFloat(String(s?.data ?? ''));
    if (at !== null && Number.isFinite(value)) points.push([at, Math.round(value * 100) / 100]);
  }
  return points.sort((a, b) => a[0] - b[0]);
}

/**
 * The ECharts option of a CPU or memory usage curve: a smooth line on a time axis, 0–100 %, animated over
 * CURVE_ANIMATION_MS (the spec's constants) both on first draw and when a poll appends samples.
 */
export function buildUsageCurveOption(samples: readonly UsageSample[] | null | undefined, opts: UsageCurveOptions) {
  const data = usagePoints(samples);
  return {
    animation: true,
    animationDuration: CURVE_ANIMATION_MS,
    animationDurationUpdate: CURVE_ANIMATION_MS,
    animationEasing: 'cubicOut',
    color: [opts.color],
    grid: { left: 44, right: 16, top: 16, bottom: 28 },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v} %` },
    xAxis: { type: 'time', boundaryGap: false, splitLine: { show: false } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      {
        type: 'line',
        name: opts.name,
        smooth: true,
        showSymbol: false,
        lineStyle: { width: 2 },
        areaStyle: { opacity: 0.15 },
        data,
      },
    ],
  };
}

/** The latest value of a series (for the big number above the curve); null without samples. */
export function latestUsage(samples: readonly UsageSample[] | null | undefined): number | null {
  const points = usagePoints(samples);
  return points.length ? points[points.length - 1][1] : null;
}
