import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, AppHooks, I18nService, REQUEST_TIMEOUT_MS } from '@tessera/sdk';
import { coded, ok, startEnvelopeServer, type EnvelopeServer } from './support/envelope-server';
import { createTestContainer } from './support/test-container';

// Every row of the spec's error catalogue against a real HTTP server, through the client's real axios adapter.
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
});

function setup() {
  const ctx = createTestContainer({ baseURL: server.baseURL });
  ctx.session.setToken('tok-1', 86_400, true);
  return ctx;
}

describe('defaults (the call conventions)', () => {
  it('uses base /api, a 60 s timeout and JSON', () => {
    const { http } = createTestContainer();
    expect(http.axios.defaults.baseURL).toBe('/api');
    expect(http.axios.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('POSTs JSON with the bearer token and resolves the envelope on code 200', async () => {
    const { http, notifier } = setup();
    server.on('/device/list', () => ok({ total: 3 }));
    const env = await http.post('/device/list', { current_page: 1 });
    expect(env).toEqual({ code: 200, message: 'ok', data: { total: 3 } });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/device/list');
    expect(req.body).toEqual({ current_page: 1 });
    expect(req.headers['content-type']).toContain('application/json');
    expect(req.headers.authorization).toBe('Bearer tok-1');
    expect(req.headers['x-site-id']).toBeUndefined();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('call() resolves data on success', async () => {
    const { http } = setup();
    server.on('/a', () => ok([1, 2]));
    await expect(http.call('/a')).resolves.toEqual([1, 2]);
  });

  it('sends X-Site-ID when a site is selected', async () => {
    const { http, session } = setup();
    session.setAuthSiteId('site-9');
    await http.post('/a');
    expect(server.requests[0].headers['x-site-id']).toBe('site-9');
  });

  it("a call may name its own site (siteId) or none (null) instead of the session's", async () => {
    const { http, session } = setup();
    session.setAuthSiteId('site-9');
    await http.post('/a', {}, { siteId: 'site-2' });
    await http.post('/a', {}, { siteId: null });
    session.setAuthSiteId(null);
    await http.post('/a', {}, { siteId: 'site-3' });
    expect(server.requests.map((r) => r.headers['x-site-id'])).toEqual(['site-2', undefined, 'site-3']);
  });

  it("asks for replies in the console language (Accept-Language), not the browser's", async () => {
    const { http, container } = setup();
    const i18n = container.get<I18nService>(I18nService);
    await i18n.changeLanguage('ch');
    await http.post('/a');
    await i18n.changeLanguage('en');
    await http.post('/a');
    expect(server.requests.map((r) => r.headers['accept-language'])).toEqual(['zh-CN', 'en']);
  });

  it('the store login flow sends x-token, no bearer, and succeeds on code 0', async () => {
    const { http, session, notifier } = setup();
    session.setStoreLogin({ token: 'store-tok', expiresAt: Date.now() + 60_000 });
    server.on('/base/user_login', () => ({ body: { code: 0, message: '', data: { token: 'x' } } }));
    await expect(http.call('/base/user_login', {}, { storeLogin: true })).resolves.toEqual({ token: 'x' });
    expect(server.requests[0].headers['x-token']).toBe('store-tok');
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  it('code 401 → token cleared, sent to login, no toast', async () => {
    const { http, session, notifier } = setup();
    session.setPermissions({ menu_tree: [], page_tree: [], other_list: ['x'] });
    server.on('/a', () => coded(401, 'Unauthorized'));
    const env = await http.post('/a');
    expect(env.code).toBe(401);
    expect(session.token).toBeNull();
    expect(session.permissions).toBeNull();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(window.location.hash).toBe('#/auth/login');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('code 400 with token异常 → token cleared and sent to login', async () => {
    const { http, session } = setup();
    server.on('/a', () => coded(400, 'token异常'));
    await expect(http.call('/a')).rejects.toMatchObject({ code: 400 });
    expect(session.token).toBeNull();
    expect(window.location.hash).toBe('#/auth/login');
  });

  it('code 400 with another message is an ordinary failure: toast, session kept', async () => {
    const { http, session, notifier } = setup();
    server.on('/a', () => coded(400, '设备不存在'));
    const env = await http.post('/a');
    expect(env).toMatchObject({ code: 400, message: '设备不存在' });
    expect(notifier.error).toHaveBeenCalledWith('设备不存在');
    expect(session.token).toBe('tok-1');
    expect(window.location.hash).toBe('');
  });

  it('any other non-200 code → its message as an error toast; call() throws ApiError', async () => {
    const { http, notifier } = setup();
    server.on('/a', () => coded(1000, 'name is required', { field: 'name' }));
    const err = await http.call('/a').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 1000, message: 'name is required', data: { field: 'name' } });
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledWith('name is required');
  });

  it('silent suppresses the toast but still returns the envelope', async () => {
    const { http, notifier } = setup();
    server.on('/a', () => coded(999, "You don't have access."));
    await expect(http.post('/a', {}, { silent: true })).resolves.toMatchObject({ code: 999 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('network error → rejects with 网络连接失败，请检查网络!', async () => {
    const { http, notifier } = setup();
    const dead = await startEnvelopeServer();
    await dead.close();
    await expect(http.post('/a', {}, { baseURL: dead.baseURL })).rejects.toThrow('网络连接失败，请检查网络!');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('HTTP 404 is swallowed: no toast, resolves an envelope with code 404', async () => {
    const { http, notifier, session } = setup();
    server.on('/gone', () => ({ status: 404, body: 'not found' }));
    const env = await http.post('/gone');
    expect(env.code).toBe(404);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(session.token).toBe('tok-1');
    await expect(http.call('/gone')).rejects.toMatchObject({ code: 404 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('other HTTP errors → error toast, then reject', async () => {
    const { http, notifier } = setup();
    server.on('/boom', () => ({ status: 500, body: 'oops' }));
    const err = await http.post('/boom').catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.response?.status).toBe(500);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error.mock.calls[0][0]).toContain('500');
  });

  it('a timeout is an HTTP error: toast, then reject', async () => {
    const { http, notifier } = setup();
    server.on('/slow', () => ({ ...ok(), delayMs: 300 }));
    await expect(http.post('/slow', {}, { timeout: 50 })).rejects.toBeInstanceOf(Error);
    expect(notifier.error).toHaveBeenCalledWith('请求超时，请稍后重试');
  });
});

describe('hooks', () => {
  it('httpRequest may rewrite headers; httpError sees envelope failures', async () => {
    const { http, container } = setup();
    const hooks = container.get<AppHooks>(AppHooks);
    hooks.httpRequest.tap('test.ext', (info) => ({ ...info, headers: { ...info.headers, 'X-Trace': 't1' } }));
    const seen: [string, Error][] = [];
    hooks.httpError.tap('test.ext', (url, e) => void seen.push([url, e]));
    server.on('/bad', () => coded(400, 'nope'));
    await http.post('/bad');
    expect(server.requests[0].headers['x-trace']).toBe('t1');
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toBe('/bad');
    expect(seen[0][1]).toBeInstanceOf(ApiError);
  });
});

describe('stream (exports)', () => {
  it('sends the console headers and hands back the streamed body', async () => {
    const { http, session } = setup();
    session.setAuthSiteId('site-4');
    server.on('/kv/export', () => ({ raw: { contentType: 'text/csv; charset=utf-8', text: 'device,key\nd1,t\n' } }));
    const res = await http.stream('/kv/export', { device_id: 'd1' });
    expect(await res.text()).toBe('device,key\nd1,t\n');
    const [req] = server.requests;
    expect(req.body).toEqual({ device_id: 'd1' });
    expect(req.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-site-id': 'site-4', 'accept-language': 'zh-CN' });
  });

  it('rejects an envelope answer with its message, toasting it unless silent', async () => {
    const { http, notifier } = setup();
    server.on('/kv/export', () => coded(400, '时间范围不能超过30天'));
    await expect(http.stream('/kv/export', {}, { silent: true })).rejects.toMatchObject({ name: 'ApiError', code: 400, message: '时间范围不能超过30天' });
    expect(notifier.error).not.toHaveBeenCalled();
    await expect(http.stream('/kv/export', {})).rejects.toBeInstanceOf(ApiError);
    expect(notifier.error).toHaveBeenCalledWith('时间范围不能超过30天');
  });
});
