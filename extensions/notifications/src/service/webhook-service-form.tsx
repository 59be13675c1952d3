import { Button, Card, H5, Switch } from '@blueprintjs/core';
import { HttpClient, TextField, useForm, useService, useT } from '@tessera/sdk';
import { notificationsApi, type ServiceRow } from '../api/notifications-api';
import { SERVICE, toWebhookValues, WEBHOOK_RULES, webhookConfig, type WebhookValues } from './service-values';
import { TestSend } from './test-send';
import { useServiceSave } from './use-service-save';

/** The default webhook: JSON POSTs signed with HMAC-SHA256 (`X-Signature-256`) using a write-only secret. */
export function WebhookServiceForm({ rows }: { rows: ServiceRow[] }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const form = useForm<WebhookValues>(toWebhookValues(rows), WEBHOOK_RULES);
  const { saving, save } = useServiceSave(form, SERVICE.WEBHOOK, webhookConfig, toWebhookValues);
  const v = form.values;
  return (
    <Card data-testid="service-webhook">
      <form
        aria-label={t('service.webhook')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <H5>{t('service.webhook')}</H5>
        <Switch
          label={t('service.enabled')}
          checked={v.enabled}
          data-testid="service-webhook-enabled"
          onChange={(e) => form.set('enabled', e.currentTarget.checked)}
        />
        <TextField form={form} name="payload_url" label={t('service.webhookUrl')} testId="service-webhook-url" placeholder="https://" required />
        <TextField
          form={form}
          name="secret"
          label={t('service.webhookSecret')}
          testId="service-webhook-secret"
          type="password"
          helper={t(v.secret_set ? 'service.secretSet' : 'service.signatureHint')}
          placeholder={v.secret_set ? '••••••' : ''}
        />
        <Button type="submit" intent="primary" text={t('common.save')} loading={saving} data-testid="service-webhook-save" />
      </form>
      <TestSend
        testId="service-webhook-test"
        contentLabel={t('service.testContent')}
        defaultContent={t('service.testText')}
        send={(_target, content) => notificationsApi.testWebhook(http, { content })}
      />
    </Card>
  );
}
