/**
 * 4-digit SMS codes, one per phone number and purpose (login, register, reset), valid CAPTCHA_VALID_MS (5 minutes),
 * consumed on use and voided after MAX_WRONG_CODE_TRIES wrong tries (counted in the database, so several servers
 * on one database share the count).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { CAPTCHA_VALID_MS } from '@tessera/sdk/shared';
import type { AppContext } from '../../app-context';
import { businessError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import { AUTH_TEXT } from './messages';

/** A new code may be sent once a minute per number and purpose (the console shows a resend countdown). */
export const CAPTCHA_RESEND_MS = 60_000;
export const MAX_WRONG_CODE_TRIES = 5;
export const CODE_PURPOSES = ['login', 'register', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export async function issueCaptcha(ctx: AppContext, phone: string, purpose: CodePurpose): Promise<string> {
  const now = ctx.clock.now();
  const existing = await ctx.db.selectFrom('captcha').selectAll().where('phone_number', '=', phone).where('purpose', '=', purpose).executeTakeFirst();
  if (existing && existing.sent_at_ms > now - CAPTCHA_RESEND_MS) {
    throw businessError(fill(AUTH_TEXT.captchaTooSoon, { seconds: Math.ceil((existing.sent_at_ms + CAPTCHA_RESEND_MS - now) / 1000) }));
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const fresh = { code, expires_at_ms: now + CAPTCHA_VALID_MS, sent_at_ms: now, wrong_tries: 0 };
  await ctx.db
    .insertInto('captcha')
    .values({ phone_number: phone, purpose, ...fresh })
    .onConflict((oc) => oc.columns(['phone_number', 'purpose']).doUpdateSet(fresh))
    .execute();
  return code;
}

/**
 * True, and the code consumed, when it matches an unexpired code of this purpose. A wrong code counts against
 * the stored one, which dies at the MAX_WRONG_CODE_TRIES-th wrong try.
 */
export async function consumeCaptcha(ctx: AppContext, phone: string, purpose: CodePurpose, code: string): Promise<boolean> {
  const now = ctx.clock.now();
  const row = await ctx.db.selectFrom('captcha').selectAll().where('phone_number', '=', phone).where('purpose', '=', purpose).executeTakeFirst();
  if (!row || row.expires_at_ms <= now) return false;
  if (sameCode(row.code, code)) {
    // Delete-if-still-this-code: of two requests racing with the right code, one wins.
    const gone = await ctx.db
      .deleteFrom('captcha')
      .where('phone_number', '=', phone)
      .where('purpose', '=', purpose)
      .where('code', '=', row.code)
      .where('wrong_tries', '<', MAX_WRONG_CODE_TRIES)
      .executeTakeFirst();
    return Number(gone.numDeletedRows) === 1;
  }
  await ctx.db
    .updateTable('captcha')
    .set({ wrong_tries: sql`wrong_tries + 1` })
    .where('phone_number', '=', phone)
    .where('purpose', '=', purpose)
    .execute();
  await ctx.db.deleteFrom('captcha').where('phone_number', '=', phone).where('wrong_tries', '>=', MAX_WRONG_CODE_TRIES).execute();
  return false;
}

/** Voids every code of a number (its wrong tries ran out). */
export async function voidCaptchas(ctx: AppContext, phone: string): Promise<void> {
  await ctx.db.deleteFrom('captcha').where('phone_number', '=', phone).execute();
}

function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
