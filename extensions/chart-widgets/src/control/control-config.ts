import { randomString, type WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_STEP } from '../common/constants';
import { isBlank, Msg } from '../common/messages';

export const CONTROL_KINDS = ['switch', 'slider', 'setValue', 'mainSwitch', 'sendAttribute', 'sendCommand', 'sceneControl'] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

/** mapping of a control series (the spec's entity fields): value (the bound key), on, off, max, step, attr. */
export interface ControlMapping {
  value: string;
  on: string;
  off: string;
  max: number;
  step: number;
  attr: string;
}

/**
 * One control series (the spec's series[{type, id, value, mapping}]), plus the send fields of the spec's entity fields
 * SendAttribute/SendCommand.
 */
export interface ControlSeries {
  type: ControlKind;
  id: string;
  value: string;
  mapping: ControlMapping;
  /** sendAttribute / sendCommand */
  identifier: string;
  /** sendAttribute: 'string' | 'number' */
  dataType: '' | 'string' | 'number';
  /** sendAttribute: the value text; sendCommand: JSON object text */
  params: string;
}

export interface ControlConfig extends WidgetConfig {
  type: ControlKind;
  componentName: string;
  series: ControlSeries[];
}

export function controlDefaults(kind: ControlKind): ControlConfig {
  return {
    ...baseConfig(kind, 'control'),
    componentName: '',
    series: [
      {
        type: kind,
        id: randomString(),
        value: '',
        mapping: {
          value: '',
          on: kind === 'switch' || kind === 'mainSwitch' || kind === 'sceneControl' ? '1' : '',
          off: kind === 'switch' || kind === 'mainSwitch' || kind === 'sceneControl' ? '0' : '',
          max: SLIDER_DEFAULT_MAX,
          step: SLIDER_DEFAULT_STEP,
          attr: '',
        },
        identifier: '',
        dataType: kind === 'sendAttribute' ? 'string' : '',
        params: kind === 'sendCommand' ? '{}' : '',
      },
    ],
  };
}

export function seriesOf(config: ControlConfig): ControlSeries {
  return config.series[0];
}

/** Sets the bound key in both places it lives (mapping list and the series mapping). */
export function bindSource(config: ControlConfig, name: string): ControlConfig {
  const s = seriesOf(config);
  return { ...config, mapping: name ? [name] : [], series: [{ ...s, mapping: { ...s.mapping, value: name } }] };
}

export function patchSeries(config: ControlConfig, patch: Partial<ControlSeries>): ControlConfig {
  return { ...config, series: [{ ...seriesOf(config), ...patch }] };
}

export function patchMapping(config: ControlConfig, patch: Partial<ControlMapping>): ControlConfig {
  const s = seriesOf(config);
  return patchSeries(config, { mapping: { ...s.mapping, ...patch } });
}

/**
 * Command params must parse as a JSON object: a syntax error and a non-object have different messages (the spec's
 * validation rules).
 */
export function commandParamsError(params: string): string | null {
  if (isBlank(params)) return Msg.paramsEmpty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(params);
  } catch {
    return Msg.paramsBadJson;
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? null : Msg.paramsNotObject;
}

/** Validation per control kind (the spec's chart components). */
export function validateControl(config: ControlConfig): string[] {
  const s = seriesOf(config);
  const out: string[] = [];
  if (config.type === 'sendAttribute') {
    if (isBlank(config.name)) out.push(Msg.componentNameEmpty);
    if (isBlank(s.identifier)) out.push(Msg.attrIdentifierEmpty);
    if (isBlank(s.dataType)) out.push(Msg.paramTypeEmpty);
    if (isBlank(s.params)) out.push(Msg.paramsEmpty);
    return out;
  }
  if (config.type === 'sendCommand') {
    if (isBlank(config.name)) out.push(Msg.componentNameEmpty);
    if (isBlank(s.identifier)) out.push(Msg.commandIdentifierEmpty);
    const p = commandParamsError(s.params);
    if (p) out.push(p);
    return out;
  }
  // Control and scene controls: '名称不能为空！', '请选择数据源！', '开启的值不能为空！', '关闭的值不能为空！'.
  if (isBlank(config.name)) out.push(Msg.nameEmptyFull);
  if (!config.mapping?.length || config.mapping.every(isBlank)) out.push(Msg.selectSourceFull);
  if (config.type === 'switch' || config.type === 'mainSwitch' || config.type === 'sceneControl') {
    if (isBlank(s.mapping.on)) out.push(Msg.onValueEmpty);
    if (isBlank(s.mapping.off)) out.push(Msg.offValueEmpty);
  }
  return out;
}
