/**
 * The SYS_ADMIN notification service configuration: one JSON config per notice type, checked by a closed schema,
 * whose secrets are write-only (read back as `*_set` flags; an empty secret on save keeps the stored one).
 */
import { localize } from '../../i18n/localized-text';
import Ajv, { type ValidateFunction } from 'ajv';
import { describeValidationError } from '../../http/validation-message';

/** 1 SMS alarm, 2 e-mail, 3 SMS verification code (the captcha), 4 webhook. */
export const NOTICE_TYPES = [1, 2, 3, 4] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE = { SMS_ALARM: 1, EMAIL: 2, SMS_CODE: 3, WEBHOOK: 4 } as const;

export interface EmailConfig {
  host: string;
  port: number;
  ssl: boolean;
  from_email: string;
  from_name: string;
  user: string;
  from_password: string;
}
/** Aliyun SMS (`cloud_type` 1): the `SendSms` RPC API; `endpoint` may carry a scheme (tests point it at a local server). */
export interface AliyunSmsConfig {
  cloud_type: 1;
  access_key_id: string;
  access_key_secret: string;
  endpoint: string;
  region_id: string;
  sign_name: string;
  template_code: string;
}
/** "Webhook SMS" (`cloud_type` 2): a signed JSON POST to a gateway the operator runs. */
export interface WebhookSmsConfig {
  cloud_type: 2;
  url: string;
  secret: string;
}
export type SmsConfig = AliyunSmsConfig | WebhookSmsConfig;
export interface WebhookConfig {
  payload_url: string;
  secret: string;
}

export type ServiceConfig = EmailConfig | SmsConfig | WebhookConfig;

const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength });
const url = { type: 'string', minLength: 1, maxLength: 2048, pattern: '^https?://[^\\s]+$' };
const closed = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', additionalProperties: false, properties, required });

const EMAIL_SCHEMA = closed(
  {
    host: str(255, 1),
    port: { type: 'integer', minimum: 1, maximum: 65535 },
    ssl: { type: 'boolean' },
    from_email: str(254, 1),
    from_name: str(100),
    user: str(254),
    from_password: str(256),
  },
  ['host', 'port', 'from_email'],
);
const ALIYUN_SCHEMA = closed(
  {
    cloud_type: { const: 1 },
    access_key_id: str(128, 1),
    access_key_secret: str(256),
    endpoint: str(255, 1),
    region_id: str(64),
    sign_name: str(100, 1),
    template_code: str(100, 1),
  },
  ['cloud_type', 'access_key_id', 'endpoint', 'sign_name', 'template_code'],
);
const WEBHOOK_SMS_SCHEMA = closed({ cloud_type: { const: 2 }, url, secret: str(256) }, ['cloud_type', 'url']);
const WEBHOOK_SCHEMA = closed({ payload_url: url, secret: str(256) }, ['payload_url']);

const ajv = new Ajv({ allErrors: false, strict: false });
const email = ajv.compile(EMAIL_SCHEMA);
const webhook = ajv.compile(WEBHOOK_SCHEMA);
const smsByProvider: Record<number, ValidateFunction> = { 1: ajv.compile(ALIYUN_SCHEMA), 2: ajv.compile(WEBHOOK_SMS_SCHEMA) };

/** The schema a value is checked against: SMS configs by their provider, so errors name the provider's fields. */
function validatorFor(type: NoticeType, value: unknown): ValidateFunction | string {
  if (type === NOTICE.EMAIL) return email;
  if (type === NOTICE.WEBHOOK) return webhook;
  const provider = value && typeof value === 'object' ? (value as Record<string, unknown>).cloud_type : undefined;
  return smsByProvider[provider as number] ?? 'config.cloud_type: must be 1 (Aliyun SMS) or 2 (webhook SMS)';
}

/** The field that holds the secret of a config, by type (and SMS provider). */
function secretField(type: NoticeType, config: Record<string, unknown>): string {
  if (type === NOTICE.EMAIL) return 'from_password';
  if (type === NOTICE.WEBHOOK) return 'secret';
  return config.cloud_type === 1 ? 'access_key_secret' : 'secret';
}

export type ConfigCheck = { ok: true; config: ServiceConfig } | { ok: false; detail: string };

/** Parses (a JSON string or an object) and checks a config; fills defaults the schema leaves optional. */
export function checkServiceConfig(type: NoticeType, raw: unknown): ConfigCheck {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, detail: 'config: must be a JSON object' };
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, detail: 'config: must be a JSON object' };
  const validate = validatorFor(type, value);
  if (typeof validate === 'string') return { ok: false, detail: validate };
  if (!validate(value)) {
    // The field path and rule read the same in every language; the surrounding message is localized by the caller.
    const detail = localize(describeValidationError(validate.errors ?? []), 'en');
    return { ok: false, detail: detail.startsWith('body:') ? `config${detail.slice(4)}` : `config.${detail}` };
  }
  const v = value as Record<string, unknown>;
  if (type === NOTICE.EMAIL) return { ok: true, config: { ssl: false, from_name: '', user: '', from_password: '', ...v } as EmailConfig };
  if (type === NOTICE.WEBHOOK) return { ok: true, config: { secret: '', ...v } as WebhookConfig };
  if (v.cloud_type === 1) return { ok: true, config: { access_key_secret: '', region_id: 'cn-hangzhou', ...v } as AliyunSmsConfig };
  return { ok: true, config: { secret: '', ...v } as WebhookSmsConfig };
}

/** An empty secret keeps the stored one (same provider only: a new provider needs its own secret). */
export function keepStoredSecret(type: NoticeType, next: ServiceConfig, stored: ServiceConfig | undefined): ServiceConfig {
  const field = secretField(type, next as unknown as Record<string, unknown>);
  const n = next as unknown as Record<string, unknown>;
  const s = stored as unknown as Record<string, unknown> | undefined;
  if (n[field] || !s || s.cloud_type !== n.cloud_type || typeof s[field] !== 'string') return next;
  return { ...n, [field]: s[field] } as unknown as ServiceConfig;
}

/** What the console reads: the secret blanked, with `<field>_set` saying whether one is stored. */
export function maskSecret(type: NoticeType, config: ServiceConfig): Record<string, unknown> {
  const c = { ...(config as unknown as Record<string, unknown>) };
  const field = secretField(type, c);
  const set = !!c[field];
  c[field] = '';
  return { ...c, [`${field}_set`]: set };
}

/** The secret fields of every config type, for tests and logs that must never show them. */
export const SECRET_FIELDS = ['from_password', 'access_key_secret', 'secret'] as const;
