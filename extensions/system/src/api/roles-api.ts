import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export interface RoleRow {
  id: string;
  role_name: string;
  role_describe?: string;
  tenant_id?: string;
  user_count?: number;
}

export const rolesApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<RoleRow>>('/user/role/list', q),
  add: (http: HttpClient, r: { role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/add', r),
  edit: (http: HttpClient, r: { id: string; role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/edit', r),
  remove: (http: HttpClient, id: string) => http.call('/user/role/delete', { id }),
  /** Function ids granted to the role. */
  functions: (http: HttpClient, role: string) => http.call<string[]>('/casbin/role/function/index', { role }),
  /** Replaces the role's whole function set (checked + half-checked tree keys). */
  saveFunctions: (http: HttpClient, role: string, functions: string[]) => http.call('/casbin/role/function/update', { role, functions }),
};
