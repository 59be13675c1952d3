/**
 * The open API's rate limit holds across servers: two servers on one PostgreSQL share each app's one-minute
 * window, so calls spread over both are limited together (an app and a data service alike); a new minute opens a
 * new window and old windows are swept. Needs TESSERA_TEST_DATABASE_URL (skipped otherwise).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

const DB_URL = process.env.TESSERA_TEST_DATABASE_URL;

const signed = (key: string, secret: string, now: number) => {
  const ts = String(Math.floor(now / 1000));
  return {
    'accept-language': 'en',
    'X-OpenAPI-AppKey': key,
    'X-OpenAPI-Timestamp': ts,
    'X-OpenAPI-Signature': createHash('sha256')
      .update(ts + secret)
      .digest('hex'),
  };
};

describe.skipIf(!DB_URL)('open-API rate limit, two servers on one database', () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let dev: string;
  const clock = new ManualClock();

  beforeAll(async () => {
    a = await startTestServer({ backend: 'postgres', clock });
    b = await startTestServer({ backend: 'postgres', clock, sameDatabaseAs: a });
    token = await a.login(TENANT_ADMIN_EMAIL);
    dev = (await a.post('/device/add_only', { name: 'rate-sensor' }, { token })).data.id;
  });
  afterAll(async () => {
    await b?.server.close();
    if (b) await fs.rm(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  it('counts an app’s calls on both servers against one limit per minute', async () => {
    const app = (
      await a.post('/openapi/auth/add', { name: 'r', signature_mode: 'SHA256', device_access_scope: '1', api_access_scope: '1', rate_limit: 5 }, { token })
    ).data;
    clock.advance(60_000 - (clock.now() % 60_000)); // start of a minute
    const call = (s: TestServer) => s.post('/openapi/v1/kv/current/symbol', { device_id: dev }, { headers: signed(app.app_key, app.secret_key, clock.now()) });
    const codes: number[] = [];
    // Alternating servers, then a burst on each: five in all are admitted, whichever server answers.
    for (let i = 0; i < 6; i++) codes.push((await call(i % 2 ? b : a)).code);
    expect(codes).toEqual([200, 200, 200, 200, 200, 401]);
    const over = await Promise.all([call(a), call(b), call(a), call(b)]);
    expect(over.map((r) => r.code)).toEqual([401, 401, 401, 401]);
    expect(over[1].message).toBe('Too many requests: this app may make 5 per minute');
    // Concurrent calls cannot slip past the limit either.
    clock.advance(60_000);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => call(i % 2 ? b : a)));
    expect(burst.filter((r) => r.code === 200)).toHaveLength(5);
    const rows = await a.server.ctx.db.selectFrom('openapi_rate_window').selectAll().where('bucket', '=', `app:${app.id}`).execute();
    expect(rows.map((r) => r.n)).toContain(5);
    // A later minute sweeps the windows that ended (the sweep runs in the background).
    clock.advance(180_000);
    expect((await call(a)).code).toBe(200);
    await new Promise((d) => setTimeout(d, 200));
    const left = await a.server.ctx.db.selectFrom('openapi_rate_window').select('window_start').where('bucket', '=', `app:${app.id}`).execute();
    expect(left.map((r) => r.window_start)).toEqual([clock.now() - (clock.now() % 60_000)]);
  });

  it('limits a data service’s key the same way', async () => {
    const svc = (
      await a.post(
        '/tp_data_services_config/add',
        { name: 'rate', signature_mode: 'SHA256', api_flag: '0', enable_flag: '1', data_sql: 'select device_id from ds_device' },
        { token },
      )
    ).data;
    clock.advance(60_000 - (clock.now() % 60_000));
    const call = (s: TestServer) => s.post('/openapi/v1/data/services/http/share', {}, { headers: signed(svc.app_key, svc.secret_key, clock.now()) });
    // Data services allow 600 a minute: spend 599 directly in the shared window, then one call each.
    await a.server.ctx.db
      .insertInto('openapi_rate_window')
      .values({ bucket: `ds:${svc.id}`, window_start: clock.now(), n: 599 })
      .execute();
    expect((await call(a)).code).toBe(200);
    expect(await call(b)).toMatchObject({ code: 401, message: 'Too many requests: this app may make 600 per minute' });
  });
});
