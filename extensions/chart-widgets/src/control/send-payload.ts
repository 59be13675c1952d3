import { coerceValue, type DataSourceItem } from '@tessera/sdk';
import type { ControlConfig } from './control-config';
import { seriesOf } from './control-config';

export type SendKind = 'attribute' | 'command';
export interface SendRequest {
  kind: SendKind;
  payload: Record<string, unknown>;
}

/** Numbers stay numbers when the text is numeric (on/off values are typed as text in the dialog). */
export function typedValue(text: string): unknown {
  const trimmed = String(text).trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return trimmed !== '' && !Number.isNaN(Number(trimmed)) ? Number(trimmed) : text;
}

/** The attribute a switch / main switch / scene switch sends: `{key: on}` or `{key: off}`. */
export function switchRequest(config: ControlConfig, key: string, on: boolean): SendRequest {
  const m = seriesOf(config).mapping;
  return { kind: 'attribute', payload: { [key]: typedValue(on ? m.on : m.off) } };
}

/** Slider and setValue send the number / text entered for the bound key. */
export function valueRequest(config: ControlConfig, value: unknown): SendRequest {
  return { kind: 'attribute', payload: { [config.mapping[0]]: typeof value === 'string' ? typedValue(value) : value } };
}

/** sendAttribute: `{identifier: params}` coerced to its data type (string or number). */
export function attributeRequest(config: ControlConfig): SendRequest {
  const s = seriesOf(config);
  return { kind: 'attribute', payload: { [s.identifier]: coerceValue(s.dataType === 'number' ? 'number' : 'string', s.params) } };
}

/** sendCommand: `{method, params}` (device commands are `{method, params}` on the wire). */
export function commandRequest(config: ControlConfig): SendRequest {
  const s = seriesOf(config);
  return { kind: 'command', payload: { method: s.identifier, params: JSON.parse(s.params) } };
}

/** Whether the current value means "on" for a switch. */
export function isOn(config: ControlConfig, value: unknown): boolean {
  return value !== undefined && value !== null && String(value) === String(seriesOf(config).mapping.on);
}

/** Control pickers only offer read-write data sources. */
export function writableSources(ds: DataSourceItem[]): DataSourceItem[] {
  return ds.filter((d) => d.readWrite === 'rw');
}
