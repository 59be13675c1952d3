import { inject, injectable } from 'inversify';
import {
  HttpClient,
  LOGIN_REDIRECT_DELAY_MS,
  Logger,
  MULTISITE_LANDING_ROLES,
  ResponseCode,
  RouteService,
  SessionStore,
  type AuthService,
  type CaptchaLogin,
  type CodePurpose,
  type Envelope,
  type LoginResult,
  type PasswordLogin,
  type Permissions,
  type SessionUser,
  type TenantRegistration,
} from '@tessera/sdk';
import { browser } from './browser';

interface LoginData {
  access_token: string;
  expires_in: number;
  token_type?: string;
}

type ServerErrors = Record<string, string[] | string>;

/** The fields whose first message a failed registration shows, in this order (the spec's error catalogue). */
const REGISTER_ERROR_FIELDS = ['name', 'email', 'mobile'] as const;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's `errors` field of a failed answer, wherever the envelope carries it. */
function errorsOf(env: Envelope | undefined): ServerErrors | undefined {
  const top = (env as unknown as { errors?: unknown } | undefined)?.errors;
  const inData = (env?.data as { errors?: unknown } | null | undefined)?.errors;
  const errors = top ?? inData;
  return errors && typeof errors === 'object' ? (errors as ServerErrors) : undefined;
}

function firstMessage(value: string[] | string | undefined): string | undefined {
  if (Array.isArray(value)) return value.find((m) => typeof m === 'string' && m.length > 0);
  return typeof value === 'string' && value ? value : undefined;
}

function failure(env: Envelope | undefined, message?: string): LoginResult {
  return { ok: false, message: message ?? env?.message, errors: errorsOf(env) };
}

/**
 * Login, logout, register, reset, change password and landing by role (the spec's screens, state rules and call
 * conventions).
 */
@injectable()
export class AuthServiceImpl implements AuthService {
  private readonly log: Logger;

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(RouteService) private readonly routes: RouteService,
    @inject(Logger) logger: Logger,
  ) {
    this.log = logger.child('auth');
  }

  async login(body: PasswordLogin | CaptchaLogin): Promise<LoginResult> {
    let env: Envelope<LoginData>;
    try {
      // Silent: the login page shows the server's message itself (the spec's login failures).
      env = await this.http.post<LoginData>('/auth/login', body, { silent: true });
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
    if (env.code !== ResponseCode.OK || !env.data?.access_token) return failure(env);

    this.session.setToken(env.data.access_token, Number(env.data.expires_in), body.remember ?? false);
    // The user first: one signed in with a one-time password may call nothing but the password change.
    const user = await this.loadUser();
    if (!user.ok) {
      this.session.clear();
      return user.result;
    }
    if (user.user.must_change_password === '1') return { ok: true, message: env.message, passwordChangeRequired: true };
    await this.finishLogin();
    return { ok: true, message: env.message };
  }

  async finishLogin(): Promise<void> {
    await this.loadPermissions();
    const user = this.session.user;
    // Clearing the flag lets boot's announceSessions fire sessionStarted (login and restore alike).
    if (user?.must_change_password === '1') this.session.setUser({ ...user, must_change_password: '0' });
    await this.land();
  }

  private async loadUser(): Promise<{ ok: true; user: SessionUser } | { ok: false; result: LoginResult }> {
    try {
      const me = await this.http.post<SessionUser>('/auth/me');
      if (me.code !== ResponseCode.OK || !me.data) return { ok: false, result: failure(me) };
      this.session.setUser(me.data);
      return { ok: true, user: me.data };
    } catch (error) {
      return { ok: false, result: { ok: false, message: (error as Error).message } };
    }
  }

  /**
   * The spec's state rules: the multisite roles go to `multisiteList` after 500 ms, the others to `home`; failed
   * navigation reloads.
   */
  private async land(): Promise<void> {
    const name = this.landingRoute();
    if (name === 'multisiteList') await delay(LOGIN_REDIRECT_DELAY_MS);
    let navigated = false;
    try {
      navigated = await this.routes.navigate({ name });
    } catch (error) {
      this.log.warn('landing navigation failed', error);
    }
    if (!navigated) browser.reload();
  }

  landingRoute(): 'multisiteList' | 'home' {
    const authority = this.session.user?.authority;
    return authority && (MULTISITE_LANDING_ROLES as readonly string[]).includes(authority) ? 'multisiteList' : 'home';
  }

  async loadPermissions(): Promise<{ code: number }> {
    try {
      const env = await this.http.post<Permissions>('/user/function/auth');
      if (env.code !== ResponseCode.OK || !env.data) return { code: ResponseCode.BUSINESS };
      const p = env.data;
      // The route service follows session.permissions (and applies the `menuTree` hook), so storing is enough.
      this.session.setPermissions({
        menu_tree: p.menu_tree ?? [],
        page_tree: p.page_tree ?? [],
        other_list: p.other_list ?? [],
      });
      return { code: ResponseCode.OK };
    } catch (error) {
      this.log.warn('permission load failed', error);
      return { code: ResponseCode.BUSINESS };
    }
  }

  async logout(): Promise<void> {
    try {
      await this.http.post('/auth/logout', undefined, { silent: true });
    } catch (error) {
      // The local session ends whatever the server says.
      this.log.warn('logout call failed', error);
    }
    // Clearing the token fires sessionEnded (boot's announceSessions), as an expiry does.
    this.session.clear();
    browser.goToLogin();
  }

  async register(body: TenantRegistration): Promise<LoginResult> {
    const env = await this.postSilently('/auth/tenant/register', body);
    if (!('code' in env)) return { ok: false, message: env.message };
    if (env.code === ResponseCode.OK) return { ok: true, message: env.message };
    const errors = errorsOf(env);
    const first = REGISTER_ERROR_FIELDS.map((f) => firstMessage(errors?.[f])).find(Boolean);
    return failure(env, first ?? env.message);
  }

  sendCaptcha(phone_number: string, purpose: CodePurpose): Promise<LoginResult> {
    return this.simple('/auth/captcha', { phone_number, purpose });
  }

  resetPassword(body: { phone_number: string; verification_code: string; password: string }): Promise<LoginResult> {
    return this.simple('/auth/change_password', body);
  }

  /** The signed-in user's own password: `/user/update` with the user id (the contract's self-service route). */
  changePassword(body: { old_password: string; password: string }): Promise<LoginResult> {
    return this.simple('/user/update', { id: this.session.user?.id, ...body });
  }

  private async postSilently(url: string, body: unknown): Promise<Envelope | { message: string }> {
    try {
      return await this.http.post(url, body, { silent: true });
    } catch (error) {
      return { message: (error as Error).message };
    }
  }

  private async simple(url: string, body: unknown): Promise<LoginResult> {
    const env = await this.postSilently(url, body);
    if (!('code' in env)) return { ok: false, message: env.message };
    return env.code === ResponseCode.OK ? { ok: true, message: env.message } : failure(env);
  }
}
