import { rules, type FormRules } from '@tessera/sdk';
import type { UserRow } from '../api/users-api';

export interface UserFormValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirm_password: string;
  remark: string;
  enabled: '1' | '0';
  authority: string;
  roles: string[];
}

/**
 * The spec's validation rules; key order = focus order of the first invalid field. Passwords only when adding, and
 * optional there.
 */
export function userFormRules(mode: 'add' | 'edit'): FormRules<UserFormValues> {
  const base: FormRules<UserFormValues> = {
    name: [rules.required(), rules.maxLength(64)],
    email: [rules.required(), rules.email()],
    mobile: [rules.mobile()],
  };
  if (mode === 'add') {
    base.password = [rules.password()];
    base.confirm_password = [rules.sameAs<UserFormValues>('password')];
  }
  base.remark = [rules.maxLength(255)];
  return base;
}

/** A new user's password starts empty: left so, the server generates a one-time one. */
export function userFormValues(user?: UserRow, roles: string[] = [], defaultAuthority = 'TENANT_USER'): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    password: '',
    confirm_password: '',
    remark: user?.remark ?? '',
    enabled: user?.enabled ?? '1',
    authority: user?.authority ?? defaultAuthority,
    roles,
  };
}
