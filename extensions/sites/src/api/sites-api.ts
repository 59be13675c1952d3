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
  site_id?: string;
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
  // A site's own roles: the role routes are scoped by X-Site-ID, so every call names the site it is about.
  roles: (http: HttpClient, siteId: string, q: PageQuery) => http.call<Page<RoleRow>>('/user/role/list', q, { siteId }),
  addRole: (http: HttpClient, siteId: string, r: { role_name: string; role_describe: string }) => http.call<RoleRow>('/user/role/add', r, { siteId }),
  editRole: (http: HttpClient, siteId: string, r: { id: string; role_name: string; role_describe: string }) =>
    http.call<RoleRow>('/user/role/edit', r, { siteId }),
  removeRole: (http: HttpClient, siteId: string, id: string) => http.call('/user/role/delete', { id }, { siteId }),
  /** The user's roles in the site (its tenant-wide roles are not touched). */
  userRoles: (http: HttpClient, siteId: string, user: string) => http.call<string[]>('/casbin/user/role/index', { user }, { siteId }),
  setUserRoles: (http: HttpClient, siteId: string, user: string, roles: string[]) => http.call('/casbin/user/role/update', { user, roles }, { siteId }),
};
