import { Button, FormGroup, H5, HTMLSelect, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { HttpClient, Notifier, TextField, useForm, useHasAuth, useService, useLoad, useSubmit, useT } from '@tessera/sdk';
import { settingsApi } from '../api/settings-api';

import { NOTIFICATION_RULES, toNotificationUpdate, toNotificationValues, type NotificationValues } from './notification-values';

/** Email server and SMS provider credentials. Stored secrets are never shown: the server only says one is set. */
export function NotificationSettingsForm() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canEdit = useHasAuth('sys:setup:edit');
  const form = useForm<NotificationValues>(toNotificationValues(), NOTIFICATION_RULES);
  const { saving, run } = useSubmit();
  const v = form.values;

  // The stored settings fill the form once loaded (and again on retry).
  const loaded = useLoad(async () => {
    const stored = await settingsApi.notification(http);
    form.reset(toNotificationValues(stored));
    return stored;
  }, [http]);

  const save = async () => {
    if (!form.validate()) return;
    let saved;
    const ok = await run(async () => { saved = await settingsApi.saveNotification(http, toNotificationUpdate(form.values)); });
    if (!ok) return;
    form.reset(toNotificationValues(saved));
    notifier.success(t('common.editSuccess'));
  };

  if (loaded.loading) return <Spinner aria-label={t('common.loading')} />;
  if (loaded.error !== null) return <NonIdealState icon="error" title={t('common.error')} description={loaded.error} action={<Button text={t('common.retry')} onClick={() => void loaded.reload()} />} />;

  const secretHint = (set: boolean) => (set ? t('setup.secretSet') : t('setup.secretNotSet'));
  const d = !canEdit;
  return (
    <form aria-label={t('setup.notification')} data-testid="setup-notification" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <H5>{t('setup.emailServer')}</H5>
      <Switch label={t('setup.enable')} checked={v.email_enabled} disabled={d} data-testid="setup-email-enabled" onChange={(e) => form.set('email_enabled', e.currentTarget.checked)} />
      <TextField form={form} name="email_host" label={t('setup.emailHost')} testId="setup-email-host" disabled={d} required={v.email_enabled} />
      <TextField form={form} name="email_port" label={t('setup.emailPort')} testId="setup-email-port" type="number" disabled={d} required={v.email_enabled} />
      <TextField form={form} name="email_from_email" label={t('setup.emailFrom')} testId="setup-email-from" type="email" disabled={d} required={v.email_enabled} />
      <TextField form={form} name="email_from_name" label={t('setup.emailFromName')} testId="setup-email-from-name" disabled={d} />
      <TextField form={form} name="email_password" label={t('setup.emailPassword')} testId="setup-email-password" type="password" disabled={d}
        helper={secretHint(v.email_password_set)} placeholder={v.email_password_set ? '••••••' : ''} />
      <Switch label={t('setup.ssl')} checked={v.email_ssl} disabled={d} data-testid="setup-email-ssl" onChange={(e) => form.set('email_ssl', e.currentTarget.checked)} />
      <H5>{t('setup.smsProvider')}</H5>
      <Switch label={t('setup.enable')} checked={v.sms_enabled} disabled={d} data-testid="setup-sms-enabled" onChange={(e) => form.set('sms_enabled', e.currentTarget.checked)} />
      <FormGroup label={t('setup.provider')} labelFor="setup-sms-provider">
        <HTMLSelect id="setup-sms-provider" disabled={d} value={v.sms_provider} data-testid="setup-sms-provider" onChange={(e) => form.set('sms_provider', e.currentTarget.value)}
          options={[{ value: 'aliyun', label: t('setup.providerAliyun') }]} />
      </FormGroup>
      <TextField form={form} name="sms_access_key_id" label={t('setup.accessKeyId')} testId="setup-sms-key-id" disabled={d} required={v.sms_enabled} />
      <TextField form={form} name="sms_access_key_secret" label={t('setup.accessKeySecret')} testId="setup-sms-secret" type="password" disabled={d}
        helper={secretHint(v.sms_secret_set)} placeholder={v.sms_secret_set ? '••••••' : ''} />
      <TextField form={form} name="sms_endpoint" label={t('setup.endpoint')} testId="setup-sms-endpoint" disabled={d} required={v.sms_enabled} />
      <TextField form={form} name="sms_sign_name" label={t('setup.signName')} testId="setup-sms-sign-name" disabled={d} required={v.sms_enabled} />
      <TextField form={form} name="sms_template_code" label={t('setup.templateCode')} testId="setup-sms-template" disabled={d} required={v.sms_enabled} />
      {canEdit && <Button type="submit" intent="primary" text={t('common.save')} loading={saving} data-testid="setup-notification-save" />}
    </form>
  );
}
