import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export interface PluginRow {
  id: string;
  name: string;
  protocol_type: string;
  access_address: string;
  http_address: string;
  sub_topic_prefix: string;
  description: string;
  device_type: string;
  additional_info: string;
  created_at: number;
  /** When the plugin last called `/plugin/register` (unix seconds); 0 = never. */
  registered_at?: number;
}
export type PluginInput = Omit<PluginRow, 'id' | 'created_at' | 'registered_at'>;
/** The plugin's secret, answered once by add and by a reset. */
export interface PluginSecret {
  id: string;
  protocol_type: string;
  secret: string;
}

export interface RunStats {
  calls: number;
  errors: number;
  timeouts: number;
  last_error: string;
}
export interface ScriptRow {
  id: string;
  script_name: string;
  protocol_type: string;
  company: string;
  product_name: string;
  device_type: string;
  script_content_a: string;
  script_content_b: string;
  script_type: string;
  remark: string;
  created_at: number;
  run_stats?: RunStats;
  downlink_stats?: RunStats;
}
export type ScriptInput = Pick<ScriptRow, 'script_name' | 'device_type' | 'company' | 'product_name' | 'script_content_a' | 'script_content_b' | 'remark'>;

export interface DevicePluginOption {
  id: string;
  model_name: string;
}
export interface DeviceOption {
  device: string;
  device_name: string;
}

export const protocolApi = {
  plugins: (http: HttpClient, q: PageQuery) => http.call<Page<PluginRow>>('/tp_protocol_plugin/list', q),
  addPlugin: (http: HttpClient, p: PluginInput) => http.call<PluginRow & { secret: string }>('/tp_protocol_plugin/add', p),
  resetSecret: (http: HttpClient, id: string) => http.call<PluginSecret>('/tp_protocol_plugin/secret/reset', { id }),
  editPlugin: (http: HttpClient, p: PluginInput & { id: string }) => http.call<PluginRow>('/tp_protocol_plugin/edit', p),
  removePlugin: (http: HttpClient, id: string) => http.call('/tp_protocol_plugin/delete', { id }),
  scripts: (http: HttpClient, q: PageQuery) => http.call<Page<ScriptRow>>('/tp_script/list', q),
  addScript: (http: HttpClient, s: ScriptInput) => http.call<ScriptRow>('/tp_script/add', s),
  editScript: (http: HttpClient, s: ScriptInput & { id: string }) => http.call<ScriptRow>('/tp_script/edit', s),
  removeScript: (http: HttpClient, id: string) => http.call('/tp_script/delete', { id }),
  /** The trial run answers in the envelope's message (code 200 even when the script fails). */
  quiz: async (http: HttpClient, b: { script_content: string; msg_content: string; topic_content: string }) => await http.post<unknown>('/tp_script/quiz', b),
  devicePlugins: (http: HttpClient) => http.call<Page<DevicePluginOption>>('/device/model/list', { current_page: 1, per_page: 1000 }),
  devicesOfPlugin: (http: HttpClient, pluginId: string) =>
    http.call<Page<DeviceOption>>('/device/list/tree', { current_page: 1, per_page: 100, plugin_id: pluginId }),
  bindDevice: (http: HttpClient, deviceId: string, scriptId: string) => http.call('/device/update_only', { id: deviceId, script_id: scriptId }),
};
