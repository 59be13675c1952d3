import type { WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import {
  DEFAULT_SIM_FUNCTION,
  GAUGE_DETAIL_FONT_SIZE,
  GAUGE_PROGRESS_WIDTH,
  SIM_INTERVAL_DEFAULT_S,
  SIM_INTERVAL_MAX_S,
  SIM_INTERVAL_MIN_S,
  SIM_INTERVAL_STEP_S,
} from '../common/constants';
import { isBlank, Msg } from '../common/messages';
import type { GaugeTemplate } from '../gauge/gauge-config';

/**
 * Custom gauge (the spec's entity fields): simulator {funcArr, interval in ms} and a series style; the option is the
 * user's text.
 */
export interface CustomGaugeConfig extends WidgetConfig {
  type: 'customGauge';
  series: { template: GaugeTemplate; option: string; style: { detailFontSize: number; progressWidth: number } };
  simulator: { enabled: boolean; funcArr: string[]; interval: number };
}

/**
 * The option text of each template: a function body that receives `value` (the bound values, or the simulated
 * ones in the preview) and returns an ECharts option.
 */
export function templateOption(template: GaugeTemplate): string {
  const dial = (i: number, center: string) =>
    `{ type: 'gauge', center: [${center}], radius: '${template === 'two' ? 70 : 90}%', min: 0, max: 60,\n` +
    `      progress: { show: true, width: ${GAUGE_PROGRESS_WIDTH} }, axisLine: { lineStyle: { width: ${GAUGE_PROGRESS_WIDTH} } },\n` +
    `      pointer: { show: false }, detail: { fontSize: ${GAUGE_DETAIL_FONT_SIZE}, color: '#fff', offsetCenter: [0, 0] },\n` +
    `      data: [{ value: value[${i}] }] }`;
  const series = template === 'two' ? [dial(0, "'25%', '55%'"), dial(1, "'75%', '55%'")] : [dial(0, "'50%', '55%'")];
  return `// value: the bound values in order. Return an ECharts option.\nreturn {\n  series: [\n    ${series.join(',\n    ')}\n  ]\n};`;
}

export function customGaugeDefaults(): CustomGaugeConfig {
  return {
    ...baseConfig('customGauge', 'dashboard'),
    series: {
      template: 'one',
      option: templateOption('one'),
      style: { detailFontSize: GAUGE_DETAIL_FONT_SIZE, progressWidth: GAUGE_PROGRESS_WIDTH },
    },
    simulator: { enabled: true, funcArr: [DEFAULT_SIM_FUNCTION], interval: SIM_INTERVAL_DEFAULT_S * 1000 },
  };
}

/** Clamps a simulation interval in seconds to 0.5–10 on the 0.5 grid (the spec's constants). */
export function clampIntervalSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return SIM_INTERVAL_DEFAULT_S;
  const snapped = Math.round(seconds / SIM_INTERVAL_STEP_S) * SIM_INTERVAL_STEP_S;
  return Math.min(SIM_INTERVAL_MAX_S, Math.max(SIM_INTERVAL_MIN_S, snapped));
}

export function withCustomTemplate(config: CustomGaugeConfig, template: GaugeTemplate): CustomGaugeConfig {
  const count = template === 'two' ? 2 : 1;
  const funcArr = [...config.simulator.funcArr];
  while (funcArr.length < count) funcArr.push(DEFAULT_SIM_FUNCTION);
  funcArr.length = count;
  return {
    ...config,
    mapping: config.mapping.slice(0, count),
    series: { ...config.series, template, option: templateOption(template) },
    simulator: { ...config.simulator, funcArr },
  };
}

/** Dashboard rule: name required ('名称不能为空！'). */
export function validateCustomGauge(config: CustomGaugeConfig): string[] {
  return isBlank(config.name) ? [Msg.nameEmptyFull] : [];
}

/** One sandbox program computing all simulated values: each function body runs in its own scope. */
export function simulationProgram(funcArr: string[]): string {
  return `return [${funcArr.map((body) => `(function () {\n${body}\n})()`).join(',\n')}];`;
}

/** The bound values, in dial order, from live data. */
export function boundValues(config: CustomGaugeConfig, values: Record<string, unknown>): unknown[] {
  const count = config.series.template === 'two' ? 2 : 1;
  return Array.from({ length: count }, (_, i) => {
    const key = config.mapping[i];
    return key === undefined ? null : (values[key] ?? null);
  });
}

/**
 * Keeps only a plain-object option (what ECharts accepts); anything else is rejected. The program is user code: its
 * tooltips are drawn as canvas text (`richText`), never as HTML, so no markup it returns reaches the page.
 */
export function asOption(result: unknown): Record<string, unknown> | null {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return null;
  const option = result as Record<string, unknown>;
  const tooltip = option.tooltip;
  if (!tooltip || typeof tooltip !== 'object') return option;
  const plain = (t: unknown) => ({ ...(t as object), renderMode: 'richText' });
  return { ...option, tooltip: Array.isArray(tooltip) ? tooltip.map(plain) : plain(tooltip) };
}
