import { rules, type FormRules } from '@tessera/sdk';
import type { NotificationSettings } from '../api/settings-api';

/** The notification settings flattened for one form. Secrets start empty: typing one replaces the stored one. */
export interface NotificationValues {
  email_enabled: boolean;
  email_host: string;
  email_port: number | '';
  email_from_email: string;
  email_from_name: string;
  email_ssl: boolean;
  email_password: string;
  email_password_set: boolean;
  sms_enabled: boolean;
  sms_provider: string;
  sms_access_key_id: string;
  sms_access_key_secret: string;
  sms_secret_set: boolean;
  sms_endpoint: string;
  sms_sign_name: string;
  sms_template_code: string;
}

const whenEmail = (rule: (v: unknown, values: NotificationValues) => string | null) => (v: unknown, values: NotificationValues) => (values.email_enabled ? rule(v, values) : null);
const whenSms = (rule: (v: unknown, values: NotificationValues) => string | null) => (v: unknown, values: NotificationValues) => (values.sms_enabled ? rule(v, values) : null);
const port = (v: unknown) => (v === '' || v === undefined || (Number.isInteger(Number(v)) && Number(v) > 0 && Number(v) < 65536) ? null : 'setup.portInvalid');

/** Only an enabled channel needs its fields; the address must be an email either way. */
export const NOTIFICATION_RULES: FormRules<NotificationValues> = {
  email_host: [whenEmail(rules.required())],
  email_port: [whenEmail(rules.required()), port],
  email_from_email: [whenEmail(rules.required()), rules.email()],
  sms_access_key_id: [whenSms(rules.required())],
  sms_endpoint: [whenSms(rules.required())],
  sms_sign_name: [whenSms(rules.required())],
  sms_template_code: [whenSms(rules.required())],
};

export function toNotificationValues(s?: Partial<NotificationSettings>): NotificationValues {
  const e = s?.email;
  const m = s?.sms;
  return {
    email_enabled: !!e?.enabled, email_host: e?.host ?? '', email_port: e?.port ?? '', email_from_email: e?.from_email ?? '',
    email_from_name: e?.from_name ?? '', email_ssl: !!e?.ssl, email_password: '', email_password_set: !!e?.from_password_set,
    sms_enabled: !!m?.enabled, sms_provider: m?.provider || 'aliyun', sms_access_key_id: m?.access_key_id ?? '', sms_access_key_secret: '',
    sms_secret_set: !!m?.access_key_secret_set, sms_endpoint: m?.endpoint ?? '', sms_sign_name: m?.sign_name ?? '', sms_template_code: m?.template_code ?? '',
  };
}

/** The update body: a secret is sent only when the user typed one (an absent secret keeps the stored one). */
export function toNotificationUpdate(v: NotificationValues): NotificationSettings {
  return {
    email: {
      enabled: v.email_enabled, host: v.email_host.trim(), port: v.email_port === '' ? '' : Number(v.email_port), from_email: v.email_from_email.trim(),
      from_name: v.email_from_name, ssl: v.email_ssl, ...(v.email_password ? { from_password: v.email_password } : {}),
    },
    sms: {
      enabled: v.sms_enabled, provider: v.sms_provider, access_key_id: v.sms_access_key_id.trim(), endpoint: v.sms_endpoint.trim(),
      sign_name: v.sms_sign_name, template_code: v.sms_template_code.trim(),
      ...(v.sms_access_key_secret ? { access_key_secret: v.sms_access_key_secret } : {}),
    },
  };
}
