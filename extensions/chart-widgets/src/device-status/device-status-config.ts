import { toMillis, type WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { THRESHOLD_DEFAULT, THRESHOLD_MIN } from '../common/constants';
import { isBlank, Msg } from '../common/messages';

/**
 * Device status (the spec's entity fields): name and thresholdTime (seconds without a push before the device counts as
 * offline).
 */
export interface DeviceStatusConfig extends WidgetConfig {
  type: 'deviceStatus';
  series: { thresholdTime: number | null };
}

export function deviceStatusDefaults(): DeviceStatusConfig {
  return { ...baseConfig('deviceStatus', 'information'), series: { thresholdTime: THRESHOLD_DEFAULT } };
}

/** Name and threshold time required, threshold minimum 5 (the spec's validation rules). */
export function validateDeviceStatus(config: DeviceStatusConfig): string[] {
  const out: string[] = [];
  if (isBlank(config.name)) out.push(Msg.nameEmpty);
  const th = config.series.thresholdTime;
  if (th === null || th === undefined || Number.isNaN(Number(th))) out.push(Msg.thresholdEmpty);
  else if (Number(th) < THRESHOLD_MIN) out.push(Msg.thresholdMin);
  return out;
}

/**
 * Pure view model. The server's own online flag (`SYS_ONLINE`) wins when present; otherwise the device is online
 * when its last push (`systime` / `ts`, 10/13/16-digit timestamps) is within the threshold.
 */
export function deviceOnline(config: DeviceStatusConfig, values: Record<string, unknown>, now: number = Date.now()): boolean {
  const flag = values.SYS_ONLINE;
  if (flag !== undefined && flag !== null) return flag === true || flag === 1 || flag === '1' || flag === 'true' || flag === 'online';
  const last = toMillis(values.systime ?? values.ts);
  if (last === null) return false;
  const threshold = Number(config.series.thresholdTime ?? THRESHOLD_DEFAULT) * 1000;
  return now - last <= threshold;
}
