/**
 * Aliyun (Alibaba Cloud) SMS, `SendSms` of API version 2017-05-25 over the RPC style: the parameters are signed
 * with HMAC-SHA1 over the canonical query string (signature version 1.0) and sent as a GET query.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../service-config';
import type { SmsMessage, SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;

/** RFC 3986 encoding as Aliyun requires: encodeURIComponent plus `!'()*`, spaces as %20. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical query string and the signature of a GET request with these parameters. */
export function signRpc(params: Record<string, string>, accessKeySecret: string): { query: string; signature: string } {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const stringToSign = `GET&${percentEncode('/')}&${percentEncode(query)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
  return { query, signature };
}

function baseUrl(endpoint: string): string {
  const e = endpoint.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(e) ? e : `https://${e}`;
}

export class AliyunSms implements SmsProvider {
  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly now: () => number,
  ) {}

  async send(message: SmsMessage): Promise<string> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.access_key_id,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.phone,
      RegionId: this.config.region_id || 'cn-hangzhou',
      SignName: this.config.sign_name,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.template_code,
      TemplateParam: JSON.stringify(message.params),
      Timestamp: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const { query, signature } = signRpc(params, this.config.access_key_secret);
    const url = `${baseUrl(this.config.endpoint)}/?Signature=${percentEncode(signature)}&${query}`;
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      throw new Error(`Aliyun SMS: ${cause?.code ?? (err as Error).message}`, { cause: err });
    }
    const text = await res.text();
    let answer: { Code?: string; Message?: string; BizId?: string };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new Error(`Aliyun SMS: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    if (answer.Code !== 'OK') throw new Error(`Aliyun SMS: ${answer.Code ?? `HTTP ${res.status}`} ${answer.Message ?? ''}`.trim());
    return `OK ${answer.BizId ?? ''}`.trim();
  }
}
