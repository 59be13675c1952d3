import net from 'node:net';
import { createServer } from '../../../server/src/app';
import { ConfigError, loadConfig } from '../../../server/src/config';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

async function raw(s: TestServer, path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${s.url}${path}`, { method: 'POST', headers, body });
  return { status: res.status, json: JSON.parse(await res.text()) };
}

describe.each(testBackends())('HTTP conventions (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers malformed JSON, wrong types, non-objects and other content types with 1000', async () => {
    const bad = await raw(s, '/api/auth/login', '{"email": ');
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({ code: 1000, data: null });
    expect(bad.json.message).toMatch(/^JSON 请求体格式错误：/);
    expect((await raw(s, '/api/auth/login', '{"email": ', { 'content-type': 'application/json', 'accept-language': 'de' })).json.message).toMatch(
      /^Fehlerhafter JSON-Text: /,
    );
    const wrongType = await raw(s, '/api/auth/login', JSON.stringify({ email: 42, password: 'x' }));
    expect(wrongType.json.code).toBe(1000);
    expect(wrongType.json.message).toContain('email');
    expect((await raw(s, '/api/auth/login', '[1,2]')).json.code).toBe(1000);
    expect((await raw(s, '/api/auth/login', 'null')).json.code).toBe(1000);
    const text = await raw(s, '/api/auth/login', 'email=a', { 'content-type': 'text/plain' });
    expect(text.json.code).toBe(1000);
  });

  it('names the missing field', async () => {
    const token = await s.login(ADMIN_EMAIL);
    const r = await s.post('/user/add', { authority: 'TENANT_ADMIN' }, { token });
    expect(r).toMatchObject({ code: 1000, message: 'email: 为必填项' });
    const en = await s.post('/user/add', { authority: 'TENANT_ADMIN' }, { token, headers: { 'accept-language': 'en' } });
    expect(en).toMatchObject({ code: 1000, message: 'email: is required' });
    const ja = await s.post('/user/add', { authority: 'TENANT_ADMIN' }, { token, headers: { 'accept-language': 'ja,en;q=0.8' } });
    expect(ja).toMatchObject({ code: 1000, message: 'email: は必須です' });
  });

  it('rejects bodies over 1 MB with 1000, never a 5xx', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10), password: 'x' });
    const r = await raw(s, '/api/auth/login', big);
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(1000);
    expect(r.json.message).toBe('请求体过大：上限为 1024 KiB');
  });

  it('treats an empty body as {} and unknown /api paths as a 404 envelope', async () => {
    const token = await s.login(ADMIN_EMAIL);
    const res = await fetch(`${s.url}/api/auth/me`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).code).toBe(200);
    const missing = await fetch(`${s.url}/api/no/such/route`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
  });

  it('publishes every route as OpenAPI at /api/docs (to signed-in callers)', async () => {
    const token = await s.login(ADMIN_EMAIL);
    const doc = await (await fetch(`${s.url}/api/docs`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const r of s.routes) expect(doc.paths[`/api${r.path}`]?.post).toBeDefined();
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
  });

  it('without an SMS service, a captcha goes to the server log and the reply says so', async () => {
    const r = await s.post('/auth/captcha', { phone_number: '13511112222' });
    expect(r).toMatchObject({ code: 200, message: '未配置短信服务：验证码已写入服务器日志', data: null });
  });

  it('forbids roles outside the route with 999', async () => {
    const token = await s.login(TENANT_ADMIN_EMAIL);
    expect(await s.post('/user/function/add', { name: 'x', type: '1' }, { token })).toMatchObject({ code: 999 });
  });

  it('writes every mutating call to the operation log (user, tenant, IP, path, outcome) and pages it', async () => {
    const token = await s.login(TENANT_ADMIN_EMAIL);
    const me = await s.post('/auth/me', {}, { token });
    const added = await s.post('/site/add', { name: 'Logged site' }, { token });
    expect(added.code).toBe(200);
    await s.post('/site/delete', { id: 'missing-site' }, { token });
    await s.server.settle();
    const log = await s.post('/operation/list', { current_page: 1, per_page: 50, path: '/site/' }, { token });
    expect(log.code).toBe(200);
    const rows = log.data.data as any[];
    const add = rows.find((r) => r.path === '/api/site/add');
    expect(add).toMatchObject({ user_id: me.data.id, user_email: TENANT_ADMIN_EMAIL, tenant_id: me.data.tenant_id, ip: '127.0.0.1', code: 200 });
    expect(typeof add.created_at).toBe('number');
    expect(rows.find((r) => r.path === '/api/site/delete')).toMatchObject({ code: 400 });
    // Reads are not logged; other tenants' entries are not visible.
    expect(rows.some((r) => r.path === '/api/auth/me')).toBe(false);
    const admin = await s.login(ADMIN_EMAIL);
    const all = await s.post('/operation/list', { per_page: 200, user: 'admin@' }, { token: admin });
    expect(all.data.data.every((r: any) => r.user_email.includes('admin@'))).toBe(true);
    const future = await s.post('/operation/list', { start_time: 4_000_000_000 }, { token });
    expect(future.data.total).toBe(0);
  });
});

describe('configuration', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ TESSERA_HTTP_PORT: 'eighty' })).toThrow(/^TESSERA_HTTP_PORT: /);
    expect(() => loadConfig({ TESSERA_DEMO: 'maybe' })).toThrow(/^TESSERA_DEMO: /);
    expect(() => loadConfig({ TESSERA_DATABASE_URL: 'mysql://x' })).toThrow(/^TESSERA_DATABASE_URL: /);
    expect(() => loadConfig({ TESSERA_LOG_LEVEL: 'loud' })).toThrow(/^TESSERA_LOG_LEVEL: /);
    for (const bad of ['1e9', '0', '-5', '10 MB']) expect(() => loadConfig({ TESSERA_OTA_MAX_BYTES: bad })).toThrow(/^TESSERA_OTA_MAX_BYTES: [^\n]+$/);
    expect(loadConfig({ TESSERA_OTA_MAX_BYTES: '4096' }).otaMaxBytes).toBe(4096);
    expect(loadConfig({}).otaMaxBytes).toBe(1024 ** 3);
    expect(loadConfig({}, '/srv')).toMatchObject({
      host: '127.0.0.1',
      httpPort: 8080,
      dataDir: '/srv/data',
      consoleDir: '/srv/dist/console',
      extensionsDir: '/srv/dist/extensions',
      demo: true,
    });
  });

  it('stops with a ConfigError naming TESSERA_HTTP_PORT when the port is taken', async () => {
    const s = await startTestServer();
    try {
      const port = Number(new URL(s.url).port);
      const config = { ...s.server.ctx.config, httpPort: port, dataDir: s.dataDir };
      await s.server.close();
      const blocker = net.createServer().listen(port, '127.0.0.1');
      await new Promise((r) => blocker.once('listening', r));
      try {
        const err = await createServer(config, { print: () => undefined }).catch((e) => e);
        expect(err).toBeInstanceOf(ConfigError);
        expect(err.message).toMatch(/^TESSERA_HTTP_PORT: port \d+ on 127.0.0.1 is already in use$/);
      } finally {
        blocker.close();
      }
    } finally {
      await s.close();
    }
  });
});
