import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import { rolesApi, type RoleRow } from '../api/roles-api';

export interface RoleFormValues {
  role_name: string;
  role_describe: string;
}

export const ROLE_FORM_RULES = {
  role_name: [rules.required(), rules.maxLength(64)],
  role_describe: [rules.maxLength(255)],
};

export interface RoleFormDialogProps {
  isOpen: boolean;
  role?: RoleRow;
  onClose(): void;
  onSaved(): void;
}

export function RoleFormDialog({ isOpen, role, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial = () => ({ role_name: role?.role_name ?? '', role_describe: role?.role_describe ?? '' });
  const form = useForm<RoleFormValues>(initial(), ROLE_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, role]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const ok = await run(() => (role ? rolesApi.edit(http, { ...form.values, id: role.id }) : rolesApi.add(http, form.values)));
    if (!ok) return;
    notifier.success(t(role ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={t(role ? 'roles.editTitle' : 'roles.addTitle')} saving={saving} onClose={onClose}
      onSubmit={() => void submit()} testId="role-form">
      <TextField form={form} name="role_name" label={t('roles.name')} testId="role-form-name" required />
      <TextField form={form} name="role_describe" label={t('roles.description')} testId="role-form-description" multiline />
    </FormDialog>
  );
}
