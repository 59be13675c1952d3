import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export interface RoleRow {
  id: string;
  role_name: string;
  role_describe?: string;
  tenant_id?: string;
  user_count?: number;
}

/** System role management keeps the tenant-wide roles, whichever site is chosen (a site's own roles live under Sites). */
const TENANT_WIDE = { siteId: null };

export const rolesApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<RoleRow>>('/user/role/list', q, TENANT_WIDE),
  add: (http: HttpClient, r: { role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/add', r, TENANT_WIDE),
  edit: (http: HttpClient, r: { id: string; role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/edit', r, TENANT_WIDE),
  remove: (http: HttpClient, id: string) => http.call('/user/role/delete', { id }, TENANT_WIDE),
};
