/** The SMS adapter seam: a configured provider sends one text (template providers use `params`, gateways `text`). */
import type { SmsConfig } from '../service-config';
import { AliyunSms } from './aliyun-sms';
import { postSigned } from './webhook-post';

export interface SmsMessage {
  phone: string;
  /** The whole message, for providers that take free text. */
  text: string;
  /** Template variables, for providers that only send registered templates (Aliyun). */
  params: Record<string, string>;
}

export interface SmsProvider {
  /** Resolves with the provider's answer; rejects with its refusal. */
  send(message: SmsMessage): Promise<string>;
}

/** "Webhook SMS": a JSON POST `{phone_number, content, params}` signed like the webhook channel. */
class WebhookSms implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly secret: string,
  ) {}
  send(m: SmsMessage): Promise<string> {
    return postSigned(this.url, this.secret, { phone_number: m.phone, content: m.text, params: m.params });
  }
}

export function smsProviderOf(config: SmsConfig, now: () => number): SmsProvider {
  return config.cloud_type === 1 ? new AliyunSms(config, now) : new WebhookSms(config.url, config.secret);
}
