import { coerceValue } from '@tessera/sdk';
import { GAUGE_MEDIUM_BELOW, GAUGE_SMALL_BELOW } from '../common/constants';
import type { GaugeConfig, GaugeItem } from './gauge-config';

export type GaugeSize = 'small' | 'medium' | 'large';

/** Gauge charts are sized by height: under 160, under 200, 200 or more (the spec's constants). */
export function gaugeSize(height: number | undefined): GaugeSize {
  if (height === undefined) return 'large';
  if (height < GAUGE_SMALL_BELOW) return 'small';
  if (height < GAUGE_MEDIUM_BELOW) return 'medium';
  return 'large';
}

const SCALE: Record<GaugeSize, number> = { small: 0.6, medium: 0.8, large: 1 };
const RADIUS: Record<GaugeSize, string> = { small: '80%', medium: '85%', large: '90%' };

function dial(item: GaugeItem, value: unknown, size: GaugeSize, config: GaugeConfig, center: string[], radius: string) {
  const scale = SCALE[size];
  return {
    type: 'gauge',
    center,
    radius,
    min: Number(item.min),
    max: Number(item.max),
    progress: { show: true, width: Math.round(config.series.progressWidth * scale), itemStyle: { color: item.color } },
    axisLine: { lineStyle: { width: Math.round(config.series.progressWidth * scale) } },
    axisTick: { show: size !== 'small' },
    splitLine: { show: size !== 'small', length: Math.round(10 * scale) },
    axisLabel: { show: size === 'large', color: '#fff' },
    pointer: { show: false },
    title: { show: !!item.title, color: '#fff', offsetCenter: [0, '70%'], fontSize: Math.round(14 * scale) },
    detail: {
      valueAnimation: true,
      fontSize: Math.round(config.series.detailFontSize * scale),
      color: '#fff',
      offsetCenter: [0, 0],
      formatter: `{value}${item.unit ? ' ' + item.unit : ''}`,
    },
    data: [{ value: coerceValue('float', value ?? 0), name: item.title }],
  };
}

/**
 * Pure ECharts option of a gauge widget: one dial, or two side by side for the two-gauge template.
 * `values` are the latest values by property name.
 */
export function buildGaugeOption(config: GaugeConfig, values: Record<string, unknown>, height?: number): Record<string, unknown> {
  const size = gaugeSize(height);
  const gauges = config.series.template === 'two' ? config.series.gauges.slice(0, 2) : config.series.gauges.slice(0, 1);
  const series =
    gauges.length === 2
      ? gauges.map((g, i) => dial(g, values[g.value], size, config, [i === 0 ? '25%' : '75%', '55%'], size === 'small' ? '65%' : '70%'))
      : gauges.map((g) => dial(g, values[g.value], size, config, ['50%', '55%'], RADIUS[size]));
  return { backgroundColor: 'transparent', series };
}
