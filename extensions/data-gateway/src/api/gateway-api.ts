import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export type SignatureMode = 'MD5' | 'SHA256';
export type Scope = '1' | '2';

export interface GatewayApp {
  id: string;
  name: string;
  app_key: string;
  secret_key: string;
  signature_mode: SignatureMode;
  ip_whitelist: string;
  device_access_scope: Scope;
  api_access_scope: Scope;
  device_ids: string[];
  api_ids: string[];
  rate_limit: number;
  timestamp_window: number;
  description: string;
  created_at: number;
}
export type AppSave = Omit<GatewayApp, 'id' | 'app_key' | 'secret_key' | 'created_at'> & { id?: string };
export interface OpenApi {
  id: string;
  url: string;
  api_type: string;
  service_type: string;
}
export interface DeviceOption {
  device: string;
  device_name: string;
}

/** The data-gateway routes. */
export const gatewayApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<GatewayApp>>('/openapi/auth/list', q),
  apis: (http: HttpClient) => http.call<OpenApi[]>('/openapi/api/list', {}),
  devices: (http: HttpClient) => http.call<Page<DeviceOption>>('/device/list/tree', { current_page: 1, per_page: 1000 }),
  save: (http: HttpClient, a: AppSave) => http.call<GatewayApp>(a.id ? '/openapi/auth/edit' : '/openapi/auth/add', a),
  remove: (http: HttpClient, id: string) => http.call('/openapi/auth/del', { id }),
  resetSecret: (http: HttpClient, id: string) => http.call<GatewayApp>('/openapi/auth/secret/reset', { id }),
};
