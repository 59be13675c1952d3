/**
 * App secrets at rest. Verifying `hex(hash(timestamp + secret))` needs the secret itself, so it cannot be stored as a
 * one-way hash; it is encrypted with AES-256-GCM under a key kept in the `server_secret` table (shared by every
 * server of a deployment). The clear secret is shown once, when it is issued.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(secret, 'utf8'), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open(box: string): string {
    const [v, iv, tag, body] = box.split('.');
    if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown secret box format');
    const d = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
  }
}

/** 32 characters of [A-Za-z0-9]: app keys and secrets. */
export function randomKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(64);
  let out = '';
  for (const b of bytes) {
    if (b >= 248) continue; // 248 = 4 × 62: keeps the draw uniform
    out += alphabet[b % 62];
    if (out.length === 32) break;
  }
  return out.length === 32 ? out : randomKey();
}
