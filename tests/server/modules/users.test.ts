import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe.each(testBackends())('user management (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let tenantAdmin: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(ADMIN_EMAIL);
    tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a new user without a password gets a one-time one; reset gives a new one and ends sessions', async () => {
    const added = await s.post(
      '/user/add',
      { email: 'New.Person@tessera.local', name: 'New Person', authority: 'TENANT_USER', mobile: '13500000001' },
      { token: tenantAdmin },
    );
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ email: 'new.person@tessera.local', name: 'New Person', authority: 'TENANT_USER', mobile: '13500000001', enabled: '1' });
    const me = await s.post('/auth/me', {}, { token: tenantAdmin });
    expect(added.data.tenant_id).toBe(me.data.tenant_id);
    const token = await s.login('new.person@tessera.local', added.data.password);

    expect((await s.post('/user/edit', { id: added.data.id, name: 'Renamed', remark: 'ops' }, { token: tenantAdmin })).data).toMatchObject({
      name: 'Renamed',
      remark: 'ops',
    });
    const reset = await s.post('/user/reset_password', { id: added.data.id }, { token: tenantAdmin });
    expect(reset.code).toBe(200);
    expect((await s.post('/auth/me', {}, { token })).code).toBe(401);
    expect((await s.post('/auth/login', { email: 'new.person@tessera.local', password: added.data.password })).code).toBe(400);
    expect((await s.post('/auth/login', { email: 'new.person@tessera.local', password: reset.data.password })).code).toBe(200);

    expect((await s.post('/user/add', { email: 'NEW.person@tessera.local', authority: 'TENANT_USER' }, { token: tenantAdmin })).message).toBe('邮箱已被注册');
    expect((await s.post('/user/add', { email: 'not-an-email', authority: 'TENANT_USER' }, { token: tenantAdmin })).code).toBe(1000);
    expect((await s.post('/user/delete', { id: added.data.id }, { token: tenantAdmin })).code).toBe(200);
    expect((await s.post('/user/detail', { id: added.data.id }, { token: tenantAdmin })).code).toBe(400);
  });

  it('pages and searches the tenant’s users', async () => {
    for (let i = 0; i < 12; i++) await s.post('/user/add', { email: `crew${i}@tessera.local`, authority: 'TENANT_USER' }, { token: tenantAdmin });
    const page2 = await s.post('/user/list', { current_page: 2, per_page: 5 }, { token: tenantAdmin });
    expect(page2.data).toMatchObject({ current_page: 2, per_page: 5, total: 13 });
    expect(page2.data.data).toHaveLength(5);
    const found = await s.post('/user/list', { search: 'crew1' }, { token: tenantAdmin });
    expect(found.data.data.map((u: any) => u.email).sort()).toEqual(['crew10@tessera.local', 'crew11@tessera.local', 'crew1@tessera.local']);
    const legacy = await s.post('/user/list', { page: 3, limit: 5 }, { token: tenantAdmin });
    expect(legacy.data).toMatchObject({ current_page: 3, per_page: 5 });
    expect(legacy.data.data).toHaveLength(3);
    // The console's enabled filter (sent since the list existed, honoured since the body schemas are closed).
    const crew3 = found.data.data[0];
    expect((await s.post('/user/enabled', { id: crew3.id, enabled: '0' }, { token: tenantAdmin })).code).toBe(200);
    const disabled = await s.post('/user/list', { enabled: '0' }, { token: tenantAdmin });
    expect(disabled.data.data.map((u: any) => u.id)).toEqual([crew3.id]);
    const enabled = await s.post('/user/list', { enabled: '1', per_page: 100 }, { token: tenantAdmin });
    expect(enabled.data.total).toBe(12);
  });

  it('TENANT_ADMIN manages its own tenant only; SYS_ADMIN adding a TENANT_ADMIN creates a tenant', async () => {
    expect((await s.post('/user/add', { email: 'boss@tessera.local', authority: 'TENANT_ADMIN' }, { token: tenantAdmin })).code).toBe(999);
    expect((await s.post('/user/add', { email: 'root2@tessera.local', authority: 'SYS_ADMIN' }, { token: tenantAdmin })).code).toBe(999);
    const owner = await s.post('/user/add', { email: 'owner@new.io', authority: 'TENANT_ADMIN', password: 'owner-pw' }, { token: admin });
    expect(owner.data.tenant_id).toMatch(/^[0-9a-f]{8}$/);
    const tenants = await s.post('/user/list', { authority: 'TENANT_ADMIN', per_page: 50 }, { token: admin });
    expect(tenants.data.data.map((u: any) => u.email)).toEqual(expect.arrayContaining(['owner@new.io', TENANT_ADMIN_EMAIL]));
    const platform = await s.post('/user/list', { per_page: 100 }, { token: admin });
    expect(platform.data.data.every((u: any) => ['SYS_ADMIN', 'TENANT_ADMIN'].includes(u.authority))).toBe(true);
    const me = await s.post('/auth/me', {}, { token: admin });
    expect((await s.post('/user/delete', { id: me.data.id }, { token: admin })).code).toBe(400);
    // A TENANT_USER cannot manage users at all.
    const owned = await s.login('owner@new.io', 'owner-pw');
    await s.post('/user/add', { email: 'plain@new.io', authority: 'TENANT_USER', password: 'plain-pw' }, { token: owned });
    const plain = await s.login('plain@new.io', 'plain-pw');
    expect((await s.post('/user/list', {}, { token: plain })).code).toBe(999);
  });
});
