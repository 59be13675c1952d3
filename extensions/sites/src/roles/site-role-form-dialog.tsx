import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import { sitesApi, type RoleRow } from '../api/sites-api';

interface RoleValues {
  role_name: string;
  role_describe: string;
}

export const SITE_ROLE_RULES = { role_name: [rules.required(), rules.maxLength(64)], role_describe: [rules.maxLength(255)] };

export function SiteRoleFormDialog({ siteId, isOpen, role, onClose, onSaved }: { siteId: string; isOpen: boolean; role?: RoleRow; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial = () => ({ role_name: role?.role_name ?? '', role_describe: role?.role_describe ?? '' });
  const form = useForm<RoleValues>(initial(), SITE_ROLE_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, role]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!(await run(() => (role ? sitesApi.editRole(http, siteId, { ...form.values, id: role.id }) : sitesApi.addRole(http, siteId, form.values))))) return;
    notifier.success(t(role ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={t(role ? 'siteRoles.editTitle' : 'siteRoles.addTitle')} saving={saving} onClose={onClose}
      onSubmit={() => void submit()} testId="site-role-form">
      <TextField form={form} name="role_name" label={t('siteRoles.name')} testId="site-role-form-name" required />
      <TextField form={form} name="role_describe" label={t('siteRoles.description')} testId="site-role-form-description" multiline />
    </FormDialog>
  );
}
