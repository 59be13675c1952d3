/** A plugin's secret: random, shown once, stored only as its SHA-256 (a leaked database does not let anyone sign in). */
import { createHash, randomBytes } from 'node:crypto';

export const SECRET_HEADER = 'x-plugin-secret';

export const newSecret = (): string => `tpp_${randomBytes(24).toString('base64url')}`;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The secret a request carries (`X-Plugin-Secret`), or '' when absent or malformed. */
export function secretOf(headers: Record<string, string | string[] | undefined> | undefined): string {
  const v = headers?.[SECRET_HEADER];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.length <= 128 ? s.trim() : '';
}
