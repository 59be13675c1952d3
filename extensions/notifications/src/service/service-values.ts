import { rules, type FormRules } from '@tessera/sdk';
import type { ServiceRow } from '../api/notifications-api';

/** Notice types of the service configuration: 1 SMS alarm, 2 e-mail, 3 SMS verification code, 4 webhook. */
export const SERVICE = { SMS_ALARM: 1, EMAIL: 2, SMS_CODE: 3, WEBHOOK: 4 } as const;

export interface EmailValues {
  enabled: boolean;
  host: string;
  port: number | '';
  ssl: boolean;
  from_email: string;
  from_name: string;
  user: string;
  from_password: string;
  secret_set: boolean;
}
export interface SmsValues {
  enabled: boolean;
  cloud_type: 1 | 2;
  access_key_id: string;
  access_key_secret: string;
  endpoint: string;
  region_id: string;
  sign_name: string;
  template_code: string;
  url: string;
  secret: string;
  secret_set: boolean;
}
export interface WebhookValues {
  enabled: boolean;
  payload_url: string;
  secret: string;
  secret_set: boolean;
}

const URL_PATTERN = /^https?:\/\/\S+$/;
const port = (v: unknown) => (v === '' || (Number.isInteger(Number(v)) && Number(v) > 0 && Number(v) < 65536) ? null : 'service.portInvalid');
const forProvider = (type: 1 | 2, rule: (v: unknown, values: SmsValues) => string | null) => (v: unknown, values: SmsValues) =>
  values.cloud_type === type ? rule(v, values) : null;

export const EMAIL_RULES: FormRules<EmailValues> = {
  host: [rules.required(), rules.maxLength(255)],
  port: [rules.required(), port],
  from_email: [rules.required(), rules.email()],
  user: [rules.maxLength(254)],
};
export const SMS_RULES: FormRules<SmsValues> = {
  access_key_id: [forProvider(1, rules.required())],
  endpoint: [forProvider(1, rules.required())],
  sign_name: [forProvider(1, rules.required())],
  template_code: [forProvider(1, rules.required())],
  url: [forProvider(2, rules.required()), rules.pattern(URL_PATTERN, 'service.urlInvalid')],
};
export const WEBHOOK_RULES: FormRules<WebhookValues> = {
  payload_url: [rules.required(), rules.pattern(URL_PATTERN, 'service.urlInvalid')],
};

function configOf(rows: ServiceRow[], type: number): { config: Record<string, any>; enabled: boolean } {
  const row = rows.find((r) => r.notice_type === type);
  try {
    return { config: row ? JSON.parse(row.config) : {}, enabled: row?.status === 1 };
  } catch {
    return { config: {}, enabled: false };
  }
}

export function toEmailValues(rows: ServiceRow[]): EmailValues {
  const { config: c, enabled } = configOf(rows, SERVICE.EMAIL);
  return {
    enabled,
    host: c.host ?? '',
    port: c.port ?? 465,
    ssl: c.ssl ?? true,
    from_email: c.from_email ?? '',
    from_name: c.from_name ?? '',
    user: c.user ?? '',
    from_password: '',
    secret_set: !!c.from_password_set,
  };
}

export function toSmsValues(rows: ServiceRow[], type: number): SmsValues {
  const { config: c, enabled } = configOf(rows, type);
  return {
    enabled,
    cloud_type: c.cloud_type === 2 ? 2 : 1,
    access_key_id: c.access_key_id ?? '',
    access_key_secret: '',
    endpoint: c.endpoint ?? 'dysmsapi.aliyuncs.com',
    region_id: c.region_id ?? 'cn-hangzhou',
    sign_name: c.sign_name ?? '',
    template_code: c.template_code ?? '',
    url: c.url ?? '',
    secret: '',
    secret_set: !!(c.access_key_secret_set || c.secret_set),
  };
}

export function toWebhookValues(rows: ServiceRow[]): WebhookValues {
  const { config: c, enabled } = configOf(rows, SERVICE.WEBHOOK);
  return { enabled, payload_url: c.payload_url ?? '', secret: '', secret_set: !!c.secret_set };
}

/** The configs to save. A secret left empty is sent empty: the server keeps the stored one. */
export function emailConfig(v: EmailValues) {
  return {
    host: v.host.trim(),
    port: Number(v.port),
    ssl: v.ssl,
    from_email: v.from_email.trim(),
    from_name: v.from_name,
    user: v.user.trim(),
    from_password: v.from_password,
  };
}

export function smsConfig(v: SmsValues) {
  return v.cloud_type === 1
    ? {
        cloud_type: 1,
        access_key_id: v.access_key_id.trim(),
        access_key_secret: v.access_key_secret,
        endpoint: v.endpoint.trim(),
        region_id: v.region_id.trim(),
        sign_name: v.sign_name,
        template_code: v.template_code.trim(),
      }
    : { cloud_type: 2, url: v.url.trim(), secret: v.secret };
}

export function webhookConfig(v: WebhookValues) {
  return { payload_url: v.payload_url.trim(), secret: v.secret };
}
