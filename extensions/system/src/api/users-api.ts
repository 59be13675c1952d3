import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** A user row of `/user/list` (contract §3; enums are strings). */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  mobile?: string;
  remark?: string;
  authority: string;
  enabled: '1' | '0';
  tenant_id?: string;
  /** Ids of the custom roles assigned to the user. */
  roles?: string[];
  created_at?: number;
}

export interface UserInput {
  id?: string;
  name: string;
  email: string;
  mobile: string;
  remark: string;
  enabled: '1' | '0';
  roles: string[];
  password?: string;
}

export const usersApi = {
  list: (http: HttpClient, q: PageQuery) => http.call<Page<UserRow>>('/user/list', q),
  add: (http: HttpClient, u: UserInput) => http.call<UserRow>('/user/add', u),
  edit: (http: HttpClient, u: Partial<UserInput> & { id: string }) => http.call<UserRow>('/user/edit', u),
  remove: (http: HttpClient, id: string) => http.call('/user/delete', { id }),
  resetPassword: (http: HttpClient, id: string) => http.call('/user/reset_password', { id }),
};
