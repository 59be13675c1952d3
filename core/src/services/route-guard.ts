import type { SessionStore, TFunction } from '@tessera/sdk';
import { LOGIN_PATH } from './browser';

/** Locale key of the spec's message 用户登录已过期，请重新登录！ */
export const SESSION_EXPIRED_KEY = 'session.expired';

/** Pages that pass the guard without a session: the spec's auth screens and the dashboards' public share page. */
export const PUBLIC_PATHS: readonly string[] = ['/auth/login', '/auth/register', '/auth/reset', '/share'];

export type RouteCheck = { ok: true } | { ok: false; redirect: typeof LOGIN_PATH; message?: string };

function pathOnly(path: string): string {
  const p = path.replace(/^#/, '').split(/[?#]/)[0] || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/**
 * The spec's route guard, pure so the router and tests share it. `message` is the locale key of the
 * expiry message unless a translator is given (then it is the translated text); translating a key again is harmless.
 */
export function checkRoute(path: string, session: Pick<SessionStore, 'token' | 'expiresAt'>, now: number = Date.now(), t?: TFunction): RouteCheck {
  if (PUBLIC_PATHS.includes(pathOnly(path))) return { ok: true };
  if (!session.token || session.expiresAt == null) return { ok: false, redirect: LOGIN_PATH };
  if (session.expiresAt <= now) {
    return { ok: false, redirect: LOGIN_PATH, message: t ? t(SESSION_EXPIRED_KEY) : SESSION_EXPIRED_KEY };
  }
  return { ok: true };
}
