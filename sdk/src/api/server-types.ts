/**
 * Request and answer types of the typed server API (`createServerApi`). Field names of answers are the server's
 * (snake_case, as the OpenAPI document at /api/docs declares them); times carry their unit in the name or the doc.
 */

/** Filters of the device list. `device_type` filters by plugin id (a contract quirk); `state` '1' online, '0' offline. */
export interface DeviceFilter {
  name?: string;
  device_id?: string;
  business_id?: string;
  asset_id?: string;
  device_type?: string;
  plugin_id?: string;
  parent_id?: string;
  not_gateway?: boolean;
  state?: '' | '0' | '1';
}

/** A row of the device list. `device_type`: '1' direct, '2' gateway, '3' sub-device. */
export interface DeviceRow {
  device: string;
  device_name: string;
  device_type: '1' | '2' | '3';
  device_token?: string;
  type?: string;
  plugin_name?: string;
  asset_id?: string;
  asset_name?: string;
  business_id?: string;
  business_name?: string;
  parent_id?: string | null;
  /** '1' online, '0' offline. */
  online?: '0' | '1';
  /** Time of the newest telemetry point, in microseconds; null when none. */
  latest_ts?: number | null;
  location?: string;
  children?: DeviceRow[];
}

/** One device (`devices.get`). */
export interface DeviceDetail extends Partial<DeviceRow> {
  id: string;
  name?: string;
  device_type?: '1' | '2' | '3';
  type?: string;
  token?: string;
  [field: string]: unknown;
}

/** A thing-model property. `unit` is the display unit text (e.g. "℃", "kWh"). */
export interface ModelProperty {
  name: string;
  title?: string;
  unit?: string;
  dataType?: string;
  readWrite?: 'r' | 'rw';
  valueLabels?: Record<string, string>;
}
export interface ModelParam {
  identifier?: string;
  name?: string;
  type?: string;
  description?: string;
}
/** A command (service) of a thing model. */
export interface CommandSpec {
  commandId: string;
  commandName?: string;
  commandParams?: ModelParam[];
}
export interface ModelEvent {
  eventId: string;
  eventName?: string;
  eventParams?: ModelParam[];
}

/** A device's plugin (thing model); `chart_data` is the plugin's JSON document (tsl + widget `chart` configs). */
export interface DeviceModel {
  id: string;
  model_name?: string;
  chart_data?: string;
  tsl?: { properties?: ModelProperty[]; services?: CommandSpec[]; events?: ModelEvent[] };
}

/** A latest value with the plugin's title (`name`) and `unit`; `ts` in microseconds since the epoch. */
export interface CurrentValue {
  key: string;
  value?: unknown;
  str_v?: string | null;
  dbl_v?: number | null;
  bool_v?: boolean | null;
  ts: number;
  name?: string;
  unit?: string;
}

/** A stored point: `atMs` milliseconds since the epoch, `value` as a number (null when not numeric). */
export interface HistoryPoint {
  atMs: number;
  value: number | null;
  /** The stored value as it is (text, boolean, number), for non-numeric keys. */
  raw?: unknown;
}

export interface HistoryQuery {
  deviceId: string;
  key: string;
  /** Range start, milliseconds since the epoch. */
  startMs: number;
  /** Range end, milliseconds since the epoch (at most 30 days after the start). */
  endMs: number;
  page?: number;
  /** Points per page (default 1000, at most 10000). */
  pageSize?: number;
}

export type AggregateWindow =
  'no_aggregate' | '30s' | '1m' | '2m' | '5m' | '10m' | '15m' | '30m' | '1h' | '3h' | '6h' | '1d' | '3d' | '7d' | '1mo' | '6mo' | '1y';
export type AggregateFunction = 'avg' | 'max' | 'min' | 'median' | 'first' | 'last' | 'diff' | 'count' | 'sum' | 'data_count';

export interface StatisticQuery {
  deviceId: string;
  key: string;
  /** Range start, milliseconds since the epoch. */
  startMs: number;
  /** Range end, milliseconds since the epoch. */
  endMs: number;
  /** Default `no_aggregate` (raw points). */
  window?: AggregateWindow;
  /** With a window; default `avg`. */
  fn?: AggregateFunction;
  /** IANA time zone for day and month buckets. */
  timeZone?: string;
}

/** The wire answer of `/kv/statistic`: `x` (and `x2`, a bucket's end) in microseconds. */
export interface StatisticReply {
  time_series: { x: number; x2?: number; y: unknown }[];
  downsampled?: boolean;
  /** Range length in microseconds. */
  duration?: number;
  x_time_range?: { start: number; end: number };
}

/** `telemetry.statistic`: the points in milliseconds, and the wire answer. */
export interface StatisticSeries {
  points: HistoryPoint[];
  /** The server thinned a raw series past its point limit. */
  downsampled: boolean;
  reply: StatisticReply;
}

/** `send_time` in seconds since the epoch; `send_status` '1' sent, '2' failed. */
export interface CommandHistoryRow {
  id: string;
  command_identify: string;
  command_name?: string;
  desc?: string;
  data?: string;
  send_time: number;
  send_status: string | number;
}
export interface EventHistoryRow {
  id: string;
  event_identify: string;
  event_name?: string;
  desc?: string;
  data?: string;
  report_time: number;
}

/** '0' unprocessed, '1' processed, '2' ignored. */
export type AlarmState = '0' | '1' | '2';
/** Alarm list filters: levels '1' low … '4' urgent; `start_time` / `end_time` bound `created_at`, in its unit. */
export interface AlarmFilter {
  processing_result?: '' | AlarmState;
  warning_level?: '' | '1' | '2' | '3' | '4';
  device_id?: string;
  id?: string;
  start_time?: number;
  end_time?: number;
}

/** A row of the alarm list; `created_ms` is the creation time in milliseconds since the epoch. */
export interface AlarmRow {
  id: string;
  warning_name: string;
  warning_level: string;
  warning_description: string;
  warning_content: string;
  processing_result: string;
  processing_instructions: string;
  processing_time: string;
  processing_people_name: string;
  created_at: number;
  created_ms?: number;
  device_id: string;
  device_name: string;
  asset_name: string;
  business_name: string;
  strategy_name: string;
  automation_name: string;
  trigger_value: string;
  trigger_count: number;
  last_time: number;
  alarm_status: string;
}

export interface AlarmCounts {
  unprocessed: number;
  processed: number;
}
