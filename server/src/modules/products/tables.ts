/** Row types of the products and OTA tables (migration `0700-products-ota`), merged into the storage `Database`. */

export interface ProductTable {
  id: string;
  tenant_id: string;
  name: string;
  serial_number: string;
  protocol_type: string;
  auth_type: string;
  plugin: string;
  image: string;
  describe: string;
  remark: string;
  created_time: number;
}

export interface BatchTable {
  id: string;
  tenant_id: string;
  product_id: string;
  batch_number: string;
  device_number: number;
  generate_flag: string;
  asset_id: string | null;
  describe: string;
  remark: string;
  access_address: string;
  created_time: number;
}

export interface GenerateDeviceTable {
  id: string;
  tenant_id: string;
  batch_id: string;
  device_code: string;
  token: string;
  password: string;
  device_id: string;
  add_flag: string;
  add_date: number | null;
  activate_flag: string;
  activate_date: number | null;
  created_time: number;
  remark: string;
}

export interface OtaPackageTable {
  id: string;
  tenant_id: string;
  product_id: string;
  package_name: string;
  package_version: string;
  package_module: string;
  signature_algorithm: string;
  sign: string;
  file_size: number;
  file_name: string;
  description: string;
  additional_info: string;
  created_at: number;
}

export interface OtaTaskTable {
  id: string;
  tenant_id: string;
  ota_id: string;
  task_name: string;
  upgrade_time_type: string;
  start_time: number | null;
  end_time: number | null;
  retry_count: number;
  timeout_seconds: number;
  download_token: string;
  pushed: string;
  description: string;
  created_at: number;
}

export interface OtaDeviceTable {
  id: string;
  tenant_id: string;
  ota_task_id: string;
  device_id: string;
  current_version: string;
  target_version: string;
  upgrade_progress: number;
  upgrade_status: string;
  status_detail: string;
  detail_params: string;
  retry_left: number;
  notified_at_ms: number | null;
  last_report_ms: number | null;
  status_update_ms: number;
}

declare module '../../storage/schema' {
  interface Database {
    tp_product: ProductTable;
    tp_batch: BatchTable;
    tp_generate_device: GenerateDeviceTable;
    tp_ota: OtaPackageTable;
    tp_ota_task: OtaTaskTable;
    tp_ota_device: OtaDeviceTable;
  }
}
