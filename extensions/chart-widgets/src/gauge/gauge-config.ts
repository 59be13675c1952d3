import type { WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { DEFAULT_RANGE_MAX, DEFAULT_RANGE_MIN, GAUGE_DETAIL_FONT_SIZE, GAUGE_PROGRESS_WIDTH } from '../common/constants';
import { isBlank, Msg } from '../common/messages';

/**
 * One dial of a gauge template (the spec's entity fields: min, max, unit, color, title, value). `value` is the bound
 * key.
 */
export interface GaugeItem {
  min: number;
  max: number;
  unit: string;
  color: string;
  title: string;
  value: string;
}

export type GaugeTemplate = 'one' | 'two';

export interface GaugeSeries {
  template: GaugeTemplate;
  gauges: GaugeItem[];
  detailFontSize: number;
  progressWidth: number;
}

export interface GaugeConfig extends WidgetConfig {
  type: 'gauge';
  series: GaugeSeries;
}

export function defaultGaugeItem(): GaugeItem {
  return { min: DEFAULT_RANGE_MIN, max: DEFAULT_RANGE_MAX, unit: '', color: '#47d5ff', title: '', value: '' };
}

export function gaugeDefaults(): GaugeConfig {
  return {
    ...baseConfig('gauge', 'dashboard'),
    series: {
      template: 'one',
      gauges: [defaultGaugeItem()],
      detailFontSize: GAUGE_DETAIL_FONT_SIZE,
      progressWidth: GAUGE_PROGRESS_WIDTH,
    },
  };
}

/** Switches template, keeping the dials already configured (two-gauge adds a second dial). */
export function withTemplate(config: GaugeConfig, template: GaugeTemplate): GaugeConfig {
  const count = template === 'two' ? 2 : 1;
  const gauges = [...config.series.gauges];
  while (gauges.length < count) gauges.push(defaultGaugeItem());
  gauges.length = count;
  return { ...config, series: { ...config.series, template, gauges }, mapping: syncMapping(gauges) };
}

/** The bound keys are the dials' values, in order (the spec's mapping = list of property names). */
export function syncMapping(gauges: GaugeItem[]): string[] {
  return gauges.map((g) => g.value).filter((v) => !isBlank(v));
}

/** Dashboard: name required ('名称不能为空！', the spec's validation rules). */
export function validateGauge(config: GaugeConfig): string[] {
  return isBlank(config.name) ? [Msg.nameEmptyFull] : [];
}
