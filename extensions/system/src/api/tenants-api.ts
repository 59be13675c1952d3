import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** A tenant with its administrator account and its size (server module `tenants`). */
export interface TenantRow {
  id: string;
  name: string;
  enabled: '1' | '0';
  admin_id: string;
  admin_name: string;
  admin_email: string;
  user_count: number;
  device_count: number;
  remark?: string;
  created_at: number;
}

export interface TenantInput {
  name: string;
  admin_name: string;
  admin_email: string;
  password?: string;
  mobile: string;
  remark: string;
}

export const tenantsApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<TenantRow>>('/tenant/list', q),
  /** `password` is in the answer once when the server generated the admin's one-time password. */
  add: (http: HttpClient, t: TenantInput) => http.call<TenantRow & { password?: string }>('/tenant/add', t),
  edit: (http: HttpClient, t: { id: string; name: string; remark: string }) => http.call<TenantRow>('/tenant/edit', t),
  setEnabled: (http: HttpClient, id: string, enabled: '1' | '0') => http.call('/tenant/enable', { id, enabled }),
  remove: (http: HttpClient, id: string) => http.call('/tenant/delete', { id }),
};
