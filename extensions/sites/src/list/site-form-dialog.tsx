import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect } from 'react';
import { sitesApi, type SiteInput, type SiteRow } from '../api/sites-api';

export const SITE_FORM_RULES: FormRules<SiteInput> = {
  name: [rules.required(), rules.maxLength(64)],
  address: [rules.maxLength(255)],
  remark: [rules.maxLength(255)],
};

export interface SiteFormDialogProps {
  isOpen: boolean;
  site?: SiteRow;
  onClose(): void;
  onSaved(): void;
}

export function SiteFormDialog({ isOpen, site, onClose, onSaved }: SiteFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial = (): SiteInput => ({ name: site?.name ?? '', address: site?.address ?? '', remark: site?.remark ?? '' });
  const form = useForm<SiteInput>(initial(), SITE_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, site]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!(await run(() => (site ? sitesApi.edit(http, { ...form.values, id: site.id }) : sitesApi.add(http, form.values))))) return;
    notifier.success(t(site ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(site ? 'sites.editTitle' : 'sites.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="site-form"
    >
      <TextField form={form} name="name" label={t('sites.name')} testId="site-form-name" required />
      <TextField form={form} name="address" label={t('sites.address')} testId="site-form-address" />
      <TextField form={form} name="remark" label={t('sites.remark')} testId="site-form-remark" multiline />
    </FormDialog>
  );
}
