import { createServerApi, SERVER_ROUTES } from '@tessera/sdk';
import type {
  CommandHistoryRow,
  CommandSpec,
  CurrentValue,
  DeviceModel,
  DeviceRow as ServerDeviceRow,
  EventHistoryRow,
  HttpClient,
  ModelEvent,
  ModelParam,
  ModelProperty,
  Page,
  PageQuery,
  StatisticReply,
} from '@tessera/sdk';

export type DeviceRow = ServerDeviceRow;
/** `/kv/current/detail`: one latest value, with the plugin's title and unit when it defines the key. */
export type CurrentDetail = CurrentValue;
export type TslProperty = ModelProperty;
export type TslParam = ModelParam;
export type TslService = CommandSpec;
export type TslEvent = ModelEvent;
/** What a device list shows for a property key: the plugin's title, unit and value labels. */
export interface PropertyLabel {
  title?: string;
  unit?: string;
  dataType?: string;
  valueLabels?: Record<string, string>;
}
export type PluginItem = DeviceModel;
export type { StatisticReply, CommandHistoryRow, EventHistoryRow };
export interface DeviceLogRow {
  id: string;
  device_id?: string;
  device_name?: string;
  operation_type: string;
  instruct?: string;
  sender?: string;
  send_result: string;
  respond?: string;
  cteate_time?: string;
  created_at?: number;
}

/**
 * The monitoring pages' server calls: the device, telemetry and command areas through the SDK's typed server API
 * (`createServerApi`), the energy-storage views' value routes and the device log by path.
 */
export const monitoringApi = {
  devices: (http: HttpClient, q: PageQuery) => createServerApi(http).devices.list({ ...q, per_page: Math.min(100, Math.max(10, q.per_page)) }),
  device: (http: HttpClient, id: string) => createServerApi(http).devices.get(id),
  status: (http: HttpClient, ids: string[]) => createServerApi(http).devices.status(ids),
  /** The console reads the one-element array's first object (docs/CONTRACT.md). */
  current: (http: HttpClient, id: string) => createServerApi(http).telemetry.current(id),
  currentDetail: (http: HttpClient, id: string) => createServerApi(http).telemetry.currentDetail(id),
  /** Titles, units and value labels of a plugin's properties, by property name, in the plugin's order. */
  propertyLabels: async (http: HttpClient, pluginId: string): Promise<Record<string, PropertyLabel>> => {
    const row = await http.call<{ chart_data?: string }>('/device/model/tsl/get-map', { id: pluginId }, { silent: true });
    const properties: TslProperty[] = JSON.parse(row?.chart_data || '{}')?.tsl?.properties ?? [];
    return Object.fromEntries(properties.map((p) => [p.name, { title: p.title, unit: p.unit, dataType: p.dataType, valueLabels: p.valueLabels }]));
  },
  plugin: (http: HttpClient, deviceId: string) => createServerApi(http).devices.model(deviceId, { silent: true }),
  /** The history page's own body (window, aggregate, time zone), on the SDK's declared statistic route. */
  statistic: (http: HttpClient, body: Record<string, unknown>) => http.call<StatisticReply>(SERVER_ROUTES.telemetry.statistic, body),
  sendAttributes: (http: HttpClient, device_id: string, values: Record<string, unknown>) => createServerApi(http).commands.setAttributes(device_id, values),
  commands: (http: HttpClient, device_id: string) => createServerApi(http).commands.list(device_id),
  sendCommand: (http: HttpClient, device_id: string, command_identifier: string, params: Record<string, unknown>, command_name?: string) =>
    createServerApi(http).commands.send(device_id, { identifier: command_identifier, params, name: command_name }),
  commandHistory: (http: HttpClient, q: PageQuery) => createServerApi(http).commands.history(q as PageQuery & { device_id: string }),
  eventHistory: (http: HttpClient, q: PageQuery) => createServerApi(http).commands.events(q as PageQuery & { device_id: string }),
  deviceLog: (http: HttpClient, q: PageQuery) => http.call<Page<DeviceLogRow>>('/conditions/log/index', q),
  grouped: (http: HttpClient, device_id: string) => http.call<Record<string, Record<string, unknown> | string>>('/f/device/values', { device_id }),
  packs: (http: HttpClient, device_id: string) => http.call<Record<string, unknown>[]>('/f/battery/pack-info-list', { device_id }),
  airCondition: (http: HttpClient, device_id: string) => http.call<Record<string, unknown>>('/f/air-condition/values', { device_id }),
};

/** Keys the console never lists as properties (docs/CONTRACT.md `/kv/current/detail`). */
export const HIDDEN_KEYS = new Set(['systime', 'SYS_ONLINE']);
