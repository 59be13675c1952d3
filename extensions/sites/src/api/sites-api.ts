import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** A site row (`/site/list`); `auth_site_id` is the id the console sends as X-Site-ID. */
export interface SiteRow {
  id: string;
  auth_site_id: string;
  name: string;
  address?: string;
  remark?: string;
  tenant_id?: string;
  created_at?: number;
  device_count?: number;
  user_count?: number;
}

export interface SiteInput {
  name: string;
  address: string;
  remark: string;
}

export interface SiteUserRow {
  id: string;
  name: string;
  email: string;
  mobile?: string;
  authority: string;
}

export interface RoleRow {
  id: string;
  role_name: string;
  role_describe?: string;
}

export const sitesApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<SiteRow>>('/site/list', q),
  add: (http: HttpClient, s: SiteInput) => http.call<SiteRow>('/site/add', s),
  edit: (http: HttpClient, s: SiteInput & { id: string }) => http.call<SiteRow>('/site/edit', s),
  remove: (http: HttpClient, id: string) => http.call('/site/delete', { id }),
  /** The caller's own site (SITE_ADMIN), or null. */
  owner: (http: HttpClient) => http.call<SiteRow | null>('/site/user/owner', {}),
  /** One server page of the users granted a site (searched and sorted on the server). */
  users: (http: HttpClient, q: PageQuery & { site_id: string }) => http.call<Page<SiteUserRow>>('/site/user/list', q),
  grant: (http: HttpClient, site_id: string, user_id: string) => http.call('/site/user/add', { site_id, user_id }),
  revoke: (http: HttpClient, site_id: string, user_id: string) => http.call('/site/user/delete', { site_id, user_id }),
  /** Tenant users that may be granted (the user list of system management). */
  candidates: (http: HttpClient, q: PageQuery) => http.call<Page<SiteUserRow>>('/user/list', q),
  roles: (http: HttpClient, q: PageQuery) => http.call<Page<RoleRow>>('/user/role/list', q),
  addRole: (http: HttpClient, r: { role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/add', r),
  editRole: (http: HttpClient, r: { id: string; role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/edit', r),
  removeRole: (http: HttpClient, id: string) => http.call('/user/role/delete', { id }),
};
