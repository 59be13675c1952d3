import { Button, Card, H5, Switch } from '@blueprintjs/core';
import { HttpClient, TextField, useForm, useService, useT } from '@tessera/sdk';
import { notificationsApi, type ServiceRow } from '../api/notifications-api';
import { EMAIL_RULES, emailConfig, SERVICE, toEmailValues, type EmailValues } from './service-values';
import { TestSend } from './test-send';
import { useServiceSave } from './use-service-save';

/** The SMTP server notices are mailed through; the password is write-only. */
export function EmailServiceForm({ rows }: { rows: ServiceRow[] }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const form = useForm<EmailValues>(toEmailValues(rows), EMAIL_RULES);
  const { saving, save } = useServiceSave(form, SERVICE.EMAIL, emailConfig, toEmailValues);
  const v = form.values;
  return (
    <Card data-testid="service-email">
      <form
        aria-label={t('service.email')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <H5>{t('service.email')}</H5>
        <Switch
          label={t('service.enabled')}
          checked={v.enabled}
          data-testid="service-email-enabled"
          onChange={(e) => form.set('enabled', e.currentTarget.checked)}
        />
        <TextField form={form} name="host" label={t('service.host')} testId="service-email-host" required />
        <TextField form={form} name="port" label={t('service.port')} testId="service-email-port" type="number" required />
        <Switch label={t('service.ssl')} checked={v.ssl} data-testid="service-email-ssl" onChange={(e) => form.set('ssl', e.currentTarget.checked)} />
        <TextField form={form} name="from_email" label={t('service.fromEmail')} testId="service-email-from" type="email" required />
        <TextField form={form} name="from_name" label={t('service.fromName')} testId="service-email-from-name" />
        <TextField form={form} name="user" label={t('service.user')} testId="service-email-user" helper={t('service.userHint')} />
        <TextField
          form={form}
          name="from_password"
          label={t('service.password')}
          testId="service-email-password"
          type="password"
          helper={t(v.secret_set ? 'service.secretSet' : 'service.secretNotSet')}
          placeholder={v.secret_set ? '••••••' : ''}
        />
        <Button type="submit" intent="primary" text={t('common.save')} loading={saving} data-testid="service-email-save" />
      </form>
      <TestSend
        testId="service-email-test"
        targetLabel={t('service.testEmail')}
        contentLabel={t('service.testContent')}
        defaultContent={t('service.testText')}
        send={(email, content) => notificationsApi.testEmail(http, { email, content })}
      />
    </Card>
  );
}
