import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppHooks, AuthService, LOGIN_REDIRECT_DELAY_MS, type Authority } from '@tessera/sdk';
import { browser } from '../../../core/src/services/browser';
import { coded, ok, startEnvelopeServer, type EnvelopeServer } from './support/envelope-server';
import { createTestContainer } from './support/test-container';

// Login, landing by role (the spec's state rules), logout, register, reset — against a real HTTP server.
let server: EnvelopeServer;

beforeAll(async () => {
  server = await startEnvelopeServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
  vi.restoreAllMocks();
});

const perms = { menu_tree: [{ name: 'Home', type: '1', path: '/home' }], page_tree: [], other_list: ['device:add'] };

function serveLogin(authority: Authority, opts: { permsFail?: boolean } = {}) {
  const times: Record<string, number> = {};
  server.on('/auth/login', () => ok({ access_token: 'jwt-1', token_type: 'Bearer', expires_in: 86_400 }, '登录成功'));
  server.on('/user/function/auth', () => (opts.permsFail ? coded(400, 'no perms') : ok(perms)));
  server.on('/auth/me', () => {
    times.me = Date.now();
    return ok({ id: 'u1', name: 'Ada', email: 'a@b.c', authority });
  });
  return times;
}

function setup(navigate: boolean | (() => Promise<boolean>) = true) {
  const ctx = createTestContainer({ baseURL: server.baseURL, navigate });
  const auth = ctx.container.get<AuthService>(AuthService);
  const hooks = ctx.container.get<AppHooks>(AppHooks);
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  return { ...ctx, auth, hooks, reload };
}

describe('login', () => {
  it('stores token (now + expires_in), permissions and user, lands on home', async () => {
    const { auth, session, routes, reload } = setup();
    serveLogin('TENANT_ADMIN');
    const before = Date.now();
    const r = await auth.login({ email: 'a@b.c', password: 'secret1' });
    expect(r.ok).toBe(true);
    expect(session.token).toBe('jwt-1');
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(session.expiresAt).toBeLessThanOrEqual(Date.now() + 86_400_000);
    expect(session.permissions).toEqual(perms);
    expect(session.user).toMatchObject({ id: 'u1', authority: 'TENANT_ADMIN' });
    expect(server.requests.map((q) => q.url)).toEqual(['/auth/login', '/auth/me', '/user/function/auth']);
    expect(server.requests[1].headers.authorization).toBe('Bearer jwt-1');
    expect(routes.navigate).toHaveBeenCalledWith({ name: 'home' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops before permissions and landing when the password is one-time, and finishes after the change', async () => {
    const { auth, session, routes } = setup();
    serveLogin('TENANT_USER');
    server.on('/auth/me', () => ok({ id: 'u1', name: 'Ada', email: 'a@b.c', authority: 'TENANT_USER', must_change_password: '1' }));
    const r = await auth.login({ email: 'a@b.c', password: 'one-time-pw' });
    expect(r).toMatchObject({ ok: true, passwordChangeRequired: true });
    expect(server.requests.map((q) => q.url)).toEqual(['/auth/login', '/auth/me']);
    expect(routes.navigate).not.toHaveBeenCalled();
    await auth.finishLogin();
    expect(server.requests.map((q) => q.url)).toEqual(['/auth/login', '/auth/me', '/user/function/auth']);
    expect(session.user?.must_change_password).toBe('0');
    expect(routes.navigate).toHaveBeenCalledWith({ name: 'home' });
  });

  it.each(['SYS_ADMIN', 'SITE_ADMIN'] as const)('%s lands on multisiteList after 500 ms', async (role) => {
    const { auth, routes } = setup();
    const times = serveLogin(role);
    let navigatedAt = 0;
    routes.navigate.mockImplementation(async () => {
      navigatedAt = Date.now();
      return true;
    });
    await auth.login({ email: 'a@b.c', password: 'secret1' });
    expect(routes.navigate).toHaveBeenCalledWith({ name: 'multisiteList' });
    expect(navigatedAt - times.me).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS - 5);
    expect(auth.landingRoute()).toBe('multisiteList');
  });

  it.each(['TENANT_USER', 'TENANT_ADMIN'] as const)('%s lands on home without the delay', async (role) => {
    const { auth, routes } = setup();
    const times = serveLogin(role);
    let navigatedAt = 0;
    routes.navigate.mockImplementation(async () => {
      navigatedAt = Date.now();
      return true;
    });
    await auth.login({ email: 'a@b.c', password: 'secret1' });
    expect(routes.navigate).toHaveBeenCalledWith({ name: 'home' });
    expect(navigatedAt - times.me).toBeLessThan(LOGIN_REDIRECT_DELAY_MS - 100);
  });

  it('reloads the page when navigation resolves false', async () => {
    const { auth, reload } = setup(false);
    serveLogin('TENANT_USER');
    await auth.login({ email: 'a@b.c', password: 'secret1' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page when navigation throws', async () => {
    const { auth, reload } = setup(async () => {
      throw new Error('no router');
    });
    serveLogin('TENANT_USER');
    await auth.login({ email: 'a@b.c', password: 'secret1' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('failure returns the server message and its errors field, stores nothing, shows no toast', async () => {
    const { auth, session, notifier, routes } = setup();
    server.on('/auth/login', () => ({
      body: { code: 400, message: '用户名或密码错误', data: null, errors: { password: ['wrong'] } },
    }));
    const r = await auth.login({ email: 'a@b.c', password: 'bad' });
    expect(r).toEqual({ ok: false, message: '用户名或密码错误', errors: { password: ['wrong'] } });
    expect(session.token).toBeNull();
    expect(notifier.error).not.toHaveBeenCalled();
    expect(routes.navigate).not.toHaveBeenCalled();
  });

  it('the captcha form posts phone and code; remember=false keeps the token out of localStorage', async () => {
    const { auth } = setup();
    serveLogin('TENANT_USER');
    await auth.login({ phone_number: '13800000000', verification_code: '1234', remember: false });
    expect(server.requests[0].body).toMatchObject({ phone_number: '13800000000', verification_code: '1234' });
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(sessionStorage.getItem('id_token')).toBe('jwt-1');
  });

  it('remember=true keeps the token in localStorage', async () => {
    const { auth } = setup();
    serveLogin('TENANT_USER');
    await auth.login({ email: 'a@b.c', password: 'secret1', remember: true });
    expect(localStorage.getItem('id_token')).toBe('jwt-1');
  });

  it('a permission load failure resolves {code: 400} and login still completes', async () => {
    const { auth, session, routes } = setup();
    serveLogin('TENANT_USER', { permsFail: true });
    const r = await auth.login({ email: 'a@b.c', password: 'secret1' });
    expect(r.ok).toBe(true);
    expect(session.permissions).toBeNull();
    expect(routes.navigate).toHaveBeenCalled();
    await expect(auth.loadPermissions()).resolves.toEqual({ code: 400 });
  });

  it('loadPermissions resolves {code: 400} on a network failure', async () => {
    const { auth, http } = setup();
    const dead = await startEnvelopeServer();
    await dead.close();
    http.axios.defaults.baseURL = dead.baseURL;
    await expect(auth.loadPermissions()).resolves.toEqual({ code: 400 });
  });
});

describe('logout', () => {
  it('calls /auth/logout, clears the session, goes to login', async () => {
    const { auth, session } = setup();
    session.setToken('jwt-1', 86_400, true);
    session.setUser({ id: 'u1', name: 'Ada', authority: 'TENANT_USER' });
    session.setPermissions({ menu_tree: [], page_tree: [], other_list: ['a'] });
    await auth.logout();
    expect(server.requests[0]).toMatchObject({ url: '/auth/logout' });
    expect(server.requests[0].headers.authorization).toBe('Bearer jwt-1');
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(session.permissions).toBeNull();
    expect(window.location.hash).toBe('#/auth/login');
  });
});

describe('register, captcha, reset, change password', () => {
  const reg = { email: 'a@b.c', phone_number: '13800000000', password: 'secret1', verification_code: '1234' };

  it('register success', async () => {
    const { auth } = setup();
    server.on('/auth/tenant/register', () => ok(null, '注册成功'));
    await expect(auth.register(reg)).resolves.toEqual({ ok: true, message: '注册成功' });
    expect(server.requests[0].body).toEqual(reg);
  });

  it.each([
    [{ mobile: ['手机号已存在'], email: ['邮箱已存在'] }, '邮箱已存在'],
    [{ mobile: '手机号已存在', name: ['名称必填'] }, '名称必填'],
    [{ mobile: ['手机号已存在'] }, '手机号已存在'],
    [{ other: ['x'] }, '注册失败'],
  ])('register failure shows the first message among name, email, mobile (%j)', async (errors, expected) => {
    const { auth } = setup();
    server.on('/auth/tenant/register', () => ({ body: { code: 400, message: '注册失败', data: null, errors } }));
    const r = await auth.register(reg);
    expect(r.ok).toBe(false);
    expect(r.message).toBe(expected);
    expect(r.errors).toEqual(errors);
  });

  it('sendCaptcha posts the phone and the purpose to /auth/captcha', async () => {
    const { auth } = setup();
    await expect(auth.sendCaptcha('13800000000', 'reset')).resolves.toMatchObject({ ok: true });
    expect(server.requests[0]).toMatchObject({ url: '/auth/captcha', body: { phone_number: '13800000000', purpose: 'reset' } });
  });

  it('resetPassword posts to /auth/change_password and reports failures', async () => {
    const { auth } = setup();
    server.on('/auth/change_password', () => coded(400, '验证码错误'));
    const body = { phone_number: '13800000000', verification_code: '0000', password: 'newpass' };
    await expect(auth.resetPassword(body)).resolves.toMatchObject({ ok: false, message: '验证码错误' });
    expect(server.requests[0]).toMatchObject({ url: '/auth/change_password', body });
  });

  it('changePassword posts the user id with old and new passwords', async () => {
    const { auth, session } = setup();
    session.setUser({ id: 'u7', name: 'Ada', authority: 'TENANT_USER' });
    await expect(auth.changePassword({ old_password: 'a12345', password: 'b12345' })).resolves.toMatchObject({ ok: true });
    expect(server.requests[0]).toMatchObject({ url: '/user/update', body: { id: 'u7', old_password: 'a12345', password: 'b12345' } });
  });
});
