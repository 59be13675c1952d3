/** 4-digit SMS codes, one per phone number, valid CAPTCHA_VALID_MS (5 minutes), consumed on use. */
import { randomInt } from 'node:crypto';
import { CAPTCHA_VALID_MS } from '../../../../sdk/src/shared/constants';
import type { AppContext } from '../../app-context';
import { businessError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import { AUTH_TEXT } from './messages';

/** A new code may be sent once a minute per number (the console shows a resend countdown). */
export const CAPTCHA_RESEND_MS = 60_000;

export async function issueCaptcha(ctx: AppContext, phone: string): Promise<string> {
  const now = ctx.clock.now();
  const existing = await ctx.db.selectFrom('captcha').selectAll().where('phone_number', '=', phone).executeTakeFirst();
  if (existing && existing.sent_at_ms > now - CAPTCHA_RESEND_MS) {
    throw businessError(fill(AUTH_TEXT.captchaTooSoon, { seconds: Math.ceil((existing.sent_at_ms + CAPTCHA_RESEND_MS - now) / 1000) }));
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await ctx.db.insertInto('captcha').values({ phone_number: phone, code, expires_at_ms: now + CAPTCHA_VALID_MS, sent_at_ms: now })
    .onConflict((oc) => oc.column('phone_number').doUpdateSet({ code, expires_at_ms: now + CAPTCHA_VALID_MS, sent_at_ms: now }))
    .execute();
  return code;
}

/** True and consumed when the code matches and has not expired. */
export async function consumeCaptcha(ctx: AppContext, phone: string, code: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('captcha').selectAll().where('phone_number', '=', phone).executeTakeFirst();
  if (!row || row.code !== code || row.expires_at_ms <= ctx.clock.now()) return false;
  await ctx.db.deleteFrom('captcha').where('phone_number', '=', phone).execute();
  return true;
}
