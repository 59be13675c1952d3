import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export type SignatureMode = 'MD5' | 'SHA256';
export type Flag = '0' | '1';

export interface DataService {
  id: string;
  name: string;
  app_key: string;
  secret_key: string;
  signature_mode: SignatureMode;
  ip_whitelist: string;
  data_sql: string;
  /** "0" HTTP, "1" HTTP and push. */
  api_flag: Flag;
  time_interval: number;
  push_url: string;
  enable_flag: Flag;
  description: string;
  remark: string;
  last_push_at: number;
  last_push_error: string;
  created_at: number;
}
export type ServiceSave = Pick<
  DataService,
  'name' | 'signature_mode' | 'ip_whitelist' | 'data_sql' | 'api_flag' | 'time_interval' | 'push_url' | 'enable_flag' | 'description'
> & { id?: string };
export interface TableInfo {
  table_name: string;
  comment: string;
}
export interface FieldInfo {
  field: string;
  type: string;
  comment: string;
}

/** The data-service routes. */
export const dataServiceApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<DataService>>('/tp_data_services_config/list', q),
  save: (http: HttpClient, s: ServiceSave) => http.call<DataService>(s.id ? '/tp_data_services_config/edit' : '/tp_data_services_config/add', s),
  setEnabled: (http: HttpClient, id: string, enable_flag: Flag) => http.call<DataService>('/tp_data_services_config/edit', { id, enable_flag }),
  remove: (http: HttpClient, id: string) => http.call('/tp_data_services_config/del', { id }),
  resetSecret: (http: HttpClient, id: string) => http.call<DataService>('/tp_data_services_config/secret/reset', { id }),
  debug: (http: HttpClient, data_sql: string) => http.call<Array<Record<string, unknown>>>('/tp_data_services_config/quize', { data_sql }),
  tables: (http: HttpClient) => http.call<TableInfo[]>('/tp_data_services_config/tptable', {}),
  fields: (http: HttpClient, table_name: string) => http.call<FieldInfo[]>('/tp_data_services_config/tptablefield', { table_name }),
};
