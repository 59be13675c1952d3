import { Callout } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, TextField, useForm, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import { tenantsApi, type TenantRow } from '../api/tenants-api';
import type { OneTimePassword } from '../users/one-time-password-dialog';

import { TENANT_EDIT_RULES, TENANT_FORM_RULES, tenantFormValues, type TenantFormValues } from './tenant-form-rules';

export interface TenantFormDialogProps {
  isOpen: boolean;
  tenant?: TenantRow;
  onClose(): void;
  /** `oneTime`: the server generated the tenant admin's password (none was typed); show it once. */
  onSaved(oneTime?: OneTimePassword): void;
}

/** Creates a tenant with its administrator, or renames one. */
export function TenantFormDialog({ isOpen, tenant, onClose, onSaved }: TenantFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const form = useForm<TenantFormValues>(tenantFormValues(tenant), tenant ? TENANT_EDIT_RULES : TENANT_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(tenantFormValues(tenant));
  }, [isOpen, tenant]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const { confirm_password: _c, ...input } = form.values;
    let oneTime: OneTimePassword | undefined;
    const ok = await run(async () => {
      if (tenant) await tenantsApi.edit(http, { id: tenant.id, name: input.name, remark: input.remark });
      else {
        const created = await tenantsApi.add(http, { ...input, password: input.password || undefined });
        if (created?.password) oneTime = { email: input.admin_email.trim().toLowerCase(), password: created.password };
      }
    });
    if (!ok) return;
    notifier.success(t(tenant ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved(oneTime);
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(tenant ? 'tenants.editTitle' : 'tenants.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="tenant-form"
    >
      <TextField form={form} name="name" label={t('tenants.name')} testId="tenant-form-name" required />
      {!tenant && (
        <>
          <TextField form={form} name="admin_name" label={t('tenants.adminName')} testId="tenant-form-admin-name" required />
          <TextField form={form} name="admin_email" label={t('tenants.adminEmail')} testId="tenant-form-admin-email" type="email" required />
          <TextField form={form} name="mobile" label={t('tenants.mobile')} testId="tenant-form-mobile" type="tel" />
          <Callout intent="primary" icon="info-sign" data-testid="tenant-form-one-time-hint">
            {t('users.oneTimePasswordHint')}
          </Callout>
          <TextField form={form} name="password" label={t('tenants.password')} testId="tenant-form-password" type="password" />
          <TextField form={form} name="confirm_password" label={t('tenants.confirmPassword')} testId="tenant-form-confirm-password" type="password" />
        </>
      )}
      <TextField form={form} name="remark" label={t('tenants.remark')} testId="tenant-form-remark" multiline />
    </FormDialog>
  );
}
