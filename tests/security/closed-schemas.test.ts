/**
 * Unknown keys never get in: every route's body schema is closed (checked on the route table, so a new route is
 * covered without anyone remembering to), and over HTTP every route answers code 1000 naming an unknown key sent
 * with its required ones, as a caller the route admits.
 */
import { obj, str } from '../../server/src/http/route';
import { assertClosedSchema } from '../../server/src/http/register-routes';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';

const UNKNOWN = 'tessera_unknown_key';

describe('route registration', () => {
  it('refuses an open body schema and an open nested object', () => {
    expect(() => assertClosedSchema('/x', { type: 'object', properties: { a: str() } })).toThrow(/route \/x: body must be a closed object/);
    expect(() => assertClosedSchema('/x', obj({ inner: { type: 'object', properties: { a: str() } } }))).toThrow(/body\.inner lists properties but is open/);
    expect(() => assertClosedSchema('/x', obj({ list: { type: 'array', items: { type: 'object' } } }))).toThrow(
      /body\.list\[\] is an object without additionalProperties/,
    );
    expect(() => assertClosedSchema('/x', obj({ free: { type: 'object', additionalProperties: true }, inner: obj({ a: str() }) }))).not.toThrow();
  });
});

describe.each(testBackends())('closed body schemas (%s)', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer({ backend });
    tokens.SYS_ADMIN = await s.login(ADMIN_EMAIL);
    tokens.TENANT_ADMIN = await s.login(TENANT_ADMIN_EMAIL);
    tokens.TENANT_USER = await s.login(TENANT_USER_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('every declared route has a closed body schema', () => {
    expect(s.routes.length).toBeGreaterThan(40);
    for (const route of s.routes) expect(() => assertClosedSchema(route.path, route.body ?? obj({}))).not.toThrow();
  });

  it('every route answers 1000 for an unknown key, whoever it admits', async () => {
    const wrong: string[] = [];
    const untested: string[] = [];
    for (const route of s.routes) {
      let token: string | undefined;
      if (route.auth === 'user') {
        const who = (route.roles ?? ['SYS_ADMIN']).find((r) => tokens[r]);
        if (!who) {
          untested.push(route.path);
          continue;
        }
        token = tokens[who];
      }
      const required = (route.body?.required as string[] | undefined) ?? [];
      const body = { ...Object.fromEntries(required.map((k) => [k, null])), [UNKNOWN]: 'x'.repeat(1000) };
      const r = await s.post(route.path, body, { token });
      if (r.code !== 1000 || !r.message.includes(UNKNOWN)) wrong.push(`${route.path} → ${r.code} ${r.message}`);
      // A logout or password change in the table must not have run: the session still works.
      if (token) expect((await s.post('/auth/me', {}, { token })).code).toBe(200);
    }
    expect(wrong).toEqual([]);
    expect(untested).toEqual([]);
  });

  it('does not store an unknown map-setting key (the 600 KB answer for everyone)', async () => {
    const token = tokens.TENANT_ADMIN;
    const before = await s.post('/device/map/setting', {}, { token });
    const huge = await s.post('/device/map/setting/update', { tile_url: '', padding: 'x'.repeat(600_000) }, { token });
    expect(huge.code).toBe(1000);
    expect(huge.message).toBe('padding: 未知字段');
    const after = await s.post('/device/map/setting', {}, { token: tokens.TENANT_USER });
    expect(after.data).toEqual(before.data);
    expect(JSON.stringify(after).length).toBeLessThan(2000);
  });
});
