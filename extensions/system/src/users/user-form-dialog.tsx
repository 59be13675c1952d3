import { Callout, Checkbox, FormGroup, Switch } from '@blueprintjs/core';
import { DEFAULT_USER_PASSWORD, FormDialog, HttpClient, Notifier, TextField, useForm, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import type { RoleRow } from '../api/roles-api';
import { usersApi, type UserRow } from '../api/users-api';

import { userFormRules, userFormValues, type UserFormValues } from './user-form-rules';

export interface UserFormDialogProps {
  isOpen: boolean;
  /** The user being edited; absent when adding. */
  user?: UserRow;
  roles: RoleRow[];
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a user (§5 rules); a new user gets the default password, shown as a hint. */
export function UserFormDialog({ isOpen, user, roles, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mode = user ? 'edit' : 'add';
  const form = useForm<UserFormValues>(userFormValues(user), userFormRules(mode));
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(userFormValues(user));
  }, [isOpen, user]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const { confirm_password: _confirm, password, ...rest } = form.values;
    const ok = await run(() => (user ? usersApi.edit(http, { ...rest, id: user.id }) : usersApi.add(http, { ...rest, password })));
    if (!ok) return;
    notifier.success(t(user ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  const toggleRole = (id: string, on: boolean) =>
    form.set('roles', on ? [...form.values.roles, id] : form.values.roles.filter((r) => r !== id));

  return (
    <FormDialog isOpen={isOpen} title={t(user ? 'users.editTitle' : 'users.addTitle')} saving={saving}
      onClose={onClose} onSubmit={() => void submit()} testId="user-form">
      <TextField form={form} name="name" label={t('users.name')} testId="user-form-name" required />
      <TextField form={form} name="email" label={t('users.email')} testId="user-form-email" type="email" required />
      <TextField form={form} name="mobile" label={t('users.mobile')} testId="user-form-mobile" type="tel" />
      {mode === 'add' && (
        <>
          <Callout intent="primary" icon="info-sign" data-testid="user-form-default-password">
            {t('users.defaultPasswordHint', { password: DEFAULT_USER_PASSWORD })}
          </Callout>
          <TextField form={form} name="password" label={t('users.password')} testId="user-form-password" type="password" required />
          <TextField form={form} name="confirm_password" label={t('users.confirmPassword')} testId="user-form-confirm-password" type="password" required />
        </>
      )}
      <FormGroup label={t('users.roles')}>
        <div role="group" aria-label={t('users.roles')} style={{ maxHeight: 160, overflowY: 'auto' }} data-testid="user-form-roles">
          {roles.length === 0 && <span className="bp6-text-muted">{t('users.noRoles')}</span>}
          {roles.map((r) => (
            <Checkbox key={r.id} label={r.role_name} checked={form.values.roles.includes(r.id)}
              data-testid={`user-form-role-${r.id}`} onChange={(e) => toggleRole(r.id, e.currentTarget.checked)} />
          ))}
        </div>
      </FormGroup>
      <TextField form={form} name="remark" label={t('users.remark')} testId="user-form-remark" multiline />
      <Switch label={t('users.enabled')} checked={form.values.enabled === '1'} data-testid="user-form-enabled"
        onChange={(e) => form.set('enabled', e.currentTarget.checked ? '1' : '0')} />
    </FormDialog>
  );
}
