import { CURVE_ANIMATION_MS, formatDateTime, toMillis, type WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { isBlank, Msg } from '../common/messages';

/** One point of a curve (the spec's entity fields): `sysTime` a 10/13/16-digit timestamp, `data` the value. */
export interface CurvePoint {
  sysTime: number | string;
  data: number | string;
}

/** History (the spec's entity fields): name, mapping list, series of line type, xAxis.data. */
export interface HistoryConfig extends WidgetConfig {
  type: 'history';
  series: { type: 'line'; name: string }[];
  xAxis: { data: string[] };
}

export function historyDefaults(): HistoryConfig {
  return { ...baseConfig('history', 'history'), series: [], xAxis: { data: [] } };
}

/** The transfer list's result: mapping and one line series per chosen data source, in order. */
export function withSources(config: HistoryConfig, names: string[]): HistoryConfig {
  return { ...config, mapping: [...names], series: names.map((name) => ({ type: 'line' as const, name })) };
}

/** History: name ('名称不能为空') and at least one data source ('请选择数据源') (the spec's validation rules). */
export function validateHistory(config: HistoryConfig): string[] {
  const out: string[] = [];
  if (isBlank(config.name)) out.push(Msg.nameEmpty);
  if (!config.mapping?.length) out.push(Msg.selectSource);
  return out;
}

/**
 * Pure ECharts option: one line per bound key over a time axis; curves animate for 1500 ms (the spec's constants).
 * `titles` maps keys to legend names (the thing-model titles).
 */
export function buildHistoryOption(
  config: HistoryConfig,
  history: Record<string, CurvePoint[]> = {},
  titles: Record<string, string> = {},
): Record<string, unknown> {
  const series = config.mapping.map((key) => ({
    type: 'line',
    name: titles[key] ?? key,
    showSymbol: false,
    smooth: true,
    data: (history[key] ?? [])
      .map((p) => [toMillis(p.sysTime), Number(p.data)] as const)
      .filter(([t, v]) => t !== null && !Number.isNaN(v))
      .sort((a, b) => (a[0] as number) - (b[0] as number)),
  }));
  return {
    animation: true,
    animationDuration: CURVE_ANIMATION_MS,
    tooltip: { trigger: 'axis', valueFormatter: undefined },
    // One scrolling row above the plot: ECharts 6 defaults the legend to the bottom, over the time labels.
    legend: { data: series.map((s) => s.name), type: 'scroll', top: 0, textStyle: { color: '#fff' }, pageTextStyle: { color: '#fff' } },
    grid: { left: 40, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'time', axisLabel: { color: '#fff', hideOverlap: true } },
    yAxis: { type: 'value', axisLabel: { color: '#fff' } },
    series,
  };
}

/** Formats a curve time for tooltips and tables. */
export function curveTime(p: CurvePoint): string {
  return formatDateTime(p.sysTime);
}
