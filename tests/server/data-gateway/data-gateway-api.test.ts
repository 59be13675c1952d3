/**
 * Open-API apps: management (secret shown once, closed schemas, a tenant user refused) and the open API's
 * admission — good MD5/SHA256 signatures read, a wrong signature, a stale or missing timestamp, an unknown key, an
 * address outside the whitelist (v4 and v6 CIDR), a device or API outside the scope and a spent rate limit are
 * each refused with 401 and a message naming the check. Reads go through the console's own services.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ManualClock, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const sign = (mode: 'MD5' | 'SHA256', ts: string, secret: string) =>
  createHash(mode === 'MD5' ? 'md5' : 'sha256')
    .update(ts + secret)
    .digest('hex');

describe.each(testBackends())('data gateway (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let user: string;
  let dev: string;
  let other: string;
  let bDevice: string;
  const clock = new ManualClock();
  const post = (path: string, body: unknown = {}, token = admin) => s.post(path, body, { token });
  const en = { 'accept-language': 'en' };

  /** A signed open-API call; `over` replaces any header (or the timestamp) to break one thing at a time. */
  async function call(
    path: string,
    body: unknown,
    app: { app_key: string; secret_key: string; signature_mode: 'MD5' | 'SHA256' },
    over: Record<string, string> = {},
  ) {
    const ts = over.ts ?? String(Math.floor(clock.now() / 1000));
    const headers: Record<string, string> = {
      ...en,
      'X-OpenAPI-AppKey': app.app_key,
      'X-OpenAPI-Timestamp': ts,
      'X-OpenAPI-Signature': sign(app.signature_mode, ts, app.secret_key),
      ...over,
    };
    delete headers.ts;
    return s.post(`/openapi/v1/${path}`, body, { headers });
  }

  beforeAll(async () => {
    s = await startTestServer({ backend, clock });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    dev = (await post('/device/add_only', { name: 'gw-sensor' })).data.id;
    other = (await post('/device/add_only', { name: 'gw-other' })).data.id;
    const sys = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'gw-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    bDevice = (await s.post('/device/add_only', { name: 'b-device' }, { token: await s.login('gw-b@tessera.local', 'tenant-b-pw') })).data.id;
    const base = clock.now() * 1000;
    for (let i = 0; i < 5; i++) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${dev}, 'temperature', ${base - i * 1_000_000}, ${20 + i})`.execute(s.server.ctx.db);
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  const addApp = async (extra: object = {}) => {
    const r = await post('/openapi/auth/add', { name: 'integrator', signature_mode: 'SHA256', device_access_scope: '1', api_access_scope: '1', ...extra });
    expect(r.code, r.message).toBe(200);
    return r.data;
  };

  it('manages apps: the secret comes once, is stored encrypted, never listed; bad input is 1000; a tenant user is refused', async () => {
    const app = await addApp({ ip_whitelist: '127.0.0.1|10.0.0.0/8|::1/128', description: 'd' });
    expect(app.app_key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(app.secret_key).toMatch(/^[A-Za-z0-9]{32}$/);
    const stored = await s.server.ctx.db.selectFrom('openapi_app').select('secret_box').where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(stored.secret_box).not.toContain(app.secret_key);
    const list = (await post('/openapi/auth/list', { current_page: 1, per_page: 10, name: 'integr' })).data;
    expect(list.data.find((x: any) => x.id === app.id)).toMatchObject({ secret_key: '', ip_whitelist: '127.0.0.1|10.0.0.0/8|::1/128' });
    expect(JSON.stringify(list)).not.toContain(app.secret_key);
    expect(JSON.stringify(list)).not.toContain('secret_box');
    const reset = await post('/openapi/auth/secret/reset', { id: app.id });
    expect(reset.data.secret_key).not.toBe(app.secret_key);
    expect((await post('/openapi/auth/edit', { id: app.id, name: 'renamed', device_access_scope: '2', device_ids: [dev] })).data).toMatchObject({
      name: 'renamed',
      device_ids: [dev],
    });
    expect((await post('/openapi/api/list')).data.map((a: any) => a.id)).toContain('kv/device/history');

    const bad = await s.post(
      '/openapi/auth/add',
      { name: 'x', signature_mode: 'SHA256', device_access_scope: '1', api_access_scope: '1', ip_whitelist: '10.0.0.300' },
      { token: admin, headers: en },
    );
    expect(bad).toMatchObject({ code: 1000, message: expect.stringContaining('10.0.0.300') });
    expect((await post('/openapi/auth/add', { name: 'x', signature_mode: 'HAS256', device_access_scope: '1', api_access_scope: '1' })).code).toBe(1000);
    expect((await post('/openapi/auth/add', { name: 'x', signature_mode: 'MD5' })).code).toBe(1000);
    expect((await post('/openapi/auth/add', { name: 'x', signature_mode: 'MD5', device_access_scope: '1', api_access_scope: '1', extra: 1 })).code).toBe(1000);
    expect(
      (await post('/openapi/auth/add', { name: 'x', signature_mode: 'MD5', device_access_scope: '1', api_access_scope: '2', api_ids: ['no/such'] })).code,
    ).toBe(1000);
    expect(
      (await post('/openapi/auth/add', { name: 'x', signature_mode: 'MD5', device_access_scope: '2', api_access_scope: '1', device_ids: [bDevice] })).code,
    ).toBe(1000);
    expect((await post('/openapi/auth/edit', { id: app.id, ip_whitelist: '1.2.3.4/33' })).code).toBe(1000);
    expect((await post('/openapi/auth/del', { id: 'nope' })).code).toBe(400);

    for (const path of ['/openapi/auth/list', '/openapi/api/list']) expect((await post(path, {}, user)).code).toBe(999);
    expect((await post('/openapi/auth/add', { name: 'u', signature_mode: 'MD5', device_access_scope: '1', api_access_scope: '1' }, user)).code).toBe(999);
    expect((await post('/openapi/auth/del', { id: app.id }, user)).code).toBe(999);
    expect((await post('/openapi/auth/del', { id: app.id })).code).toBe(200);
  });

  it('reads history, current values, status and online counts with a good SHA256 or MD5 signature', async () => {
    for (const mode of ['SHA256', 'MD5'] as const) {
      const app = await addApp({ signature_mode: mode });
      const hist = await call(
        'kv/device/history',
        { device_id: dev, key: 'temperature', start_time: clock.now() - 3_600_000, end_time: clock.now() + 1000 },
        app,
      );
      expect(hist.code, hist.message).toBe(200);
      expect(hist.data.map((p: any) => p.value)).toEqual([20, 21, 22, 23, 24]);
      expect((await call('kv/current/symbol', { device_id: dev }, app)).code).toBe(200);
      expect((await call('device/status', { device_id_list: [dev] }, app)).data).toEqual({ [dev]: '0' });
      expect((await call('device/deviceCountOnlineCount', {}, app)).data).toMatchObject({ device_total: expect.any(Number), device_on: 0 });
      expect((await call('device/event/history/list', { device_id: dev }, app)).code).toBe(200);
      expect((await call('device/command/history/list', { device_id: dev }, app)).code).toBe(200);
      expect((await call('warning/view', {}, app)).code).toBe(200);
      // A millisecond timestamp is as good as seconds.
      expect((await call('kv/current/symbol', { device_id: dev }, app, { ts: String(clock.now()) })).code).toBe(200);
    }
  });

  it('refuses with 401 and says why: signature, timestamp, key, whitelist', async () => {
    const app = await addApp();
    const ok = { device_id: dev };
    const refused = async (over: Record<string, string>, text: RegExp, target = app) => {
      const r = await call('kv/current/symbol', ok, target, over);
      expect(r.code, JSON.stringify(r)).toBe(401);
      expect(r.message).toMatch(text);
    };
    await refused({ 'X-OpenAPI-Signature': sign('SHA256', '1', app.secret_key) }, /X-OpenAPI-Signature does not match hex\(SHA256/);
    await refused({ 'X-OpenAPI-Signature': sign('MD5', String(Math.floor(clock.now() / 1000)), app.secret_key) }, /does not match/);
    const stale = String(Math.floor(clock.now() / 1000) - 301);
    await refused({ ts: stale }, /outside the allowed window of 300 s/);
    await refused({ 'X-OpenAPI-Timestamp': '' }, /X-OpenAPI-Timestamp is missing/);
    await refused({ 'X-OpenAPI-Timestamp': 'yesterday' }, /X-OpenAPI-Timestamp is missing/);
    await refused({ 'X-OpenAPI-AppKey': 'x'.repeat(32) }, /X-OpenAPI-AppKey is missing or unknown/);
    // The window is the app's: 20 s.
    const tight = await addApp({ timestamp_window: 20 });
    await refused({ ts: String(Math.floor(clock.now() / 1000) - 25) }, /window of 20 s/, tight);
    // Whitelists: v4 CIDR outside, v6 only, then the caller's own range.
    await post('/openapi/auth/edit', { id: app.id, ip_whitelist: '10.0.0.0/8' });
    await refused({}, /Address 127\.0\.0\.1 is not in this app’s IP whitelist/);
    await post('/openapi/auth/edit', { id: app.id, ip_whitelist: '2001:db8::/32|::1/128' });
    await refused({}, /not in this app’s IP whitelist/);
    await post('/openapi/auth/edit', { id: app.id, ip_whitelist: '10.0.0.0/8|127.0.0.0/8' });
    expect((await call('kv/current/symbol', ok, app)).code).toBe(200);
    // The Chinese message of the console languages, for the default caller.
    const zh = await s.post('/openapi/v1/kv/current/symbol', ok, {
      headers: { 'X-OpenAPI-AppKey': app.app_key, 'X-OpenAPI-Timestamp': '1000000000', 'X-OpenAPI-Signature': 'x' },
    });
    expect(zh).toMatchObject({ code: 401, message: '访问权限超时（时间戳有效期 300 秒）' });
  });

  it('keeps an app inside its device and API scope, and inside its tenant', async () => {
    const app = await addApp({
      device_access_scope: '2',
      device_ids: [dev],
      api_access_scope: '2',
      api_ids: ['kv/current/symbol', 'device/status', 'device/deviceCountOnlineCount', 'warning/view'],
    });
    expect((await call('kv/current/symbol', { device_id: dev }, app)).code).toBe(200);
    const outside = await call('kv/current/symbol', { device_id: other }, app);
    expect(outside).toMatchObject({ code: 401, message: `Device ${other} is outside this app’s device scope` });
    expect((await call('device/status', { device_id_list: [dev, other] }, app)).code).toBe(401);
    expect((await call('device/deviceCountOnlineCount', {}, app)).data).toEqual({ device_total: 1, device_on: 0 });
    expect((await call('warning/view', {}, app)).code).toBe(1000);
    const noApi = await call('kv/device/history', { device_id: dev, key: 'temperature', start_time: 0, end_time: 1 }, app);
    expect(noApi).toMatchObject({ code: 401, message: 'This app may not call /api/openapi/v1/kv/device/history' });
    // All devices means all of the app's tenant: another tenant's device is unknown.
    const wide = await addApp();
    const foreign = await call('kv/current/symbol', { device_id: bDevice }, wide);
    expect(foreign.code).toBe(400);
    expect(JSON.stringify(foreign.data)).not.toContain(bDevice);
  });

  it('counts requests per app per minute and refuses the one over the limit', async () => {
    const app = await addApp({ rate_limit: 3 });
    const other = await addApp({ rate_limit: 3 });
    clock.advance(60_000 - (clock.now() % 60_000)); // start of a minute
    for (let i = 0; i < 3; i++) expect((await call('kv/current/symbol', { device_id: dev }, app)).code).toBe(200);
    expect(await call('kv/current/symbol', { device_id: dev }, app)).toMatchObject({ code: 401, message: 'Too many requests: this app may make 3 per minute' });
    expect((await call('kv/current/symbol', { device_id: dev }, other)).code).toBe(200);
    clock.advance(60_000);
    expect((await call('kv/current/symbol', { device_id: dev }, app)).code).toBe(200);
  });

  it('bad input to the open API is 1000 once admitted; a command send reaches the command service', async () => {
    const app = await addApp();
    expect((await call('kv/device/history', { device_id: dev }, app)).code).toBe(1000);
    expect((await call('device/status', { device_id_list: [] }, app)).code).toBe(1000);
    const sent = await call('device/command/send', { device_id: dev, command_identifier: 'reboot', command_data: '{"delay":1}' }, app);
    // The device is offline: the command service answers with its own refusal, and logs the attempt.
    expect([200, 400]).toContain(sent.code);
    const hist = await call('device/command/history/list', { device_id: dev }, app);
    expect(hist.data.data[0]).toMatchObject({ command_identify: 'reboot' });
    // The tenant's operation log names the app.
    await s.server.settle();
    const log = (await post('/operation/list', { current_page: 1, per_page: 50 })).data.data as Array<{ path: string; user_email: string }>;
    expect(log.find((l) => l.path === '/api/openapi/v1/device/command/send')).toMatchObject({ user_email: `openapi:${app.app_key}` });
  });
});
