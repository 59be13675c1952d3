/** Row types of forwarding rules (migration `1040-forwarding`), merged into the storage `Database`. */

export interface TranspondTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string;
  /** Transform script (`encodeInp(msg)`), '' for none. */
  script: string;
  /** 1 = started, 0 = paused. */
  status: number;
  warning_switch: number;
  /** The inline alarm strategy (automation's `warning_strategy` table) raised on repeated failure; '' for none. */
  warning_strategy_id: string;
  /** JSON of `TargetInfo`; the MQTT password is in here and never leaves the server. */
  target_info: string;
  create_time: number;
  update_time: number;
}

export interface TranspondDetailTable {
  id: string;
  data_transpond_id: string;
  tenant_id: string;
  /** One device, or '' with a group (`asset_group_id`) or a project (`business_id`). */
  device_id: string;
  /** 1 attribute report, 2 attribute send, 3 event report, 4 custom (the raw uplink). */
  message_type: number;
  business_id: string;
  asset_group_id: string;
  sort: number;
}

/** Counters summed over every server (migration `1200-forwarding-stats`); `kind` `rule`, `http` or `mqtt`. */
export interface TranspondStatsTable {
  data_transpond_id: string;
  kind: string;
  tenant_id: string;
  received: number;
  delivered: number;
  failed: number;
  dropped: number;
  filtered: number;
  script_errors: number;
  last_error: string;
  /** Milliseconds. */
  last_error_at: number;
}

declare module '../../storage/schema' {
  interface Database {
    tp_data_transpond: TranspondTable;
    tp_data_transpond_detail: TranspondDetailTable;
    tp_data_transpond_stats: TranspondStatsTable;
  }
}
