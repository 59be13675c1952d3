import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export interface DeviceRow {
  device: string;
  device_name: string;
  device_type: '1' | '2' | '3';
  type?: string;
  plugin_name?: string;
  asset_name?: string;
  business_name?: string;
  latest_ts?: number | null;
  children?: DeviceRow[];
}

/** `/kv/current/detail`: one latest value, with the plugin's title and unit when it defines the key. */
export interface CurrentDetail {
  key: string;
  value?: unknown;
  str_v?: string | null;
  dbl_v?: number | null;
  bool_v?: boolean | null;
  ts: number;
  name?: string;
  unit?: string;
}

/** `valueLabels`: the plugin's label of each value of an enumerated or boolean property (value text → label). */
export interface TslProperty { name: string; title?: string; unit?: string; dataType?: string; readWrite?: 'r' | 'rw'; valueLabels?: Record<string, string> }
export interface TslParam { identifier?: string; name?: string; type?: string; description?: string }
export interface TslService { commandId: string; commandName?: string; commandParams?: TslParam[] }
export interface TslEvent { eventId: string; eventName?: string; eventParams?: TslParam[] }
/** What a device list shows for a property key: the plugin's title, unit and value labels. */
export interface PropertyLabel { title?: string; unit?: string; dataType?: string; valueLabels?: Record<string, string> }

export interface PluginItem {
  id: string;
  model_name?: string;
  chart_data?: string;
  tsl?: { properties?: TslProperty[]; services?: TslService[]; events?: TslEvent[] };
}

export interface StatisticReply {
  time_series: { x: number; x2?: number; y: unknown }[];
  downsampled?: boolean;
  duration?: number;
  x_time_range?: { start: number; end: number };
}

export interface CommandHistoryRow { id: string; command_identify: string; command_name?: string; desc?: string; data?: string; send_time: number; send_status: string | number }
export interface EventHistoryRow { id: string; event_identify: string; event_name?: string; desc?: string; data?: string; report_time: number }
export interface DeviceLogRow {
  id: string; device_id?: string; device_name?: string; operation_type: string; instruct?: string; sender?: string;
  send_result: string; respond?: string; cteate_time?: string; created_at?: number;
}

export const monitoringApi = {
  devices: (http: HttpClient, q: PageQuery) => http.call<Page<DeviceRow>>('/device/list/tree', { ...q, per_page: Math.min(100, Math.max(10, q.per_page)) }),
  device: (http: HttpClient, id: string) => http.call<Record<string, unknown> & { id: string; name?: string; type?: string; token?: string }>('/device/data', { id }),
  status: (http: HttpClient, ids: string[]) => http.call<Record<string, string>>('/device/status', { device_id_list: ids }),
  /** The console reads the one-element array's first object (docs/CONTRACT.md). */
  current: async (http: HttpClient, id: string) => {
    const data = await http.call<Record<string, unknown>[] | Record<string, unknown>>('/kv/current', { entity_id: id });
    return (Array.isArray(data) ? data[0] : data) ?? {};
  },
  currentDetail: (http: HttpClient, id: string) => http.call<CurrentDetail[]>('/kv/current/detail', { device_id: id }),
  /** Titles, units and value labels of a plugin's properties, by property name, in the plugin's order. */
  propertyLabels: async (http: HttpClient, pluginId: string): Promise<Record<string, PropertyLabel>> => {
    const row = await http.call<{ chart_data?: string }>('/device/model/tsl/get-map', { id: pluginId }, { silent: true });
    const properties: TslProperty[] = JSON.parse(row?.chart_data || '{}')?.tsl?.properties ?? [];
    return Object.fromEntries(properties.map((p) => [p.name, { title: p.title, unit: p.unit, dataType: p.dataType, valueLabels: p.valueLabels }]));
  },
  plugin: (http: HttpClient, deviceId: string) => http.call<PluginItem>('/device/model/item', { device_id: deviceId }, { silent: true }),
  statistic: (http: HttpClient, body: Record<string, unknown>) => http.call<StatisticReply>('/kv/statistic', body),
  sendAttributes: (http: HttpClient, device_id: string, values: Record<string, unknown>) => http.call('/device/operating_device', { device_id, values }),
  commands: (http: HttpClient, device_id: string) => http.call<TslService[]>('/device/command/list', { device_id }),
  sendCommand: (http: HttpClient, device_id: string, command_identifier: string, params: Record<string, unknown>, command_name?: string) =>
    http.call('/device/command/send', { device_id, command_identifier, command_data: JSON.stringify(params), command_name }),
  commandHistory: (http: HttpClient, q: PageQuery) => http.call<Page<CommandHistoryRow>>('/device/command/history/list', q),
  eventHistory: (http: HttpClient, q: PageQuery) => http.call<Page<EventHistoryRow>>('/device/event/history/list', q),
  deviceLog: (http: HttpClient, q: PageQuery) => http.call<Page<DeviceLogRow>>('/conditions/log/index', q),
  grouped: (http: HttpClient, device_id: string) => http.call<Record<string, Record<string, unknown> | string>>('/f/device/values', { device_id }),
  packs: (http: HttpClient, device_id: string) => http.call<Record<string, unknown>[]>('/f/battery/pack-info-list', { device_id }),
  airCondition: (http: HttpClient, device_id: string) => http.call<Record<string, unknown>>('/f/air-condition/values', { device_id }),
};

/** Keys the console never lists as properties (docs/CONTRACT.md `/kv/current/detail`). */
export const HIDDEN_KEYS = new Set(['systime', 'SYS_ONLINE']);
