import type { WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { isBlank, Msg } from '../common/messages';

/** Signal status (the spec's entity fields): on, off, onLabel, offLabel. */
export interface SignalStatusConfig extends WidgetConfig {
  type: 'signalStatus';
  series: { on: string; off: string; onLabel: string; offLabel: string };
}

export function signalStatusDefaults(): SignalStatusConfig {
  return { ...baseConfig('signalStatus', 'information'), series: { on: '1', off: '0', onLabel: '', offLabel: '' } };
}

/** The spec gives no rule set; like status, name and data source are required. */
export function validateSignalStatus(config: SignalStatusConfig): string[] {
  const out: string[] = [];
  if (isBlank(config.name)) out.push(Msg.nameEmpty);
  if (!config.mapping?.length || isBlank(config.mapping[0])) out.push(Msg.sourceEmpty);
  return out;
}

export type SignalState = 'on' | 'off' | 'unknown';

/** Pure view model: the bound value compared as text with the on and off values. */
export function signalState(config: SignalStatusConfig, values: Record<string, unknown>): SignalState {
  const key = config.mapping[0];
  const v = key === undefined ? undefined : values[key];
  if (v === undefined || v === null) return 'unknown';
  if (String(v) === String(config.series.on)) return 'on';
  if (String(v) === String(config.series.off)) return 'off';
  return 'unknown';
}
