import { rules, type FormRules } from '@tessera/sdk';
import type { TenantInput } from '../api/tenants-api';

export interface TenantFormValues extends TenantInput {
  confirm_password: string;
}

/**
 * A tenant is created with its TENANT_ADMIN account; the spec's validation rules apply to that account (an empty
 * password: one-time).
 */
export const TENANT_FORM_RULES: FormRules<TenantFormValues> = {
  name: [rules.required(), rules.maxLength(64)],
  admin_name: [rules.required(), rules.maxLength(64)],
  admin_email: [rules.required(), rules.email()],
  mobile: [rules.mobile()],
  password: [rules.password()],
  confirm_password: [rules.sameAs<TenantFormValues>('password')],
  remark: [rules.maxLength(255)],
};

export const TENANT_EDIT_RULES: FormRules<TenantFormValues> = {
  name: [rules.required(), rules.maxLength(64)],
  remark: [rules.maxLength(255)],
};

export function tenantFormValues(row?: { name: string; remark?: string }): TenantFormValues {
  return {
    name: row?.name ?? '',
    admin_name: '',
    admin_email: '',
    mobile: '',
    remark: row?.remark ?? '',
    password: '',
    confirm_password: '',
  };
}
