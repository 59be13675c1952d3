import type { WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { DEFAULT_CHART_BACKGROUND, DEFAULT_OPACITY } from '../common/constants';
import { isBlank, Msg } from '../common/messages';

interface TextStyle {
  fontSize: number;
  color: string;
}

/** Text info (the spec's entity fields): name, label, mapping, style.label and style.value {fontSize, color}. */
export interface TextInfoConfig extends WidgetConfig {
  type: 'textInfo';
  label: string;
  style: { backgroundColor: string; opacity: number; label: TextStyle; value: TextStyle };
}

export function textInfoDefaults(): TextInfoConfig {
  return {
    ...baseConfig('textInfo', 'information'),
    label: '',
    style: {
      backgroundColor: DEFAULT_CHART_BACKGROUND,
      opacity: DEFAULT_OPACITY,
      label: { fontSize: 14, color: '#ffffff' },
      value: { fontSize: 24, color: '#47d5ff' },
    },
  };
}

/** Text info: name ('请输入组件名称'), label ('请输入信息'), data source ('请选择数据源') (the spec's validation rules). */
export function validateTextInfo(config: TextInfoConfig): string[] {
  const out: string[] = [];
  if (isBlank(config.name)) out.push(Msg.enterComponentName);
  if (isBlank(config.label)) out.push(Msg.enterLabel);
  if (!config.mapping?.length || isBlank(config.mapping[0])) out.push(Msg.selectSource);
  return out;
}

/** Pure view model: label, the bound value as text ('-' when none) and its unit. */
export function textInfoViewModel(config: TextInfoConfig, values: Record<string, unknown>, unit = ''): { label: string; value: string; unit: string } {
  const key = config.mapping[0];
  const v = key === undefined ? undefined : values[key];
  return { label: config.label, value: v === undefined || v === null || v === '' ? '-' : String(v), unit };
}
