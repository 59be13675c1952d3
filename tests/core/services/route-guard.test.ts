import { describe, expect, it } from 'vitest';
import { checkRoute, SESSION_EXPIRED_KEY } from '../../../core/src/services/route-guard';
import { createI18next } from '../../../core/src/i18n/create-i18next';

// The spec's route guard.
const NOW = 1_700_000_000_000;
const live = { token: 't', expiresAt: NOW + 1 };
const expired = { token: 't', expiresAt: NOW };

describe('checkRoute', () => {
  it.each(['/auth/login', '/auth/register', '/auth/reset', '/auth/login?x=1', '#/auth/reset'])('%s passes without a session', (p) => {
    expect(checkRoute(p, { token: null, expiresAt: null }, NOW)).toEqual({ ok: true });
  });

  it('no token → login, without a message', () => {
    expect(checkRoute('/home', { token: null, expiresAt: null }, NOW)).toEqual({ ok: false, redirect: '/auth/login' });
  });

  it('a token without an expiry time → login', () => {
    expect(checkRoute('/home', { token: 't', expiresAt: null }, NOW)).toMatchObject({ ok: false, redirect: '/auth/login' });
  });

  it('expired → the expiry message and login', () => {
    const r = checkRoute('/device/list', expired, NOW);
    expect(r).toEqual({ ok: false, redirect: '/auth/login', message: SESSION_EXPIRED_KEY });
  });

  it('the message translates to the exact spec text in ch', () => {
    const i18n = createI18next('ch');
    const r = checkRoute('/home', expired, NOW, (k) => i18n.t(k));
    expect(r).toMatchObject({ message: '用户登录已过期，请重新登录！' });
    expect(i18n.t(SESSION_EXPIRED_KEY)).toBe('用户登录已过期，请重新登录！');
  });

  it('a live session passes', () => {
    expect(checkRoute('/home', live, NOW)).toEqual({ ok: true });
    expect(checkRoute('/', live, NOW)).toEqual({ ok: true });
  });

  it('a protected path that merely starts like a public one is still guarded', () => {
    expect(checkRoute('/auth/login-history', { token: null, expiresAt: null }, NOW).ok).toBe(false);
  });
});
