/**
 * Building blocks of the standard thing-model library: every text is held in Chinese (the interface's default
 * language) and English, and rendered in the request's language. Property defaults follow the data-type table of
 * the spec's state rules (float 0-999 / 0.1 / '-', bool true-false, integer 0-999 / 1) unless a device type knows
 * better.
 */
export type Lang = 'ch' | 'en';
/** [Chinese, English]. */
export type Bi = readonly [string, string];

export type DataType = 'float' | 'bool' | 'integer' | 'text' | 'date' | 'object' | 'coil';
export type ParamType = 'number' | 'text' | 'object' | 'list';

export interface LibProperty {
  name: string;
  title: Bi;
  dataType: DataType;
  dataRange: string;
  stepLength: number | string;
  unit: string;
  readWrite: 'r' | 'rw';
  description?: Bi;
}
export interface LibParam {
  identifier: string;
  name: Bi;
  type: ParamType;
  description?: Bi;
}
export interface LibService {
  commandId: string;
  commandName: Bi;
  params: LibParam[];
}
export interface LibEvent {
  eventId: string;
  eventName: Bi;
  params: LibParam[];
}
export interface LibDeviceType {
  value: string;
  label: Bi;
  properties: LibProperty[];
  services?: LibService[];
  events?: LibEvent[];
}
export interface LibCategory {
  value: string;
  label: Bi;
  children: LibDeviceType[];
}

type Rw = 'r' | 'rw';

/** A float property; range and step default to the spec's 0-999 / 0.1. */
export const float = (name: string, title: Bi, unit = '-', dataRange = '0-999', stepLength = 0.1, readWrite: Rw = 'r'): LibProperty => ({
  name,
  title,
  dataType: 'float',
  dataRange,
  stepLength,
  unit,
  readWrite,
});
/** An integer property; range and step default to the spec's 0-999 / 1. */
export const integer = (name: string, title: Bi, unit = '-', dataRange = '0-999', stepLength = 1, readWrite: Rw = 'r'): LibProperty => ({
  name,
  title,
  dataType: 'integer',
  dataRange,
  stepLength,
  unit,
  readWrite,
});
export const bool = (name: string, title: Bi, readWrite: Rw = 'r'): LibProperty => ({
  name,
  title,
  dataType: 'bool',
  dataRange: 'true-false',
  stepLength: '-',
  unit: '-',
  readWrite,
});
export const text = (name: string, title: Bi, readWrite: Rw = 'r'): LibProperty => ({
  name,
  title,
  dataType: 'text',
  dataRange: '-',
  stepLength: '-',
  unit: '-',
  readWrite,
});
/** A property the console may write (`readWrite: rw`). */
export const writable = (p: LibProperty): LibProperty => ({ ...p, readWrite: 'rw' });
export const described = (p: LibProperty, description: Bi): LibProperty => ({ ...p, description });

export const param = (identifier: string, name: Bi, type: ParamType = 'number'): LibParam => ({ identifier, name, type });
export const command = (commandId: string, commandName: Bi, params: LibParam[] = []): LibService => ({ commandId, commandName, params });
export const event = (eventId: string, eventName: Bi, params: LibParam[] = []): LibEvent => ({ eventId, eventName, params });

// Pieces several device types share.
export const battery = (): LibProperty => integer('battery', ['电池电量', 'Battery level'], '%', '0-100');
export const signalStrength = (): LibProperty => integer('rssi', ['信号强度', 'Signal strength'], 'dBm', '-120-0');
export const reportInterval = (): LibProperty => writable(integer('report_interval', ['上报间隔', 'Report interval'], 's', '1-86400'));
export const setInterval = (): LibService =>
  command('set_report_interval', ['设置上报间隔', 'Set report interval'], [param('interval', ['间隔(秒)', 'Interval (s)'])]);
export const thresholdAlarm = (): LibEvent =>
  event(
    'threshold_alarm',
    ['越限告警', 'Threshold alarm'],
    [param('key', ['属性', 'Property'], 'text'), param('value', ['当前值', 'Value']), param('threshold', ['阈值', 'Threshold'])],
  );
export const lowBattery = (): LibEvent => event('low_battery', ['低电量告警', 'Low battery'], [param('battery', ['电池电量', 'Battery level'])]);
