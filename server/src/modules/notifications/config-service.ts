/**
 * The notification service configuration (SYS_ADMIN): e-mail (SMTP), SMS (Aliyun or a webhook gateway) for alarms
 * and for verification codes, and the default webhook; the test sends that report the provider's answer; and the
 * configured code SMS as the server's SMS edge (login and sign-up captchas).
 */
import type { AppContext, SmsSender } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { fill, type Lang } from '../../i18n/localized-text';
import { isEmail, isMobile } from '@tessera/sdk/shared';
import { unixSeconds } from '../../storage/database';
import { sendMail } from './channels/email-sender';
import { smsProviderOf, type SmsMessage } from './channels/sms-provider';
import { postSigned } from './channels/webhook-post';
import { NOTICE_TEXT } from './messages';
import { RECORD_TYPE } from './outbox-worker';
import {
  checkServiceConfig,
  keepStoredSecret,
  maskSecret,
  NOTICE,
  NOTICE_TYPES,
  type EmailConfig,
  type NoticeType,
  type ServiceConfig,
  type SmsConfig,
  type WebhookConfig,
} from './service-config';
import * as store from './store';

export interface ConfigSave {
  notice_type: NoticeType;
  config: string | Record<string, unknown>;
  status: 0 | 1;
}
export interface TestEmail {
  email: string;
  content: string;
  host?: string;
  port?: number;
  ssl?: boolean;
  from_email?: string;
  from_name?: string;
  user?: string;
  from_password?: string;
}
export interface TestMessage {
  phone_number: string | number;
  content: string;
}
export interface TestWebhook {
  payload_url?: string;
  secret?: string;
  content: string;
}

/** The spec's limit on the SMS alarm template variables "level,name,time". */
const SMS_PARAMS_MAX = 35;

export class NotificationConfigService {
  constructor(private readonly ctx: AppContext) {}

  private async stored(type: NoticeType): Promise<{ config: ServiceConfig; status: number } | undefined> {
    const row = await store.readService(this.ctx.db, type);
    if (!row) return undefined;
    const check = checkServiceConfig(type, row.config);
    return check.ok ? { config: check.config, status: row.status } : undefined;
  }

  /** The config of an enabled service, or undefined. */
  async active<T extends ServiceConfig>(type: NoticeType): Promise<T | undefined> {
    const s = await this.stored(type);
    return s && s.status === 1 ? (s.config as T) : undefined;
  }

  /** `[{id, notice_type, config (JSON, secret blanked + *_set), status}]`, of one type or all. */
  async detail(type?: NoticeType) {
    const out = [];
    for (const t of type ? [type] : NOTICE_TYPES) {
      const s = await this.stored(t);
      if (s) out.push({ id: String(t), notice_type: t, config: JSON.stringify(maskSecret(t, s.config)), status: s.status });
    }
    return out;
  }

  async save(body: ConfigSave) {
    const check = checkServiceConfig(body.notice_type, body.config);
    if (!check.ok) throw validationError(fill(NOTICE_TEXT.configInvalid, { detail: check.detail }));
    if (body.notice_type === NOTICE.EMAIL) {
      const from = (check.config as EmailConfig).from_email;
      if (!isEmail(from)) throw validationError(fill(NOTICE_TEXT.emailInvalid, { value: from }));
    }
    const config = keepStoredSecret(body.notice_type, check.config, (await this.stored(body.notice_type))?.config);
    await store.writeService(this.ctx.db, body.notice_type, JSON.stringify(config), body.status, unixSeconds(this.ctx.clock.now()));
    return ok(await this.detail(body.notice_type), NOTICE_TEXT.saved);
  }

  /** Sends a test mail with the given settings over the stored ones (the stored password when none is given). */
  async testEmail(b: TestEmail, lang: Lang) {
    if (!isEmail(b.email)) throw validationError(fill(NOTICE_TEXT.emailInvalid, { value: b.email }));
    const stored = (await this.stored(NOTICE.EMAIL))?.config as EmailConfig | undefined;
    const given = Object.fromEntries(Object.entries(b).filter(([k, v]) => v !== undefined && v !== '' && k !== 'email' && k !== 'content'));
    const merged: Record<string, unknown> = { ...stored, ...given };
    // The stored password only ever goes to the stored server: a test against another host must bring its own.
    if (!b.from_password && stored && (merged.host !== stored.host || merged.port !== stored.port)) merged.from_password = '';
    const check = checkServiceConfig(NOTICE.EMAIL, merged);
    if (!check.ok) throw validationError(fill(NOTICE_TEXT.configInvalid, { detail: check.detail }));
    const config = check.config as EmailConfig;
    return this.report('email', b.email, b.content, () => sendMail(config, { to: b.email, subject: NOTICE_TEXT.testSubject[lang], text: b.content }));
  }

  /** "level,name,time" goes through the alarm template, a single value through the code template (as `{code}`). */
  async testMessage(b: TestMessage) {
    const phone = String(b.phone_number);
    if (!isMobile(phone)) throw validationError(fill(NOTICE_TEXT.phoneInvalid, { value: phone }));
    const parts = b.content.split(',');
    if (parts.length !== 1 && parts.length !== 3) throw businessError(NOTICE_TEXT.messageTypeUnsupported);
    if (b.content.length > SMS_PARAMS_MAX) throw validationError(NOTICE_TEXT.smsParamTooLong);
    const type = parts.length === 3 ? NOTICE.SMS_ALARM : NOTICE.SMS_CODE;
    const config = await this.active<SmsConfig>(type);
    if (!config) throw businessError(NOTICE_TEXT.notConfigured);
    const params: Record<string, string> = parts.length === 3 ? { level: parts[0], name: parts[1], time: parts[2] } : { code: parts[0] };
    const provider = smsProviderOf(config, () => this.ctx.clock.now());
    return this.report('sms', phone, b.content, () => provider.send({ phone, text: b.content, params }), type);
  }

  async testWebhook(b: TestWebhook) {
    const stored = (await this.stored(NOTICE.WEBHOOK))?.config as WebhookConfig | undefined;
    const url = b.payload_url || stored?.payload_url;
    if (!url) throw businessError(NOTICE_TEXT.notConfigured);
    if (!/^https?:\/\/\S+$/.test(url)) throw validationError(NOTICE_TEXT.urlInvalid);
    const secret = b.secret || (stored && stored.payload_url === url ? stored.secret : '');
    const payload = { subject: 'test', content: b.content, source: 'test', time: new Date(this.ctx.clock.now()).toISOString() };
    return this.report('webhook', url, b.content, () => postSigned(url, secret, payload));
  }

  /** Runs a test send, records it (platform record: no tenant) and answers with the provider's reply either way. */
  private async report(channel: string, target: string, content: string, send: () => Promise<string>, recordType = RECORD_TYPE[channel]) {
    let answer = '';
    let error = '';
    try {
      answer = await send();
    } catch (err) {
      error = (err as Error).message || String(err);
    }
    await store.insertRecord(this.ctx.db, {
      tenant_id: null,
      outbox_id: null,
      group_id: null,
      notification_type: recordType,
      channel,
      send_target: target,
      send_content: content,
      send_result: error ? 2 : 1,
      attempt: 1,
      error: (error || answer).slice(0, 1000),
      send_time: unixSeconds(this.ctx.clock.now()),
    });
    if (error) throw businessError(fill(NOTICE_TEXT.sendFailed, { detail: error.slice(0, 500) }));
    return ok({ answer }, fill(NOTICE_TEXT.sent, { answer: answer.slice(0, 200) }));
  }

  /** The SMS edge for captchas: the enabled code SMS service; `configured()` false leaves codes to the server log. */
  captchaSms(): SmsSender {
    return {
      configured: async () => !!(await this.active(NOTICE.SMS_CODE)),
      send: async (phone, text) => {
        const config = await this.active<SmsConfig>(NOTICE.SMS_CODE);
        if (!config) throw businessError(NOTICE_TEXT.notConfigured);
        const message: SmsMessage = { phone, text, params: { code: /\d{4,8}/.exec(text)?.[0] ?? text } };
        try {
          const answer = await smsProviderOf(config, () => this.ctx.clock.now()).send(message);
          this.ctx.log.debug(`captcha SMS to ${phone}: ${answer}`);
        } catch (err) {
          throw businessError(fill(NOTICE_TEXT.sendFailed, { detail: ((err as Error).message || String(err)).slice(0, 500) }));
        }
      },
    };
  }
}
