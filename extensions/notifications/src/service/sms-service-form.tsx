import { Button, Card, FormGroup, H5, HTMLSelect, Switch } from '@blueprintjs/core';
import { HttpClient, TextField, useForm, useService, useT } from '@tessera/sdk';
import { notificationsApi, type ServiceRow } from '../api/notifications-api';
import { SERVICE, SMS_RULES, smsConfig, toSmsValues, type SmsValues } from './service-values';
import { TestSend } from './test-send';
import { useServiceSave } from './use-service-save';

export interface SmsServiceFormProps {
  rows: ServiceRow[];
  /** 1 alarm SMS (template variables level, name, time) or 3 verification codes (variable code). */
  type: typeof SERVICE.SMS_ALARM | typeof SERVICE.SMS_CODE;
}

/** An SMS provider: Aliyun SMS (signed `SendSms` calls) or a webhook SMS gateway; secrets are write-only. */
export function SmsServiceForm({ rows, type }: SmsServiceFormProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const toValues = (r: ServiceRow[]) => toSmsValues(r, type);
  const form = useForm<SmsValues>(toValues(rows), SMS_RULES);
  const { saving, save } = useServiceSave(form, type, smsConfig, toValues);
  const v = form.values;
  const id = `service-sms-${type}`;
  const secretHelper = t(v.secret_set ? 'service.secretSet' : 'service.secretNotSet');
  return (
    <Card data-testid={id}>
      <form
        aria-label={t(`service.sms_${type}`)}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <H5>{t(`service.sms_${type}`)}</H5>
        <Switch label={t('service.enabled')} checked={v.enabled} data-testid={`${id}-enabled`} onChange={(e) => form.set('enabled', e.currentTarget.checked)} />
        <FormGroup label={t('service.provider')} labelFor={`${id}-provider`}>
          <HTMLSelect
            id={`${id}-provider`}
            data-testid={`${id}-provider`}
            value={v.cloud_type}
            onChange={(e) => form.set('cloud_type', Number(e.currentTarget.value) as 1 | 2)}
            options={[
              { value: 1, label: t('service.providerAliyun') },
              { value: 2, label: t('service.providerWebhook') },
            ]}
          />
        </FormGroup>
        {v.cloud_type === 1 ? (
          <>
            <TextField form={form} name="access_key_id" label={t('service.accessKeyId')} testId={`${id}-key-id`} required />
            <TextField
              form={form}
              name="access_key_secret"
              label={t('service.accessKeySecret')}
              testId={`${id}-key-secret`}
              type="password"
              helper={secretHelper}
              placeholder={v.secret_set ? '••••••' : ''}
            />
            <TextField form={form} name="endpoint" label={t('service.endpoint')} testId={`${id}-endpoint`} required />
            <TextField form={form} name="region_id" label={t('service.region')} testId={`${id}-region`} />
            <TextField form={form} name="sign_name" label={t('service.signName')} testId={`${id}-sign-name`} required />
            <TextField
              form={form}
              name="template_code"
              label={t('service.templateCode')}
              testId={`${id}-template`}
              required
              helper={t(type === SERVICE.SMS_ALARM ? 'service.alarmTemplateHint' : 'service.codeTemplateHint')}
            />
          </>
        ) : (
          <>
            <TextField form={form} name="url" label={t('service.gatewayUrl')} testId={`${id}-url`} placeholder="https://" required />
            <TextField
              form={form}
              name="secret"
              label={t('service.webhookSecret')}
              testId={`${id}-secret`}
              type="password"
              helper={secretHelper}
              placeholder={v.secret_set ? '••••••' : ''}
            />
          </>
        )}
        <Button type="submit" intent="primary" text={t('common.save')} loading={saving} data-testid={`${id}-save`} />
      </form>
      <TestSend
        testId={`${id}-test`}
        targetLabel={t('service.testPhone')}
        contentLabel={t(type === SERVICE.SMS_ALARM ? 'service.alarmContent' : 'service.codeContent')}
        defaultContent={type === SERVICE.SMS_ALARM ? t('service.alarmSample') : '1234'}
        send={(phone_number, content) => notificationsApi.testSms(http, { phone_number, content })}
      />
    </Card>
  );
}
