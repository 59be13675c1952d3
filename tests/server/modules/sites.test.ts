import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe.each(testBackends())('sites and X-Site-ID scoping (%s)', (backend) => {
  let s: TestServer;
  let tenantAdmin: string;
  let user: string;
  let demoSite: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    demoSite = (await s.post('/site/user/owner', {}, { token: user })).data.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists sites with id and auth_site_id; the owner site is the first granted one', async () => {
    const list = await s.post('/site/list', { current_page: 1, per_page: 10 }, { token: user });
    expect(list.data).toMatchObject({ current_page: 1, per_page: 10, total: 1 });
    expect(list.data.data[0]).toMatchObject({ id: demoSite, auth_site_id: demoSite, name: 'Demo site' });
    expect((await s.post('/site/user/owner', {}, { token: tenantAdmin })).data.id).toBe(demoSite);
  });

  it('lets a caller use the sites it may see and answers 999 for the others', async () => {
    const other = await s.post('/site/add', { name: 'Warehouse' }, { token: tenantAdmin });
    expect(other.code).toBe(200);
    expect((await s.post('/home/list', {}, { token: user, siteId: demoSite })).code).toBe(200);
    expect((await s.post('/home/list', {}, { token: user, siteId: other.data.id })).code).toBe(999);
    expect((await s.post('/home/list', {}, { token: user, siteId: 'no-such-site' })).code).toBe(999);
    expect((await s.post('/home/list', {}, { token: tenantAdmin, siteId: other.data.id })).code).toBe(200);

    // A grant opens it; revoking closes it again.
    const me = await s.post('/auth/me', {}, { token: user });
    await s.post('/site/user/add', { site_id: other.data.id, user_id: me.data.id }, { token: tenantAdmin });
    expect((await s.post('/home/list', {}, { token: user, siteId: other.data.id })).code).toBe(200);
    expect((await s.post('/site/user/list', { site_id: other.data.id }, { token: tenantAdmin })).data.data.map((u: any) => u.email)).toEqual([
      TENANT_USER_EMAIL,
    ]);
    await s.post('/site/user/delete', { site_id: other.data.id, user_id: me.data.id }, { token: tenantAdmin });
    expect((await s.post('/home/list', {}, { token: user, siteId: other.data.id })).code).toBe(999);

    // Another tenant's admin never sees this tenant's sites.
    const admin = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'acme@tessera.local', password: 'acme-pass', authority: 'TENANT_ADMIN' }, { token: admin });
    const acme = await s.login('acme@tessera.local', 'acme-pass');
    expect((await s.post('/home/list', {}, { token: acme, siteId: demoSite })).code).toBe(999);
    expect((await s.post('/site/list', {}, { token: acme })).data.total).toBe(0);
    expect((await s.post('/home/list', {}, { token: admin, siteId: demoSite })).code).toBe(200);
  });

  it('home data: time, totals, resource history', async () => {
    const time = await s.post('/home/system/time', {}, { token: user });
    expect(time.data.systime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(time.data.timestamp - Date.now())).toBeLessThan(60_000);
    const list = await s.post('/home/list', {}, { token: user });
    for (const k of ['cpu_usage', 'mem_usage', 'device', 'msg']) expect(typeof list.data[k]).toBe('number');
    expect(list.data.mem_usage).toBeGreaterThan(0);
    expect(list.data.mem_usage).toBeLessThanOrEqual(100);
    const chart = await s.post('/home/chart', {}, { token: user });
    expect(chart.data.cpu.length).toBeGreaterThan(0);
    expect(chart.data.mem[0]).toEqual({ sysTime: expect.any(Number), data: expect.any(Number) });
  });

  it('counts devices per tenant and site and messages from the counter', async () => {
    const { incrementMessageCount } = await import('../../../server/src/modules/home/store');
    const me = await s.post('/auth/me', {}, { token: tenantAdmin });
    const now = Math.floor(Date.now() / 1000);
    await s.server.ctx.db
      .insertInto('device')
      .values([
        { id: crypto.randomUUID(), tenant_id: me.data.tenant_id, site_id: demoSite, name: 'd1', created_at: now },
        { id: crypto.randomUUID(), tenant_id: me.data.tenant_id, site_id: null, name: 'd2', created_at: now },
      ])
      .execute();
    await incrementMessageCount(s.server.ctx.db, me.data.tenant_id, 5);
    await incrementMessageCount(s.server.ctx.db, me.data.tenant_id, 2);
    const all = await s.post('/home/list', {}, { token: tenantAdmin });
    expect(all.data).toMatchObject({ device: 2, msg: 7 });
    expect((await s.post('/home/list', {}, { token: tenantAdmin, siteId: demoSite })).data.device).toBe(1);
    const acme = await s.login('acme@tessera.local', 'acme-pass');
    expect((await s.post('/home/list', {}, { token: acme })).data).toMatchObject({ device: 0, msg: 0 });
  });
});
