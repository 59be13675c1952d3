import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** A user row of `/user/list` (docs/CONTRACT.md; enums are strings). */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  mobile?: string;
  remark?: string;
  authority: string;
  enabled: '1' | '0';
  tenant_id?: string;
  created_at?: number;
}

export interface UserInput {
  id?: string;
  name: string;
  email: string;
  mobile: string;
  remark: string;
  enabled: '1' | '0';
  authority: string;
  password?: string;
}

/** Who the caller may create (the server enforces the same: SYS_ADMIN → admins, TENANT_ADMIN → its users). */
export function creatableAuthorities(callerAuthority: string | undefined): string[] {
  if (callerAuthority === 'SYS_ADMIN') return ['SYS_ADMIN', 'TENANT_ADMIN'];
  if (callerAuthority === 'TENANT_ADMIN') return ['TENANT_USER', 'SITE_ADMIN'];
  return [];
}

/** Custom roles only apply to a tenant's own users. */
export const takesRoles = (authority: string) => authority === 'TENANT_USER' || authority === 'SITE_ADMIN';

export const usersApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<UserRow>>('/user/list', q),
  /** `password` is in the answer once when the server generated a one-time one. */
  add: (http: HttpClient, u: UserInput) => http.call<UserRow & { password?: string }>('/user/add', u),
  edit: (http: HttpClient, u: Partial<UserInput> & { id: string }) => http.call<UserRow>('/user/edit', u),
  setEnabled: (http: HttpClient, id: string, enabled: '1' | '0') => http.call('/user/enabled', { id, enabled }),
  /** Role ids bound to a user (casbin g rules are keyed by email). */
  roles: (http: HttpClient, email: string) => http.call<string[]>('/casbin/user/role/index', { user: email }, { siteId: null }),
  setRoles: (http: HttpClient, email: string, roles: string[]) => http.call('/casbin/user/role/update', { user: email, roles }, { siteId: null }),
  remove: (http: HttpClient, id: string) => http.call('/user/delete', { id }),
  /** The new one-time password, answered this once. */
  resetPassword: (http: HttpClient, id: string) => http.call<{ password: string }>('/user/reset_password', { id }),
};
