import { Callout, Checkbox, FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, SessionStore, TextField, useForm, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import type { RoleRow } from '../api/roles-api';
import { creatableAuthorities, takesRoles, usersApi, type UserRow } from '../api/users-api';
import type { OneTimePassword } from './one-time-password-dialog';
import { userFormRules, userFormValues, type UserFormValues } from './user-form-rules';

export interface UserFormDialogProps {
  isOpen: boolean;
  /** The user being edited; absent when adding. */
  user?: UserRow;
  /** Role ids the edited user holds now. */
  userRoles?: string[];
  roles: RoleRow[];
  onClose(): void;
  /** `oneTime`: the server generated the new user's password (none was typed); show it once. */
  onSaved(oneTime?: OneTimePassword): void;
}

const NO_ROLES: string[] = [];
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Add or edit a user (the spec's validation rules); a new user without a typed password gets a one-time one from the
 * server.
 */
export function UserFormDialog({ isOpen, user, userRoles = NO_ROLES, roles, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const authorities = creatableAuthorities(session.user?.authority);
  const mode = user ? 'edit' : 'add';
  const initial = () => userFormValues(user, userRoles, authorities[0]);
  const form = useForm<UserFormValues>(initial(), userFormRules(mode));
  const { saving, run } = useSubmit();
  const v = form.values;

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, user, userRoles]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const base = { name: v.name, email: v.email, mobile: v.mobile, remark: v.remark, enabled: v.enabled };
    let oneTime: OneTimePassword | undefined;
    const ok = await run(async () => {
      if (user) await usersApi.edit(http, { ...base, id: user.id });
      else {
        const created = await usersApi.add(http, { ...base, authority: v.authority, password: v.password || undefined });
        if (created?.password) oneTime = { email: created.email, password: created.password };
      }
      if (takesRoles(v.authority) && !sameSet(v.roles, user ? userRoles : [])) await usersApi.setRoles(http, v.email, v.roles);
    });
    if (!ok) return;
    notifier.success(t(user ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved(oneTime);
  };

  const toggleRole = (id: string, on: boolean) => form.set('roles', on ? [...v.roles, id] : v.roles.filter((r) => r !== id));

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(user ? 'users.editTitle' : 'users.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="user-form"
    >
      <TextField form={form} name="name" label={t('users.name')} testId="user-form-name" required />
      <TextField form={form} name="email" label={t('users.email')} testId="user-form-email" type="email" required />
      <TextField form={form} name="mobile" label={t('users.mobile')} testId="user-form-mobile" type="tel" />
      {mode === 'add' && (
        <>
          <FormGroup label={t('users.authority')} labelFor="user-form-authority">
            <HTMLSelect
              id="user-form-authority"
              data-testid="user-form-authority"
              value={v.authority}
              onChange={(e) => form.set('authority', e.currentTarget.value)}
              options={authorities.map((a) => ({ value: a, label: t(`users.authority_${a}`) }))}
            />
          </FormGroup>
          <Callout intent="primary" icon="info-sign" data-testid="user-form-one-time-hint">
            {t('users.oneTimePasswordHint')}
          </Callout>
          <TextField form={form} name="password" label={t('users.password')} testId="user-form-password" type="password" />
          <TextField form={form} name="confirm_password" label={t('users.confirmPassword')} testId="user-form-confirm-password" type="password" />
        </>
      )}
      {takesRoles(v.authority) && (
        <FormGroup label={t('users.roles')}>
          <div role="group" aria-label={t('users.roles')} style={{ maxHeight: 160, overflowY: 'auto' }} data-testid="user-form-roles">
            {roles.length === 0 && <span className="bp6-text-muted">{t('users.noRoles')}</span>}
            {roles.map((r) => (
              <Checkbox
                key={r.id}
                label={r.role_name}
                checked={v.roles.includes(r.id)}
                data-testid={`user-form-role-${r.id}`}
                onChange={(e) => toggleRole(r.id, e.currentTarget.checked)}
              />
            ))}
          </div>
        </FormGroup>
      )}
      <TextField form={form} name="remark" label={t('users.remark')} testId="user-form-remark" multiline />
      <Switch
        label={t('users.enabled')}
        checked={v.enabled === '1'}
        data-testid="user-form-enabled"
        onChange={(e) => form.set('enabled', e.currentTarget.checked ? '1' : '0')}
      />
    </FormDialog>
  );
}
