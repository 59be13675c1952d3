import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** A project ("business", docs/CONTRACT.md). `created_at` in seconds. */
export interface ProjectRow {
  id: string;
  name: string;
  created_at?: number;
  is_device?: number;
}

/** A device group ("asset"); `parent_id` "0" = a root group of the project. */
export interface GroupRow {
  id: string;
  name: string;
  parent_id: string;
  business_id?: string;
  parent_group?: string;
  tier?: number;
}

/** '1' direct device, '2' gateway, '3' gateway sub-device (docs/CONTRACT.md Devices). */
export type DeviceKind = '1' | '2' | '3';

/** A row of `/device/list/tree`; gateways carry their sub-devices in `children`. */
export interface DeviceTreeRow {
  device: string;
  device_name: string;
  device_type: DeviceKind;
  device_token?: string;
  type?: string;
  plugin_name?: string;
  protocol?: string;
  additional_info?: string;
  sub_device_addr?: string;
  d_id?: string;
  location?: string;
  asset_id?: string;
  asset_name?: string;
  business_id?: string;
  business_name?: string;
  parent_id?: string;
  current_version?: string;
  latest_ts?: number | null;
  /** '1' online (the server adds it to each row). */
  online?: string;
  children?: DeviceTreeRow[];
}

/** A device row (`/device/data`, `/device/add_only`). */
export interface DeviceRow {
  id: string;
  name?: string;
  asset_id?: string;
  token?: string;
  password?: string;
  additional_info?: string;
  type?: string;
  location?: string;
  device_type?: DeviceKind;
  parent_id?: string;
  sub_device_addr?: string;
  d_id?: string;
  current_version?: string;
  protocol?: string;
  /** The protocol plugin's settings for this device (JSON text of an object). */
  protocol_config?: string;
}

/** A protocol a device may use: the platform's MQTT or a protocol plugin's. */
export interface ProtocolTypeRow {
  protocol_type: string;
  name: string;
  device_type: string;
}

/** One field of a protocol plugin's device config form (the plugin's own JSON). */
export interface FormFieldSpec {
  dataKey: string;
  label?: string;
  type?: string;
  placeholder?: string;
  required?: boolean;
  options?: { label?: string; value: string | number | boolean }[];
  validate?: { type?: string; required?: boolean; message?: string };
}

/** A device plugin (device model); `chart_data` is a JSON string holding the TSL. */
export interface PluginRow {
  id: string;
  model_name: string;
  chart_data?: string;
}

/**
 * `/device/connect/info`: where and how the device connects. The server knows the public host (TESSERA_PUBLIC_HOST,
 * the external broker's URL), the bound port and the exact topics (token-suffixed uplinks behind an external
 * broker); `host` is '' when it cannot know (wildcard bind).
 */
export interface ConnectionInfo {
  /** `plugin`: the device connects to its protocol plugin (`host`/`port` are the plugin's access address). */
  mode?: 'embedded' | 'external' | 'plugin';
  /** With `plugin`: the device's protocol and the plugin's name. */
  protocol?: string;
  plugin?: string;
  host?: string;
  port?: string | number;
  username?: string;
  password?: string;
  device_type?: DeviceKind;
  publish?: string[];
  subscribe?: string[];
  /** External broker: the topic of the device's own online announcement and last will. */
  status?: string;
}

/** `/business/index` is one of the older routes paged by `page`/`limit` (docs/CONTRACT.md); both spellings are sent. */
function legacyPage(q: PageQuery) {
  return { ...q, page: q.current_page, limit: q.per_page };
}

/** `/asset/list/c` answers `{total, data}` without the page fields (docs/CONTRACT.md exceptions). */
function asPage<T>(q: PageQuery, r: { total?: number; data?: T[] } | null): Page<T> {
  const data = r?.data ?? [];
  return { current_page: q.current_page, per_page: q.per_page, total: r?.total ?? data.length, data };
}

export const devicesApi = {
  projects: (http: HttpClient, q: PageQuery) => http.call<Page<ProjectRow>>('/business/index', legacyPage(q)),
  /** Every project, for pickers (a tenant has tens, not thousands). */
  allProjects: async (http: HttpClient) =>
    (await http.call<Page<ProjectRow>>('/business/index', { page: 1, limit: 1000, current_page: 1, per_page: 1000 }))?.data ?? [],
  addProject: (http: HttpClient, name: string) => http.call<ProjectRow>('/business/add', { name }),
  editProject: (http: HttpClient, id: string, name: string) => http.call<ProjectRow>('/business/edit', { id, name }),
  removeProject: (http: HttpClient, id: string) => http.call('/business/delete', { id }),

  groups: async (http: HttpClient, business_id: string): Promise<GroupRow[]> => {
    const q = { business_id, current_page: 1, per_page: 1000 };
    return asPage<GroupRow>(q, await http.call<{ total?: number; data?: GroupRow[] }>('/asset/list/c', q)).data;
  },
  addGroup: (http: HttpClient, g: { name: string; parent_id: string; business_id: string }) => http.call<GroupRow>('/asset/add_only', g),
  editGroup: (http: HttpClient, g: { id: string; name: string; parent_id: string; business_id: string }) => http.call<GroupRow>('/asset/update_only', g),
  removeGroup: (http: HttpClient, id: string) => http.call('/asset/delete', { id }),

  devices: (http: HttpClient, q: PageQuery) => http.call<Page<DeviceTreeRow>>('/device/list/tree', { ...q, per_page: Math.min(100, Math.max(10, q.per_page)) }),
  device: (http: HttpClient, id: string) => http.call<DeviceRow>('/device/data', { id }),
  addDevice: (http: HttpClient, d: Partial<DeviceRow>) => http.call<DeviceRow>('/device/add_only', d),
  editDevice: (http: HttpClient, d: Partial<DeviceRow> & { id: string }) => http.call<DeviceRow>('/device/update_only', d),
  /** One call for a bulk delete (the server takes `ids` beside the contract's single `id`). */
  removeDevices: (http: HttpClient, ids: string[]) => http.call('/device/delete', ids.length === 1 ? { id: ids[0] } : { ids }),
  status: (http: HttpClient, ids: string[]) => http.call<Record<string, string>>('/device/status', { device_id_list: ids }),
  connection: (http: HttpClient, id: string) => http.call<ConnectionInfo>('/device/connect/info', { id }),
  protocolTypes: async (http: HttpClient) => (await http.call<ProtocolTypeRow[]>('/tp_protocol_plugin/types', {})) ?? [],
  formConfig: (http: HttpClient, protocol_type: string, device_type: string) => http.call<unknown>('/form/config', { protocol_type, device_type }),
  plugins: async (http: HttpClient) => (await http.call<Page<PluginRow>>('/device/model/list', { current_page: 1, per_page: 1000 }))?.data ?? [],
};
