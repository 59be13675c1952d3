/** Row types of the device-access and telemetry tables (migration 0002), merged into the storage `Database`. */
import type { DeviceTable as FoundationDeviceTable } from '../../storage/schema';

export interface BusinessTable {
  id: string;
  tenant_id: string;
  site_id: string | null;
  name: string;
  created_at: number;
}

export interface AssetTable {
  id: string;
  tenant_id: string;
  business_id: string;
  parent_id: string;
  name: string;
  tier: number;
  created_at: number;
}

export interface DeviceColumns {
  asset_id: string | null;
  token: string | null;
  password: string;
  additional_info: string;
  type: string;
  label: string;
  search_text: string;
  chart_option: string;
  protocol: string;
  port: string;
  publish: string;
  subscribe: string;
  username: string;
  d_id: string;
  location: string;
  device_type: string;
  parent_id: string;
  protocol_config: string;
  sub_device_addr: string;
  script_id: string;
  product_id: string;
  current_version: string;
  remark: string;
}

export type FullDeviceRow = FoundationDeviceTable & DeviceColumns;

export interface DeviceModelTable {
  id: string;
  tenant_id: string | null;
  model_name: string;
  flag: number;
  chart_data: string;
  model_type: string;
  describe: string;
  version: string;
  author: string;
  sort: number;
  issued: number;
  remark: string;
  created_at: number;
}

export interface TsKvTable {
  device_id: string;
  key: string;
  ts: number;
  dbl_v: number | null;
  str_v: string | null;
  bool_v: boolean | null;
}

export interface CommandHistoryTable {
  id: string;
  device_id: string;
  command_identify: string;
  command_name: string;
  desc: string;
  data: string;
  send_time: number;
  send_status: string;
  user_id: string;
}

export interface EventHistoryTable {
  id: string;
  device_id: string;
  event_identify: string;
  event_name: string;
  desc: string;
  data: string;
  report_time: number;
}

export interface ConditionsLogTable {
  id: string;
  tenant_id: string;
  device_id: string;
  operation_type: string;
  instruct: string;
  sender: string;
  send_result: string;
  respond: string;
  cteate_time: string;
  created_at: number;
  remark: string;
  protocol_type: string;
}

declare module '../../storage/schema' {
  // Declaration merging: the device columns join the schema's DeviceTable.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DeviceTable extends Partial<DeviceColumns> {}
  interface Database {
    business: BusinessTable;
    asset: AssetTable;
    device_model: DeviceModelTable;
    ts_kv: TsKvTable;
    ts_kv_latest: TsKvTable;
    device_command_history: CommandHistoryTable;
    device_event_history: EventHistoryTable;
    conditions_log: ConditionsLogTable;
  }
}
