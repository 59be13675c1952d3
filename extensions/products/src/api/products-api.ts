import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export interface ProductRow {
  id: string;
  name: string;
  serial_number: string;
  protocol_type: string;
  auth_type: string;
  plugin: string;
  image?: string;
  describe?: string;
  created_time?: number;
}
export type ProductInput = Omit<ProductRow, 'id' | 'created_time'>;

export interface BatchRow {
  id: string;
  batch_number: string;
  product_id: string;
  product_name?: string;
  device_number: number;
  generate_flag: string;
  access_address?: string;
  describe?: string;
  created_time?: number;
}
export interface BatchInput {
  batch_number: string;
  product_id: string;
  device_number: number;
  access_address: string;
  describe: string;
  asset_id: string;
}
/** A group option of `/asset/list/d` (`device_group` is its path). */
export interface GroupOption {
  id: string;
  device_group: string;
}

export interface PreRow {
  id: string;
  activation_code: string;
  device_code: string;
  token: string;
  add_flag: string;
  add_date: number | null;
  activate_flag: string;
  activate_date: number | null;
  device_id: string;
}

export interface PackageRow {
  id: string;
  package_name: string;
  package_version: string;
  package_module: string;
  product_id: string;
  product_name?: string;
  signature_algorithm: string;
  sign: string;
  file_size: number;
  file_name?: string;
  description?: string;
  created_at?: number;
}
export interface PackageInput {
  package_name: string;
  package_version: string;
  package_module: string;
  product_id: string;
  signature_algorithm: 'MD5' | 'SHA256';
  package_url: string;
  file_name: string;
  description: string;
}

export interface TaskRow {
  id: string;
  task_name: string;
  upgrade_time_type: string;
  start_time: string;
  end_time: string;
  device_count: number;
  task_status: string;
  retry_count: number;
  timeout_seconds: number;
  created_at: number;
  description?: string;
}
export interface TaskInput {
  task_name: string;
  upgrade_time_type: '0' | '1';
  start_time?: string;
  ota_id: string;
  select_device_flag: '0' | '1';
  device_id_list: string[];
  retry_count: number;
  timeout_seconds: number;
  description: string;
}

export interface OtaDeviceRow {
  id: string;
  device_id: string;
  name: string;
  device_code: string;
  current_version: string;
  target_version: string;
  upgrade_progress: number;
  upgrade_status: string;
  status_detail: string;
  detail_key: string;
  detail_params: Record<string, string | number>;
  status_update_time: number;
}
export interface OtaDevicePage {
  total: number;
  list: OtaDeviceRow[];
  statuscount: Array<{ upgrade_status: string; count: number }>;
}

export interface PluginOption {
  id: string;
  model_name: string;
}
/** A row of `/device/list/tree` (only what the task form shows). */
export interface DeviceOption {
  device: string;
  device_name: string;
  current_version?: string;
}

export const productsApi = {
  products: (http: HttpClient, q: PageQuery) => http.call<Page<ProductRow>>('/tp_product/list', q),
  addProduct: (http: HttpClient, p: ProductInput) => http.call<ProductRow>('/tp_product/add', p),
  editProduct: (http: HttpClient, p: ProductInput & { id: string }) => http.call<ProductRow>('/tp_product/edit', p),
  removeProduct: (http: HttpClient, id: string) => http.call('/tp_product/delete', { id }),
  plugins: (http: HttpClient) => http.call<Page<PluginOption>>('/device/model/list', { current_page: 1, per_page: 1000 }),
  batches: (http: HttpClient, q: PageQuery) => http.call<Page<BatchRow>>('/tp_batch/list', q),
  addBatch: (http: HttpClient, b: BatchInput) => http.call<BatchRow>('/tp_batch/add', b),
  removeBatch: (http: HttpClient, id: string) => http.call('/tp_batch/delete', { id }),
  generate: (http: HttpClient, id: string) => http.call('/tp_batch/generate', { id }),
  exportCsv: (http: HttpClient, id: string) => http.call<{ file_name: string; content: string }>('/tp_batch/export', { id }),
  importCsv: (http: HttpClient, b: { batch_number: string; product_id: string; file: string }) => http.call<BatchRow>('/tp_batch/import', b),
  preRegistered: (http: HttpClient, q: PageQuery) => http.call<Page<PreRow>>('/tp_generate_device/list', q),
  activate: (http: HttpClient, activation_code: string) => http.call('/tp_generate_device/activate', { activation_code }),
  packages: (http: HttpClient, q: PageQuery) => http.call<Page<PackageRow>>('/tp_ota/list', q),
  addPackage: (http: HttpClient, p: PackageInput) => http.call<PackageRow>('/tp_ota/add', p),
  removePackage: (http: HttpClient, id: string) => http.call('/tp_ota/delete', { id }),
  tasks: (http: HttpClient, q: PageQuery) => http.call<Page<TaskRow>>('/tp_ota_task/list', q),
  addTask: (http: HttpClient, t: TaskInput) => http.call<TaskRow>('/tp_ota_task/add', t),
  removeTask: (http: HttpClient, id: string) => http.call('/tp_ota_task/delete', { id }),
  taskDevices: (http: HttpClient, q: { ota_task_id: string; current_page: number; per_page: number; upgrade_status?: string }) =>
    http.call<OtaDevicePage>('/tp_ota_device/list', q, { silent: true }),
  modify: (http: HttpClient, b: { id?: string; ota_task_id: string; upgrade_status: '0' | '5' }) => http.call('/tp_ota_device/modfiyupdate', b),
  groups: (http: HttpClient) => http.call<GroupOption[]>('/asset/list/d', {}),
  devices: (http: HttpClient, name: string) => http.call<Page<DeviceOption>>('/device/list/tree', { current_page: 1, per_page: 100, name }),
};
