/** Row types of open-API apps and data services (migration `1060-data-gateway`), merged into the storage `Database`. */

export type SignatureMode = 'MD5' | 'SHA256';

export interface OpenApiAppTable {
  id: string;
  tenant_id: string;
  name: string;
  app_key: string;
  /** The secret, AES-256-GCM encrypted (docs/data-gateway.md, "Secrets"): verifying a signature needs it in clear. */
  secret_box: string;
  signature_mode: SignatureMode;
  /** `|`-separated addresses or CIDR ranges (v4 and v6); empty = any address. */
  ip_whitelist: string;
  /** "1" all devices of the tenant, "2" only `device_ids`. */
  device_access_scope: string;
  /** "1" every open API, "2" only `api_ids`. */
  api_access_scope: string;
  /** JSON arrays of ids. */
  device_ids: string;
  api_ids: string;
  /** Requests per minute. */
  rate_limit: number;
  /** Seconds a timestamp stays valid, either side of now. */
  timestamp_window: number;
  description: string;
  created_at: number;
}

export interface DataServiceTable {
  id: string;
  tenant_id: string;
  name: string;
  app_key: string;
  secret_box: string;
  signature_mode: SignatureMode;
  ip_whitelist: string;
  data_sql: string;
  /** "0" HTTP only, "1" HTTP and push every `time_interval` seconds (WebSocket, and `push_url` when set). */
  api_flag: string;
  time_interval: number;
  push_url: string;
  enable_flag: string;
  description: string;
  remark: string;
  last_push_at: number;
  last_push_error: string;
  created_at: number;
}

/** One app's (or data service's) calls in one minute, shared by the servers of a deployment (migration `1350`). */
export interface OpenApiRateWindowTable {
  bucket: string;
  window_start: number;
  n: number;
}

declare module '../../storage/schema' {
  interface Database {
    openapi_app: OpenApiAppTable;
    openapi_rate_window: OpenApiRateWindowTable;
    data_service_config: DataServiceTable;
  }
}
