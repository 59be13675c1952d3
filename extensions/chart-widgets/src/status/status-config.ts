import type { WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { COMPARISONS, type Comparison } from '../common/constants';
import { isBlank, Msg } from '../common/messages';

/** A status rule (the spec's entity fields): comparison, value, label, color, icon. */
export interface StatusRule {
  comparison: Comparison;
  value: string;
  label: string;
  color: string;
  icon: string;
}

export interface StatusConfig extends WidgetConfig {
  type: 'status';
  series: { title: string; fontSize: number; labelSize: number; labelColor: string; rules: StatusRule[] };
}

export function defaultRule(): StatusRule {
  return { comparison: '==', value: '', label: '', color: '#3dcc91', icon: 'tick-circle' };
}

export function statusDefaults(): StatusConfig {
  return {
    ...baseConfig('status', 'information'),
    series: { title: '', fontSize: 16, labelSize: 14, labelColor: '#ffffff', rules: [defaultRule()] },
  };
}

/** Status: name ('名称不能为空') and data source ('数据源不能为空') required (the spec's validation rules). */
export function validateStatus(config: StatusConfig): string[] {
  const out: string[] = [];
  if (isBlank(config.name)) out.push(Msg.nameEmpty);
  if (!config.mapping?.length || isBlank(config.mapping[0])) out.push(Msg.sourceEmpty);
  return out;
}

export function addRule(config: StatusConfig): StatusConfig {
  return { ...config, series: { ...config.series, rules: [...config.series.rules, defaultRule()] } };
}

/** The only rule cannot be deleted (the spec's validation rules): removing it leaves the config unchanged. */
export function removeRule(config: StatusConfig, index: number): StatusConfig {
  if (config.series.rules.length <= 1) return config;
  return { ...config, series: { ...config.series, rules: config.series.rules.filter((_, i) => i !== index) } };
}

export function canRemoveRule(config: StatusConfig): boolean {
  return config.series.rules.length > 1;
}

/** Compares numerically when both sides are numbers, as text otherwise (== and != only make sense then). */
export function compare(actual: unknown, comparison: Comparison, expected: string): boolean {
  if (actual === undefined || actual === null) return false;
  const a = Number(actual);
  const b = Number(expected);
  const numeric = String(actual).trim() !== '' && expected.trim() !== '' && !Number.isNaN(a) && !Number.isNaN(b);
  const l: number | string = numeric ? a : String(actual);
  const r: number | string = numeric ? b : expected;
  switch (comparison) {
    case '==':
      return l === r;
    case '!=':
      return l !== r;
    case '>':
      return l > r;
    case '>=':
      return l >= r;
    case '<':
      return l < r;
    case '<=':
      return l <= r;
  }
}

export interface StatusView {
  title: string;
  value: unknown;
  rule: StatusRule | null;
}

/** Pure view model: the first rule the bound value satisfies decides label, colour and icon. */
export function statusViewModel(config: StatusConfig, values: Record<string, unknown>): StatusView {
  const key = config.mapping[0];
  const value = key === undefined ? undefined : values[key];
  const rule = config.series.rules.find((r) => COMPARISONS.includes(r.comparison) && compare(value, r.comparison, r.value)) ?? null;
  return { title: config.series.title || config.name, value, rule };
}
