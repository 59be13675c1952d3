/**
 * The WebSocket push of data services with a real `ws` client: a handshake signed like an open-API call (headers or
 * query) receives the service's rows at once and again every interval, only of the service's tenant; a bad
 * signature, a stale timestamp, an address outside the whitelist, a push-less service and a socket over the bound
 * are refused with a message and a close code; stopping, deleting or re-keying the service, or narrowing its
 * whitelist, closes its sockets; an oversized client frame closes only that socket.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DS_WS_PATH, MAX_SOCKETS_PER_SERVICE } from '../../../server/src/modules/data-service/ws-push';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

interface Opened {
  ws: WebSocket;
  messages: any[];
  next(n: number, ms?: number): Promise<any[]>;
  closed: Promise<{ code: number; reason: string }>;
}

interface Svc {
  id: string;
  app_key: string;
  secret_key: string;
}

const sign = (mode: 'MD5' | 'SHA256', ts: string, secret: string) =>
  createHash(mode === 'MD5' ? 'md5' : 'sha256')
    .update(ts + secret)
    .digest('hex');

describe.each(testBackends())('data service WebSocket push (%s)', (backend) => {
  let s: TestServer;
  let a: string;
  let b: string;
  let aDevice: string;
  let bDevice: string;
  const post = (path: string, body: unknown = {}, token = a) => s.post(path, body, { token, headers: { 'accept-language': 'en' } });
  const sockets: WebSocket[] = [];

  function open(query: string, headers: Record<string, string> = {}): Opened {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}${DS_WS_PATH}${query}`, { headers: { 'accept-language': 'en', ...headers } });
    sockets.push(ws);
    const messages: any[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(String(d))));
    const closed = new Promise<{ code: number; reason: string }>((done) => ws.on('close', (code, reason) => done({ code, reason: String(reason) })));
    ws.on('error', () => undefined);
    const next = async (n: number, ms = 5000) => {
      for (let t = 0; t < ms && messages.length < n; t += 25) await new Promise((d) => setTimeout(d, 25));
      expect(messages.length).toBeGreaterThanOrEqual(n);
      return messages;
    };
    return { ws, messages, next, closed };
  }

  const signed = (svc: Svc, mode: 'MD5' | 'SHA256' = 'SHA256', at = Date.now(), secret = svc.secret_key) => {
    const ts = String(Math.floor(at / 1000));
    return { 'X-OpenAPI-AppKey': svc.app_key, 'X-OpenAPI-Timestamp': ts, 'X-OpenAPI-Signature': sign(mode, ts, secret) };
  };

  const addService = async (body: Record<string, unknown>, token = a): Promise<Svc> => {
    const r = await post(
      '/tp_data_services_config/add',
      {
        name: 'ws',
        signature_mode: 'SHA256',
        api_flag: '1',
        time_interval: 1,
        enable_flag: '1',
        data_sql: 'select device_id, dbl_v from ds_telemetry',
        ...body,
      },
      token,
    );
    expect(r.code, r.message).toBe(200);
    return r.data;
  };

  beforeAll(async () => {
    s = await startTestServer({ backend });
    a = await s.login(TENANT_ADMIN_EMAIL);
    aDevice = (await post('/device/add_only', { name: 'ws-a' })).data.id;
    const sys = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'ws-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    b = await s.login('ws-b@tessera.local', 'tenant-b-pw');
    bDevice = (await post('/device/add_only', { name: 'ws-b' }, b)).data.id;
    for (let i = 0; i < 3; i++) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${aDevice}, 't', ${1_700_000_000_000_000 + i}, ${i})`.execute(s.server.ctx.db);
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${bDevice}, 't', ${1_700_000_000_000_000 + i}, ${100 + i})`.execute(s.server.ctx.db);
    }
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await s?.close();
  });

  it('pushes the rows at once and then every interval, only of the service’s tenant', async () => {
    const svc = await addService({});
    const o = open('', signed(svc));
    const [first, second] = await o.next(2, 4000);
    expect(first).toMatchObject({ data_service_id: svc.id, name: 'ws' });
    expect(first.rows).toHaveLength(3);
    expect(second.rows).toHaveLength(3);
    expect(o.messages.flatMap((m) => m.rows).every((r: any) => r.device_id === aDevice)).toBe(true);
    expect(second.pushed_at).toBeGreaterThan(first.pushed_at - 1);
    // A browser cannot set handshake headers: the same three values in the query do.
    const h = signed(svc);
    const q = open(`?app_key=${h['X-OpenAPI-AppKey']}&timestamp=${h['X-OpenAPI-Timestamp']}&signature=${h['X-OpenAPI-Signature']}`);
    expect((await q.next(1))[0].rows).toHaveLength(3);
    // Stopping the service closes both at once.
    expect((await post('/tp_data_services_config/edit', { id: svc.id, enable_flag: '0' })).code).toBe(200);
    expect(await o.closed).toEqual({ code: 4410, reason: 'This data service is stopped' });
    expect((await q.closed).code).toBe(4410);
    expect(o.messages.at(-1)).toEqual({ code: 400, message: 'This data service is stopped' });
  });

  it('refuses a bad signature, a stale timestamp, an address outside the whitelist and a service that does not push', async () => {
    const svc = await addService({ signature_mode: 'MD5' });
    const bad = open('', signed(svc, 'MD5', Date.now(), 'wrong-secret'));
    expect(await bad.closed).toMatchObject({ code: 4401, reason: 'X-OpenAPI-Signature does not match hex(MD5(timestamp + secret))' });
    expect(bad.messages).toEqual([{ code: 401, message: 'X-OpenAPI-Signature does not match hex(MD5(timestamp + secret))' }]);
    const sha = open('', signed(svc, 'SHA256'));
    expect((await sha.closed).code).toBe(4401);
    const stale = open('', signed(svc, 'MD5', Date.now() - 3_600_000));
    expect((await stale.closed).code).toBe(4401);
    expect(stale.messages[0].message).toMatch(/outside the allowed window/);
    expect((await open('', { 'X-OpenAPI-Timestamp': String(Math.floor(Date.now() / 1000)) }).closed).code).toBe(4401);

    const listed = await addService({ ip_whitelist: '10.1.2.3|192.168.0.0/16' });
    const outside = open('', signed(listed));
    expect((await outside.closed).code).toBe(4401);
    expect(outside.messages[0].message).toBe('Address 127.0.0.1 is not in this app’s IP whitelist');

    const httpOnly = await addService({ api_flag: '0' });
    const none = open('', signed(httpOnly));
    expect(await none.closed).toMatchObject({ code: 4410 });
    expect(none.messages[0]).toEqual({ code: 400, message: 'This data service does not push (its api_flag is "0")' });
    // A service that pushes only over WebSocket needs no push URL, but an interval.
    expect((await post('/tp_data_services_config/add', { name: 'x', signature_mode: 'MD5', api_flag: '1' })).message).toBe('Push needs an interval (seconds)');
  });

  it('keeps tenants apart: B’s service pushes only B’s rows, A cannot reach or stop it', async () => {
    const mine = await addService({});
    const theirs = await addService({}, b);
    const o = open('', signed(theirs));
    await o.next(1);
    expect(o.messages[0].rows.map((r: any) => r.device_id)).toEqual([bDevice, bDevice, bDevice]);
    // A's key with B's secret, and B's key with A's secret, are both refused.
    expect((await open('', signed(mine, 'SHA256', Date.now(), theirs.secret_key)).closed).code).toBe(4401);
    expect((await open('', signed(theirs, 'SHA256', Date.now(), mine.secret_key)).closed).code).toBe(4401);
    // A cannot stop or delete B's service, so B's socket keeps receiving.
    expect((await post('/tp_data_services_config/edit', { id: theirs.id, enable_flag: '0' })).code).toBe(400);
    expect((await post('/tp_data_services_config/del', { id: theirs.id })).code).toBe(400);
    await o.next(2);
    expect(o.ws.readyState).toBe(WebSocket.OPEN);
    // Deleting it (by B) closes it.
    expect((await post('/tp_data_services_config/del', { id: theirs.id }, b)).code).toBe(200);
    expect(await o.closed).toEqual({ code: 4410, reason: 'This data service was deleted' });
  });

  it('drops a client whose address leaves the whitelist, and a client that sends an oversized frame', async () => {
    const svc = await addService({ time_interval: 60, ip_whitelist: '127.0.0.1' });
    const o = open('', signed(svc));
    const big = open('', signed(svc));
    await o.next(1);
    await big.next(1);
    big.ws.send('x'.repeat(4096));
    expect((await big.closed).code).toBe(1009);
    expect(o.ws.readyState).toBe(WebSocket.OPEN);
    expect((await post('/tp_data_services_config/edit', { id: svc.id, ip_whitelist: '10.0.0.0/8' })).code).toBe(200);
    expect(await o.closed).toMatchObject({ code: 4401, reason: 'Address 127.0.0.1 is not in this app’s IP whitelist' });
  });

  it('closes the sockets of a service whose secret changed, and bounds the sockets per service', async () => {
    const svc = await addService({ time_interval: 60 });
    const held = Array.from({ length: MAX_SOCKETS_PER_SERVICE }, () => open('', signed(svc)));
    for (const o of held) await o.next(1);
    const over = open('', signed(svc));
    expect((await over.closed).code).toBe(1013);
    expect(over.messages[0].message).toBe(`A data service may have at most ${MAX_SOCKETS_PER_SERVICE} WebSockets on one server`);
    // A new secret closes every socket; the old secret no longer opens one, the new one does.
    const fresh = (await post('/tp_data_services_config/secret/reset', { id: svc.id })).data;
    expect(fresh.secret_key).toMatch(/^[A-Za-z0-9]{32}$/);
    for (const o of held) expect((await o.closed).code).toBe(4401);
    expect(held[0].messages.at(-1).message).toMatch(/secret or signature mode changed/);
    expect((await open('', signed(svc)).closed).code).toBe(4401);
    const renewed = open('', signed(fresh));
    await renewed.next(1);
    // A secret written by another server (seen here only by the once-a-second re-read) closes it too.
    await s.server.ctx.db.updateTable('data_service_config').set({ secret_box: 'v1.rotated' }).where('id', '=', svc.id).execute();
    expect((await renewed.closed).code).toBe(4401);
  });
});
