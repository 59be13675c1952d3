import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, TextField, useForm, useLoad, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import { GROUP_TYPES, notificationsApi, type GroupRow } from '../api/notifications-api';
import { GROUP_RULES, toGroupSave, toGroupValues, type GroupFormValues } from './group-form-values';
import { MemberEditor } from './member-editor';

export interface GroupFormDialogProps {
  isOpen: boolean;
  /** The group to edit, loaded with its members; absent = a new group. */
  group?: GroupRow;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a notice group: name, type, members and the e-mail / SMS / webhook channels. */
export function GroupFormDialog({ isOpen, group, onClose, onSaved }: GroupFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const form = useForm<GroupFormValues>(toGroupValues(group), GROUP_RULES);
  const { saving, run } = useSubmit();
  const users = useLoad(async () => (isOpen ? (await notificationsApi.users(http)).data : []), [http, isOpen]);
  const v = form.values;

  useEffect(() => {
    if (isOpen) form.reset(toGroupValues(group));
  }, [isOpen, group]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const ok = await run(() => notificationsApi.saveGroup(http, toGroupSave(form.values, group?.id)));
    if (!ok) return;
    notifier.success(t(group ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(group ? 'groups.editTitle' : 'groups.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="group-form"
      width={680}
    >
      <TextField form={form} name="group_name" label={t('groups.name')} testId="group-form-name" required />
      <FormGroup label={t('groups.type')} labelFor="group-form-type">
        <HTMLSelect
          id="group-form-type"
          data-testid="group-form-type"
          value={v.notification_type}
          onChange={(e) => form.set('notification_type', Number(e.currentTarget.value))}
          options={GROUP_TYPES.map((n) => ({ value: n, label: t(`groups.type_${n}`) }))}
        />
      </FormGroup>
      <TextField form={form} name="desc" label={t('groups.desc')} testId="group-form-desc" multiline />
      <MemberEditor members={v.members} users={users.data ?? []} error={form.errors.members} onChange={(m) => form.set('members', m)} />
      <TextField form={form} name="emails" label={t('groups.emails')} testId="group-form-emails" helper={t('groups.listHint')} />
      <TextField form={form} name="phones" label={t('groups.phones')} testId="group-form-phones" helper={t('groups.listHint')} />
      <TextField form={form} name="webhook_url" label={t('groups.webhookUrl')} testId="group-form-webhook-url" placeholder="https://" />
      <TextField
        form={form}
        name="webhook_secret"
        label={t('groups.webhookSecret')}
        testId="group-form-webhook-secret"
        type="password"
        helper={t(v.webhook_secret_set ? 'groups.secretSet' : 'groups.secretHint')}
        placeholder={v.webhook_secret_set ? '••••••' : ''}
      />
    </FormDialog>
  );
}
