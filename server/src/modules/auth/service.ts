/** Session rules: login (password or SMS code), refresh, logout, captcha, tenant sign-up, password reset. */
import { REMEMBERED_TOKEN_TTL_SECONDS, ResponseCode, TOKEN_TTL_SECONDS } from '../../../../sdk/src/shared/constants';
import { isEmail, isMobile, isPassword } from '../../../../sdk/src/shared/validation';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { VALIDATION_TEXT } from '../../http/messages';
import { fill } from '../../i18n/localized-text';
import type { Caller, RequestContext } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import { createTenant, findUserByEmail, findUserById, findUserByPhone, insertUser, toUserDto, type UserRow } from '../users/store';
import { consumeCaptcha, issueCaptcha } from './captcha-store';
import { FailureLimiter } from './failure-limiter';
import { AUTH_TEXT, LOGIN_FAILED, SMS_TEXT } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import { tenantDisabled, type TokenService } from './token-service';
import { TENANT_TEXT } from '../tenants/messages';

export interface LoginBody { email?: string; phone_number?: string; password?: string; verification_code?: string; remember?: boolean }

const WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;

export class AuthService {
  private readonly perAccount: FailureLimiter;
  private readonly perIp: FailureLimiter;

  constructor(private readonly ctx: AppContext, private readonly tokens: TokenService) {
    this.perAccount = new FailureLimiter(ctx.clock, ACCOUNT_FAILURE_LIMIT, WINDOW_MS);
    this.perIp = new FailureLimiter(ctx.clock, IP_FAILURE_LIMIT, WINDOW_MS);
  }

  /** Checks credentials and returns the user; throws the §8 message on failure. Shared by both login routes. */
  async authenticate(body: LoginBody, rctx: RequestContext): Promise<UserRow> {
    const email = body.email?.trim();
    const phone = body.phone_number?.trim();
    if (!email && !phone) throw businessError(AUTH_TEXT.accountEmpty);
    const byCode = !email && !body.password && !!body.verification_code;
    if (!body.password && !byCode) throw validationError(phone && !email ? AUTH_TEXT.passwordOrCode : fill(VALIDATION_TEXT.required, { field: 'password' }));
    const failure = email ? LOGIN_FAILED.email : byCode ? LOGIN_FAILED.phoneCode : LOGIN_FAILED.phonePassword;
    const accountKey = `acct:${email ? email.toLowerCase() : phone}`;
    const ipKey = `ip:${rctx.ip}`;
    const wait = Math.max(this.perAccount.retryAfter(accountKey), this.perIp.retryAfter(ipKey));
    if (wait > 0) throw businessError(fill(AUTH_TEXT.tooManyFailures, { minutes: Math.ceil(wait / 60_000) }));

    const user = email ? await findUserByEmail(this.ctx.db, email) : await findUserByPhone(this.ctx.db, phone!);
    let good: boolean;
    if (byCode) good = !!user && (await consumeCaptcha(this.ctx, phone!, body.verification_code!));
    else good = !!user && (await verifyPassword(body.password!, user.password_hash));
    if (!good || !user) {
      this.perAccount.fail(accountKey);
      this.perIp.fail(ipKey);
      throw businessError(failure);
    }
    if (user.enabled !== '1') throw businessError((await tenantDisabled(this.ctx.db, user.tenant_id)) ? TENANT_TEXT.disabled : AUTH_TEXT.accountDisabled);
    this.perAccount.reset(accountKey);
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
    const session = await this.ctx.db.selectFrom('session').select(['expires_at', 'created_at']).where('jti', '=', caller.jti).executeTakeFirstOrThrow();
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

  async captcha(phone: string) {
    if (!isMobile(phone)) throw validationError(fill(VALIDATION_TEXT.mobile, { field: 'phone_number' }));
    const code = await issueCaptcha(this.ctx, phone);
    const text = fill(SMS_TEXT.code, { code }).ch; // Chinese mobile numbers (11 digits) only
    if (this.ctx.sms && (await this.ctx.sms.configured?.() ?? true)) {
      await this.ctx.sms.send(phone, text);
      return ok(null, AUTH_TEXT.captchaSent);
    }
    this.ctx.log.info(`SMS (no SMS service configured) to ${phone}: ${text}`);
    return ok(null, AUTH_TEXT.captchaLogged);
  }

  async registerTenant(body: { email: string; password: string; phone_number: string; verification_code: string; name?: string }) {
    if (!isEmail(body.email)) throw validationError(fill(VALIDATION_TEXT.email, { field: 'email' }));
    if (!isPassword(body.password)) throw validationError(fill(VALIDATION_TEXT.minLength, { field: 'password', limit: 6 }));
    if (!isMobile(body.phone_number)) throw validationError(fill(VALIDATION_TEXT.mobile, { field: 'phone_number' }));
    if (await findUserByEmail(this.ctx.db, body.email)) throw businessError(AUTH_TEXT.emailTaken);
    if (await findUserByPhone(this.ctx.db, body.phone_number)) throw businessError(AUTH_TEXT.phoneTaken);
    if (!(await consumeCaptcha(this.ctx, body.phone_number, body.verification_code))) throw businessError(AUTH_TEXT.captchaWrong);
    const now = unixSeconds(this.ctx.clock.now());
    const password_hash = await hashPassword(body.password);
    await this.ctx.db.transaction().execute(async (trx) => {
      const tenantId = await createTenant(trx, body.name || body.email, now);
      await insertUser(trx, { tenant_id: tenantId, email: body.email, phone_number: body.phone_number, name: body.name, password_hash, authority: 'TENANT_ADMIN' }, now);
    });
    return ok([], AUTH_TEXT.registerOk);
  }

  async changePassword(body: { phone_number: string; password: string; verification_code: string }) {
    if (!isPassword(body.password)) throw validationError(fill(VALIDATION_TEXT.minLength, { field: 'password', limit: 6 }));
    const user = await findUserByPhone(this.ctx.db, body.phone_number);
    if (!user || !(await consumeCaptcha(this.ctx, body.phone_number, body.verification_code))) throw businessError(AUTH_TEXT.captchaWrong);
    const password_hash = await hashPassword(body.password);
    await this.ctx.db.updateTable('users').set({ password_hash, updated_at: unixSeconds(this.ctx.clock.now()) }).where('id', '=', user.id).execute();
    await this.tokens.revokeAll(user.id);
    return ok([], AUTH_TEXT.changeOk);
  }
}
