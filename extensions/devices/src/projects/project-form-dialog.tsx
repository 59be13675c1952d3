import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect } from 'react';
import { devicesApi, type ProjectRow } from '../api/devices-api';

export const PROJECT_FORM_RULES: FormRules<{ name: string }> = { name: [rules.required(), rules.maxLength(64)] };

export interface ProjectFormDialogProps {
  isOpen: boolean;
  project?: ProjectRow;
  onClose(): void;
  onSaved(): void;
}

export function ProjectFormDialog({ isOpen, project, onClose, onSaved }: ProjectFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const form = useForm({ name: project?.name ?? '' }, PROJECT_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset({ name: project?.name ?? '' });
  }, [isOpen, project]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const name = form.values.name.trim();
    if (!(await run(() => (project ? devicesApi.editProject(http, project.id, name) : devicesApi.addProject(http, name))))) return;
    notifier.success(t(project ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(project ? 'projects.editTitle' : 'projects.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="project-form"
    >
      <TextField form={form} name="name" label={t('projects.name')} testId="project-form-name" required />
    </FormDialog>
  );
}
