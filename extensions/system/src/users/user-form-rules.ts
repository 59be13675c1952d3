import { DEFAULT_USER_PASSWORD, rules, type FormRules } from '@tessera/sdk';
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

/** The §5 rules; key order = focus order of the first invalid field. Passwords only when adding. */
export function userFormRules(mode: 'add' | 'edit'): FormRules<UserFormValues> {
  const base: FormRules<UserFormValues> = {
    name: [rules.required(), rules.maxLength(64)],
    email: [rules.required(), rules.email()],
    mobile: [rules.mobile()],
  };
  if (mode === 'add') {
    base.password = [rules.required(), rules.password()];
    base.confirm_password = [rules.required(), rules.sameAs<UserFormValues>('password')];
  }
  base.remark = [rules.maxLength(255)];
  return base;
}

/** A new user starts with the fixed default password (§9), which the dialog shows as a hint. */
export function userFormValues(user?: UserRow, roles: string[] = [], defaultAuthority = 'TENANT_USER'): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    password: user ? '' : DEFAULT_USER_PASSWORD,
    confirm_password: user ? '' : DEFAULT_USER_PASSWORD,
    remark: user?.remark ?? '',
    enabled: user?.enabled ?? '1',
    authority: user?.authority ?? defaultAuthority,
    roles,
  };
}
