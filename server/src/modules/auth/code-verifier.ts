/**
 * Every route that checks an SMS code (captcha login, tenant sign-up, password reset) goes through here: at most
 * MAX_WRONG_CODE_TRIES wrong codes per phone number and per client address, then an exponential back-off, and the
 * number's codes die. The caller answers one message for every kind of failure.
 */
import type { AppContext } from '../../app-context';
import { businessError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import { BackoffGuard } from './backoff-guard';
import { MAX_WRONG_CODE_TRIES, consumeCaptcha, voidCaptchas, type CodePurpose } from './captcha-store';
import { CODE_TRIES_EXHAUSTED } from './messages';

/** First lock one minute, then 2, 4, 8 … minutes, at most a day; a day without a wrong try forgets the key. */
export const CODE_BACKOFF = { maxWrong: MAX_WRONG_CODE_TRIES, baseMs: 60_000, maxMs: 86_400_000, forgetMs: 86_400_000 };

export class CodeVerifier {
  private readonly guard: BackoffGuard;

  constructor(private readonly ctx: AppContext) {
    this.guard = new BackoffGuard(ctx.clock, CODE_BACKOFF);
  }

  /** Whether the code is right (then consumed); throws the back-off message while number or address is locked. */
  async check(phone: string, purpose: CodePurpose, code: string, ip: string): Promise<boolean> {
    const phoneKey = `phone:${phone}`;
    const ipKey = `ip:${ip}`;
    let wait = this.guard.begin(phoneKey);
    if (wait === 0) {
      wait = this.guard.begin(ipKey);
      if (wait > 0) this.guard.succeeded(phoneKey);
    }
    if (wait > 0) throw businessError(fill(CODE_TRIES_EXHAUSTED, { minutes: Math.ceil(wait / 60_000) }));
    if (await consumeCaptcha(this.ctx, phone, purpose, code)) {
      this.guard.reset(phoneKey);
      this.guard.succeeded(ipKey);
      return true;
    }
    if (this.guard.failed(phoneKey)) await voidCaptchas(this.ctx, phone);
    this.guard.failed(ipKey);
    return false;
  }
}
