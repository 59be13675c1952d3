/**
 * A user limited to sites (TENANT_USER, SITE_ADMIN) is limited on every route and socket: with X-Site-ID to that
 * (granted) site, without it to the union of the granted sites — never the whole tenant.
 */
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, TEST_PASSWORD, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';
import { makeDevice, openWs, waitFor } from './hostile-client';

describe.each(testBackends())('site scope (%s)', (backend) => {
  let s: TestServer;
  let owner: string;
  let granted: string;
  let other: string;
  let inside: { id: string; token: string };
  let outside: { id: string; token: string };
  let tenantWide: { id: string; token: string };
  const users: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer({ backend });
    owner = await s.login(TENANT_ADMIN_EMAIL);
    granted = (await s.post('/site/list', { per_page: 10 }, { token: owner })).data.data[0].id;
    other = (await s.post('/site/add', { name: 'Site two' }, { token: owner })).data.id;
    inside = await makeDevice(s, owner, 'site one device', granted);
    outside = await makeDevice(s, owner, 'site two device', other);
    tenantWide = await makeDevice(s, owner, 'tenant-wide device');
    const siteAdmin = await s.post('/user/add', { email: 'site-admin@tessera.local', password: TEST_PASSWORD, authority: 'SITE_ADMIN' }, { token: owner });
    expect(siteAdmin.code).toBe(200);
    expect((await s.post('/site/user/add', { site_id: granted, user_id: siteAdmin.data.id }, { token: owner })).code).toBe(200);
    users.TENANT_USER = await s.login(TENANT_USER_EMAIL);
    users.SITE_ADMIN = await s.login('site-admin@tessera.local');
  });
  afterAll(async () => {
    await s?.close();
  });

  describe.each(['TENANT_USER', 'SITE_ADMIN'])('%s granted site one', (role) => {
    const token = () => users[role];

    it.each(['/device/data', '/device/token', '/device/connect/info', '/device/business/asset'])(
      '%s: a device of another site is not found, header or not',
      async (path) => {
        for (const id of [outside.id, tenantWide.id]) expect((await s.post(path, { id }, { token: token() })).code).not.toBe(200);
        expect((await s.post(path, { id: outside.id }, { token: token(), siteId: other })).code).toBe(999);
        expect((await s.post(path, { id: inside.id }, { token: token() })).code).toBe(200);
        expect((await s.post(path, { id: inside.id }, { token: token(), siteId: granted })).code).toBe(200);
      },
    );

    it("lists only the granted site's devices and projects without the header", async () => {
      const devices = JSON.stringify((await s.post('/device/list/tree', { current_page: 1, per_page: 100 }, { token: token() })).data);
      expect(devices).toContain(inside.id);
      expect(devices).not.toContain(outside.id);
      expect(devices).not.toContain(tenantWide.id);
      const projects = JSON.stringify((await s.post('/business/index', { page: 1, limit: 1000 }, { token: token() })).data);
      expect(projects).toContain('site one device project');
      expect(projects).not.toContain('site two device project');
      expect(JSON.stringify((await s.post('/device/map', {}, { token: token() })).data)).not.toContain(outside.id);
      expect((await s.post('/kv/current/detail', { device_id: outside.id }, { token: token() })).code).not.toBe(200);
      expect((await s.post('/device/command/list', { device_id: outside.id }, { token: token() })).code).not.toBe(200);
      expect((await s.post('/index/show', { did: outside.id }, { token: token() })).code).not.toBe(200);
      expect((await s.post('/device/model/item', { device_id: outside.id }, { token: token() })).code).not.toBe(200);
      expect((await s.post('/structure/field', { device_id: outside.id }, { token: token() })).code).not.toBe(200);
      expect((await s.post('/device/status', { device_id_list: [outside.id, inside.id] }, { token: token() })).data).not.toHaveProperty(outside.id);
    });

    it("exports only the granted sites' devices", async () => {
      const range = { start_time: 1_600_000_000_000_000, end_time: 4_000_000_000_000_000 };
      expect((await s.post('/kv/export/count', { device_id: outside.id, ...range }, { token: token() })).code).not.toBe(200);
      expect((await s.post('/kv/export/count', { device_id: inside.id, ...range }, { token: token() })).code).toBe(200);
      expect((await s.post('/export/job/create', { device_id: outside.id, ...range }, { token: token() })).code).not.toBe(200);
      const streamed = await fetch(`${s.url}/api/kv/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
        body: JSON.stringify({ device_id: outside.id, ...range }),
      });
      expect(await streamed.json()).toMatchObject({ code: 400 });
    });

    it('refuses WebSocket subscriptions to a device of another site', async () => {
      const ws = await openWs(s);
      ws.send({ type: 'auth', token: token() });
      await ws.next((m) => m.type === 'auth' && m.ok, 'auth');
      ws.send({ type: 'subscribe', device_id: outside.id });
      ws.send({ type: 'subscribe', device_id: inside.id });
      await ws.next((m) => m.type === 'subscribed' && m.device_id === inside.id, 'the granted device');
      await ws.next((m) => m.type === 'error' && m.device_id === outside.id, 'the refusal');
      expect(ws.messages.some((m) => m.type === 'subscribed' && m.device_id === outside.id)).toBe(false);
      ws.ws.close();
      const compat = await openWs(s, '/ws/device/current');
      compat.send({ device_id: outside.id, token: token() });
      await waitFor(() => compat.closed() !== null, 'the compat socket to be refused');
      expect(compat.closed()).toBe(4401);
    });
  });

  it('the tenant admin still sees every site without the header', async () => {
    for (const d of [inside, outside, tenantWide]) expect((await s.post('/device/data', { id: d.id }, { token: owner })).code).toBe(200);
  });
});
