// The SDK's typed server API against the server's own declared routes (it cannot drift: every call names a declared
// route and sends a body its schema accepts), run for real, with every answer validated against the response schema
// the OpenAPI document declares; and the document itself (/api/docs) with its readable page (/api/docs/ui).
import Ajv from 'ajv';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollup } from '../../../server/src/storage/rollup';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { responseSchemaOf } from '../../../server/src/http/openapi';
import { RESPONSE_SCHEMAS } from '../../../server/src/http/response-schemas';
import type { RouteDef } from '../../../server/src/http/route';
import { createServerApi, type ServerApi } from '../../../sdk/src/api/server-api';
import { SERVER_ROUTE_PATHS } from '../../../sdk/src/api/server-routes';
import type { HttpClient } from '../../../sdk/src/services/http-client';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const ajv = new Ajv({ strict: false, allErrors: true });
const validate = (schema: object, value: unknown) => {
  const check = ajv.compile(schema);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
};

type Call = { url: string; body: unknown };

/** Every method of the typed API, called once with plausible arguments. */
async function callEverything(api: ServerApi, device: string): Promise<string[]> {
  const now = Date.now();
  const called: string[] = [];
  const run = async (name: string, fn: () => Promise<unknown>) => {
    called.push(name);
    await fn().catch(() => undefined);
  };
  await run('devices.list', () => api.devices.list({ current_page: 1, per_page: 10, name: 'sensor' }));
  await run('devices.get', () => api.devices.get(device));
  await run('devices.status', () => api.devices.status([device]));
  await run('devices.model', () => api.devices.model(device));
  await run('telemetry.current', () => api.telemetry.current(device, ['t']));
  await run('telemetry.currentDetail', () => api.telemetry.currentDetail(device));
  await run('telemetry.history', () => api.telemetry.history({ deviceId: device, key: 't', startMs: now - 3_600_000, endMs: now, pageSize: 100 }));
  await run('telemetry.statistic', () => api.telemetry.statistic({ deviceId: device, key: 't', startMs: now - 3_600_000, endMs: now }));
  await run('telemetry.statistic', () =>
    api.telemetry.statistic({ deviceId: device, key: 't', startMs: now - 3_600_000, endMs: now, window: '1m', fn: 'max', timeZone: 'UTC' }),
  );
  await run('commands.setAttributes', () => api.commands.setAttributes(device, { interval: 5 }));
  await run('commands.list', () => api.commands.list(device));
  await run('commands.send', () => api.commands.send(device, { identifier: 'reboot', params: {}, name: 'Reboot' }));
  await run('commands.history', () => api.commands.history({ current_page: 1, per_page: 10, device_id: device }));
  await run('commands.events', () => api.commands.events({ current_page: 1, per_page: 10, device_id: device }));
  await run('alarms.list', () => api.alarms.list({ current_page: 1, per_page: 10, processing_result: '0' }));
  await run('alarms.count', () => api.alarms.count());
  await run('alarms.handle', () => api.alarms.handle(['no-such-alarm'], '1', 'checked'));
  return called;
}

/** The API's method names, `area.method`. */
function methodsOf(api: ServerApi): string[] {
  return Object.entries(api).flatMap(([area, methods]) => Object.keys(methods).map((m) => `${area}.${m}`));
}

describe.each(testBackends())('the SDK server API and the OpenAPI document (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let device: string;
  let routes: Map<string, RouteDef>;

  beforeAll(async () => {
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
    routes = new Map(s.server.routes.map((r) => [r.path, r]));
    device = (await s.post('/device/add_only', { name: 'sensor', type: ENV_SENSOR_MODEL_ID }, { token })).data.id;
    const at = (Date.now() - 600_000) * 1000;
    for (const [ts, v] of [
      [at, 20],
      [at + 60_000_000, 21],
    ]) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${device}, ${'t'}, ${ts}, ${v})`.execute(s.server.ctx.db);
    }
    await rebuildRollup(s.server.ctx.db);
  });
  afterAll(() => s?.close());

  it('every SDK call names a declared route with a body its schema accepts, and every route the SDK lists is called', async () => {
    const calls: Call[] = [];
    const recording = { call: async (url: string, body: unknown) => (calls.push({ url, body }), []) } as unknown as HttpClient;
    const api = createServerApi(recording);
    const called = await callEverything(api, 'dev-1');
    expect([...new Set(called)].sort()).toEqual(methodsOf(api).sort());
    for (const { url, body } of calls) {
      const route = routes.get(url);
      expect(route, `${url} is not a declared route`).toBeDefined();
      expect(validate(route!.body ?? { type: 'object', additionalProperties: false }, body), `${url} body ${JSON.stringify(body)}`).toEqual([]);
    }
    expect([...new Set(calls.map((c) => c.url))].sort()).toEqual([...SERVER_ROUTE_PATHS].sort());
  });

  it('every SDK call is accepted by the running server, and every answer matches its declared response schema', async () => {
    const answers: { url: string; code: number; data: unknown; message: string }[] = [];
    const http = {
      call: async (url: string, body: unknown) => {
        const r = await s.post(url, body, { token });
        answers.push({ url, ...r });
        if (r.code !== 200) throw new Error(`${url}: ${r.code} ${r.message}`);
        return r.data;
      },
    } as unknown as HttpClient;
    const api = createServerApi(http);
    await callEverything(api, device);
    for (const a of answers) {
      expect([1000, 404, 999, 401], `${a.url}: ${a.message}`).not.toContain(a.code);
      if (a.code !== 200) continue;
      const schema = responseSchemaOf(routes.get(a.url)!);
      expect(schema, `${a.url} declares no response schema`).toBeDefined();
      expect(validate(schema!, a.data), `${a.url} answered ${JSON.stringify(a.data).slice(0, 300)}`).toEqual([]);
    }
    // The reads all succeeded, with the stored points in milliseconds.
    const ok = new Set(answers.filter((a) => a.code === 200).map((a) => a.url));
    for (const read of ['/device/list/tree', '/device/data', '/kv/current/detail', '/kv/history/data', '/kv/statistic', '/v1/warning/information/list'])
      expect(ok).toContain(read);
    const series = await api.telemetry.statistic({ deviceId: device, key: 't', startMs: Date.now() - 3_600_000, endMs: Date.now() });
    expect(series.points.map((p) => p.value)).toEqual([20, 21]);
    expect(Math.abs(series.points[0].atMs - (Date.now() - 600_000))).toBeLessThan(120_000);
  });

  it('declares request and response schemas in /api/docs for a signed-in caller only', async () => {
    const refused = await (await fetch(`${s.url}/api/docs`)).json();
    expect(refused.code).toBe(401);
    const doc = await (await fetch(`${s.url}/api/docs`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(doc.components.schemas.Envelope.required).toEqual(['code', 'message', 'data']);
    for (const path of Object.keys(RESPONSE_SCHEMAS)) {
      expect(routes.has(path), `${path} has a response schema but is no declared route`).toBe(true);
      const op = doc.paths[`/api${path}`].post;
      expect(op.requestBody.content['application/json'].schema).toEqual(routes.get(path)!.body ?? { type: 'object', additionalProperties: false });
      expect(op.responses[200].content['application/json'].schema.properties.data.anyOf[0]).toEqual(RESPONSE_SCHEMAS[path]);
    }
    for (const area of ['auth', 'devices', 'telemetry', 'commands', 'alerts']) {
      expect(
        s.server.routes.some((r) => r.tag === area && RESPONSE_SCHEMAS[r.path]),
        `no response schema in ${area}`,
      ).toBe(true);
    }
  });

  it('real answers of auth routes validate against the schemas the document serves', async () => {
    const doc = await (await fetch(`${s.url}/api/docs`, { headers: { authorization: `Bearer ${token}` } })).json();
    const served = (path: string) => {
      const answer = doc.paths[`/api${path}`].post.responses[200].content['application/json'].schema;
      return { ...answer, allOf: [doc.components.schemas.Envelope] };
    };
    const login = await s.post('/auth/login', { email: ADMIN_EMAIL, password: 'tessera-test-pw' });
    expect(login.code).toBe(200);
    expect(validate(served('/auth/login'), login)).toEqual([]);
    const me = await s.post('/auth/me', {}, { token });
    expect(validate(served('/auth/me'), me)).toEqual([]);
    const list = await s.post('/device/list/tree', { current_page: 1, per_page: 10 }, { token });
    expect(validate(served('/device/list/tree'), list)).toEqual([]);
    // A wrong answer is caught: the schemas are not vacuous.
    expect(validate(served('/device/list/tree'), { ...list, data: { ...list.data, total: 'many' } })).not.toEqual([]);
    expect(validate(served('/auth/me'), { ...me, data: { id: 'x' } })).not.toEqual([]);
  });

  it('serves the readable page at /api/docs/ui with its assets, without inline script', async () => {
    const page = await fetch(`${s.url}/api/docs/ui`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/ui/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await fetch(`${s.url}/api/docs/ui/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${s.url}/api/docs/ui/init.js`)).status).toBe(200);
    expect((await fetch(`${s.url}/api/docs/ui/package.json`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/docs/ui/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
