import { useEffect } from 'react';
import type { FormRules } from '../shared/form-rules';
import { rules } from '../shared/form-rules';
import { Notifier } from '../services/notifier';
import { FormDialog } from './form-dialog';
import { useService, useT } from './hooks';
import { TextField } from './text-field';
import { useForm } from './use-form';
import { useSubmit } from './use-submit';

export interface RoleFormValues {
  role_name: string;
  role_describe: string;
}

export const ROLE_FORM_RULES: FormRules<RoleFormValues> = {
  role_name: [rules.required(), rules.maxLength(64)],
  role_describe: [rules.maxLength(255)],
};

export interface RoleFormDialogProps {
  isOpen: boolean;
  /** The role being edited; absent to add one. */
  role?: { id: string; role_name: string; role_describe?: string | null };
  /** Translated texts: the dialog title and the two field labels. */
  title: string;
  nameLabel: string;
  descriptionLabel: string;
  /** `data-testid` of the dialog; the fields are `<testId>-name` and `<testId>-description`. */
  testId: string;
  /** Sends the add (no id) or the edit; rejects on a refused call (the HTTP client has told the user). */
  save(values: RoleFormValues, id?: string): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/**
 * Adds or edits a role (name ≤ 64, description ≤ 255): the tenant's roles and a site's roles alike. The messages are
 * the rules' default keys (`validation.required`, `validation.maxLength`) in the rendering extension's strings.
 */
export function RoleFormDialog({ isOpen, role, title, nameLabel, descriptionLabel, testId, save, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useT();
  const notifier = useService<Notifier>(Notifier);
  const initial = (): RoleFormValues => ({ role_name: role?.role_name ?? '', role_describe: role?.role_describe ?? '' });
  const form = useForm<RoleFormValues>(initial(), ROLE_FORM_RULES);
  const { saving, run } = useSubmit();

  const { reset } = form;
  useEffect(() => {
    if (isOpen) reset({ role_name: role?.role_name ?? '', role_describe: role?.role_describe ?? '' });
  }, [isOpen, role, reset]);

  const submit = async () => {
    if (!form.validate()) return;
    if (!(await run(() => save(form.values, role?.id)))) return;
    notifier.success(t(role ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={title} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId={testId}>
      <TextField form={form} name="role_name" label={nameLabel} testId={`${testId}-name`} required />
      <TextField form={form} name="role_describe" label={descriptionLabel} testId={`${testId}-description`} multiline />
    </FormDialog>
  );
}
