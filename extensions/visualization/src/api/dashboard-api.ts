import type { HttpClient, Page, PageQuery } from '@tessera/sdk';
import type { Layout } from '../model/layout';

export interface DashboardRow {
  id: string;
  dashboard_name: string;
  remark: string;
  thumbnail: string;
  owner_id: string | null;
  owner_name: string | null;
  shared: boolean;
  created_at: number;
  updated_at: number;
}

export interface Dashboard {
  id: string;
  dashboard_name: string;
  remark: string;
  thumbnail: string;
  owner_id: string | null;
  share_id: string | null;
  created_at: number;
  updated_at: number;
  json_data: Layout;
  /** Asked for with the dashboard (`with_current`): the current values of the devices it names, by device. */
  current?: Record<string, Record<string, unknown>>;
}

export interface ExportDocument {
  format: 'tessera-dashboard';
  version: 1;
  dashboard_name: string;
  remark?: string;
  layout: Layout;
}

export interface DeviceOption {
  id: string;
  name: string;
  /** The device's plugin (product) and group (business), with names: what a variable's filter picks from. */
  plugin_id?: string;
  plugin_name?: string;
  business_id?: string;
  business_name?: string;
}

interface TreeRow {
  device: string;
  device_name: string;
  type?: string;
  plugin_name?: string;
  business_id?: string;
  business_name?: string;
}
export interface TslProperty {
  name: string;
  title?: string;
  unit?: string;
  readWrite?: 'r' | 'rw';
}

/** The dashboards routes (`/tp_dashboard/*`, `/share/*`). */
export const dashboardApi = {
  list: (http: HttpClient, q: PageQuery & { search?: string }) => http.call<Page<DashboardRow>>('/tp_dashboard/list', q),
  detail: (http: HttpClient, id: string, withCurrent = false) =>
    http.call<Dashboard>('/tp_dashboard/detail', withCurrent ? { id, with_current: true } : { id }),
  add: (http: HttpClient, body: { dashboard_name: string; remark?: string; json_data?: Layout }) => http.call<Dashboard>('/tp_dashboard/add', body),
  edit: (http: HttpClient, body: { id: string; dashboard_name?: string; remark?: string; thumbnail?: string; json_data?: Layout }) =>
    http.call<Dashboard>('/tp_dashboard/edit', body),
  remove: (http: HttpClient, id: string) => http.call('/tp_dashboard/delete', { id }),
  duplicate: (http: HttpClient, id: string) => http.call<Dashboard>('/tp_dashboard/duplicate', { id }),
  exportDocument: (http: HttpClient, id: string) => http.call<ExportDocument>('/tp_dashboard/export', { id }),
  importDocument: (http: HttpClient, document: unknown) => http.call<Dashboard & { unknown_types: string[] }>('/tp_dashboard/import', { document }),
  home: (http: HttpClient) => http.call<{ id: string; dashboard_name?: string }>('/tp_dashboard/home', {}),
  setHome: (http: HttpClient, id: string) => http.call('/tp_dashboard/home/set', { id }),
  share: (http: HttpClient, id: string) => http.call<{ share_id: string }>('/share/generate', { id }),
  revoke: (http: HttpClient, id: string) => http.call('/share/revoke', { id }),
  /** The tenant's devices (gateways' sub-devices included), for the tile's device picker. */
  devices: async (http: HttpClient): Promise<DeviceOption[]> => {
    const page = await http.call<Page<TreeRow & { children?: TreeRow[] }>>('/device/list/tree', { current_page: 1, per_page: 100 });
    return page.data
      .flatMap((d) => [d, ...(d.children ?? [])])
      .map((d) => ({
        id: d.device,
        name: d.device_name,
        plugin_id: d.type || undefined,
        plugin_name: d.plugin_name || undefined,
        business_id: d.business_id || undefined,
        business_name: d.business_name || undefined,
      }));
  },
  /** The properties of the device's plugin: a widget editor's data sources. */
  properties: async (http: HttpClient, deviceId: string): Promise<TslProperty[]> => {
    const item = await http.call<{ tsl?: { properties?: TslProperty[] } } | null>('/device/model/item', { device_id: deviceId }, { silent: true });
    return item?.tsl?.properties ?? [];
  },
  current: async (http: HttpClient, deviceId: string) => {
    const data = await http.call<Record<string, unknown>[]>('/kv/current', { entity_id: deviceId }, { silent: true });
    return (Array.isArray(data) ? data[0] : data) ?? {};
  },
  statistic: (http: HttpClient, body: Record<string, unknown>) =>
    http.call<{ time_series: { x: number; y: unknown }[] }>('/kv/statistic', body, { silent: true }),
  /** A shared dashboard, with the names of the devices it reads (a share page cannot list devices). */
  shared: (http: HttpClient, share_id: string) =>
    http.call<Omit<Dashboard, 'share_id' | 'owner_id' | 'thumbnail' | 'created_at'> & { device_names: Record<string, string> }>(
      '/share/get',
      { share_id, with_current: true },
      { silent: true },
    ),
  sharedCurrent: async (http: HttpClient, share_id: string, device_id: string) => {
    const data = await http.call<Record<string, unknown>[]>('/share/kv/current', { share_id, device_id }, { silent: true });
    return (Array.isArray(data) ? data[0] : data) ?? {};
  },
};
