/** Session rules: login (password or SMS code), refresh, logout, captcha, tenant sign-up, password reset. */
import { randomBytes } from 'node:crypto';
import { isEmail, isMobile, isPassword, REMEMBERED_TOKEN_TTL_SECONDS, ResponseCode, TOKEN_TTL_SECONDS } from '@tessera/sdk/shared';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { VALIDATION_TEXT } from '../../http/messages';
import { fill } from '../../i18n/localized-text';
import type { Caller, RequestContext } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import { createTenant, findUserByEmail, findUserById, findUserByPhone, insertUser, setPasswordHash, toUserDto, type UserRow } from '../users/store';
import { issueCaptcha, type CodePurpose } from './captcha-store';
import { CodeVerifier } from './code-verifier';
import { FailureLimiter } from './failure-limiter';
import { IpSlowdown } from './ip-slowdown';
import { AUTH_TEXT, CODE_REFUSED, LOGIN_FAILED, SMS_TEXT } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import { findSessionTimes } from './session-store';
import { tenantDisabled, type TokenService } from './token-service';
import { TENANT_TEXT } from '../tenants/messages';

export interface LoginBody {
  email?: string;
  phone_number?: string;
  password?: string;
  verification_code?: string;
  remember?: boolean;
}

const WINDOW_MS = 15 * 60_000;
/** Failed logins per account (whatever the login kind: e-mail, phone and password, phone and code) per window. */
export const ACCOUNT_FAILURE_LIMIT = 5;

export class AuthService {
  private readonly perAccount: FailureLimiter;
  private readonly perIp: IpSlowdown;
  private readonly codes: CodeVerifier;
  /** Unknown accounts are checked against this hash, so a failed login takes as long whether the account exists. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
  ) {
    this.perAccount = new FailureLimiter(ctx.clock, ACCOUNT_FAILURE_LIMIT, WINDOW_MS);
    this.perIp = new IpSlowdown(ctx.clock, WINDOW_MS);
    this.codes = new CodeVerifier(ctx);
    this.dummyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  /** Checks credentials and returns the user; throws the spec's login-failure message. Shared by both login routes. */
  async authenticate(body: LoginBody, rctx: RequestContext): Promise<UserRow> {
    const email = body.email?.trim();
    const phone = body.phone_number?.trim();
    if (!email && !phone) throw businessError(AUTH_TEXT.accountEmpty);
    const byCode = !email && !body.password && !!body.verification_code;
    if (!body.password && !byCode) throw validationError(phone && !email ? AUTH_TEXT.passwordOrCode : fill(VALIDATION_TEXT.required, { field: 'password' }));
    const failure = email ? LOGIN_FAILED.email : byCode ? LOGIN_FAILED.phoneCode : LOGIN_FAILED.phonePassword;
    await this.perIp.wait(rctx.ip);

    const user = email ? await findUserByEmail(this.ctx.db, email) : await findUserByPhone(this.ctx.db, phone!);
    // One counter per account, whichever identifier named it; unknown names count too (same answer, same limit).
    const accountKey = user ? `user:${user.id}` : `name:${(email ?? phone!).toLowerCase()}`;
    const wait = this.perAccount.retryAfter(accountKey);
    if (wait > 0) throw businessError(fill(AUTH_TEXT.tooManyFailures, { minutes: Math.ceil(wait / 60_000) }));
    // Counted before the check (taken back on success): parallel guesses cannot all pass the limit at once.
    this.perAccount.fail(accountKey);
    const good = byCode
      ? await this.codes.check(phone!, 'login', body.verification_code!, rctx.ip)
      : await verifyPassword(body.password!, user?.password_hash ?? (await this.dummyHash));
    if (!good || !user) {
      this.perIp.fail(rctx.ip);
      throw businessError(failure);
    }
    this.perAccount.reset(accountKey);
    if (user.enabled !== '1') throw businessError((await tenantDisabled(this.ctx.db, user.tenant_id)) ? TENANT_TEXT.disabled : AUTH_TEXT.accountDisabled);
    rctx.actor = { id: user.id, email: user.email, tenant_id: user.tenant_id };
    return user;
  }

  async login(body: LoginBody, rctx: RequestContext) {
    const user = await this.authenticate(body, rctx);
    const t = await this.tokens.issue(user, body.remember ? REMEMBERED_TOKEN_TTL_SECONDS : TOKEN_TTL_SECONDS);
    return ok({ access_token: t.access_token, token_type: t.token_type, expires_in: t.expires_in, menus: null }, AUTH_TEXT.loginOk);
  }

  /** The store-login flow (`x-token`): code 0 and `{token, expiresAt (ms), token_type, user}`. */
  async storeLogin(body: LoginBody & { username?: string }, rctx: RequestContext) {
    const user = await this.authenticate({ ...body, email: body.email ?? body.username }, rctx);
    const t = await this.tokens.issue(user, body.remember ? REMEMBERED_TOKEN_TTL_SECONDS : TOKEN_TTL_SECONDS);
    return ok({ token: t.access_token, token_type: t.token_type, expiresAt: t.exp * 1000, user: toUserDto(user) }, AUTH_TEXT.loginOk, ResponseCode.STORE_OK);
  }

  /** A new token with the lifetime the session was given; the old one stays valid until it expires (queued replays). */
  async refresh(caller: Caller) {
    const session = await findSessionTimes(this.ctx.db, caller.jti);
    const ttl = Math.max(TOKEN_TTL_SECONDS, session.expires_at - session.created_at);
    const t = await this.tokens.issue(caller, ttl);
    return { access_token: t.access_token, token_type: t.token_type, expires_in: t.expires_in };
  }

  async me(caller: Caller) {
    const user = await findUserById(this.ctx.db, caller.id);
    if (!user) throw businessError(AUTH_TEXT.phoneUnknown);
    return toUserDto(user);
  }

  async logout(caller: Caller) {
    await this.tokens.revoke(caller.jti);
    return ok([], AUTH_TEXT.logoutOk);
  }

  /** Sends a code for one purpose; the answer is the same whether the number has an account. */
  async captcha(phone: string, purpose: CodePurpose) {
    if (!isMobile(phone)) throw validationError(fill(VALIDATION_TEXT.mobile, { field: 'phone_number' }));
    const code = await issueCaptcha(this.ctx, phone, purpose);
    const text = fill(SMS_TEXT.code, { code }).ch; // Chinese mobile numbers (11 digits) only
    if (this.ctx.sms && ((await this.ctx.sms.configured?.()) ?? true)) {
      await this.ctx.sms.send(phone, text);
      return ok(null, AUTH_TEXT.captchaSent);
    }
    this.ctx.log.info(`SMS (no SMS service configured) to ${phone}: ${text}`);
    return ok(null, AUTH_TEXT.captchaLogged);
  }

  /** The code is checked first: with a wrong one, a taken and a free address get the same answer. */
  async registerTenant(body: { email: string; password: string; phone_number: string; verification_code: string; name?: string }, rctx: RequestContext) {
    if (!isEmail(body.email)) throw validationError(fill(VALIDATION_TEXT.email, { field: 'email' }));
    if (!isPassword(body.password)) throw validationError(fill(VALIDATION_TEXT.minLength, { field: 'password', limit: 6 }));
    if (!isMobile(body.phone_number)) throw validationError(fill(VALIDATION_TEXT.mobile, { field: 'phone_number' }));
    if (!(await this.codes.check(body.phone_number, 'register', body.verification_code, rctx.ip))) throw businessError(CODE_REFUSED);
    if (await findUserByEmail(this.ctx.db, body.email)) throw businessError(AUTH_TEXT.emailTaken);
    if (await findUserByPhone(this.ctx.db, body.phone_number)) throw businessError(AUTH_TEXT.phoneTaken);
    const now = unixSeconds(this.ctx.clock.now());
    const password_hash = await hashPassword(body.password);
    await this.ctx.db.transaction().execute(async (trx) => {
      const tenantId = await createTenant(trx, body.name || body.email, now);
      await insertUser(
        trx,
        { tenant_id: tenantId, email: body.email, phone_number: body.phone_number, name: body.name, password_hash, authority: 'TENANT_ADMIN' },
        now,
      );
    });
    return ok([], AUTH_TEXT.registerOk);
  }

  /** Password reset by SMS code: a wrong code and an unknown number get the same answer. */
  async changePassword(body: { phone_number: string; password: string; verification_code: string }, rctx: RequestContext) {
    if (!isPassword(body.password)) throw validationError(fill(VALIDATION_TEXT.minLength, { field: 'password', limit: 6 }));
    const right = await this.codes.check(body.phone_number, 'reset', body.verification_code, rctx.ip);
    const user = right ? await findUserByPhone(this.ctx.db, body.phone_number) : undefined;
    if (!user) throw businessError(CODE_REFUSED);
    const password_hash = await hashPassword(body.password);
    await setPasswordHash(this.ctx.db, user.id, password_hash, false, unixSeconds(this.ctx.clock.now()));
    await this.tokens.revokeAll(user.id);
    return ok([], AUTH_TEXT.changeOk);
  }
}
