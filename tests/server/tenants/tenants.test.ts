import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe.each(testBackends())('tenant management (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  const add = (name: string, email: string, extra: Record<string, unknown> = {}) =>
    s.post('/tenant/add', { name, admin_name: `${name} admin`, admin_email: email, password: 'secret-1', ...extra }, { token: admin });

  it('lists tenants with their admin and user/device counts', async () => {
    const list = await s.post('/tenant/list', { current_page: 1, per_page: 10 }, { token: admin });
    expect(list.code).toBe(200);
    const demo = list.data.data.find((t: any) => t.admin_email === TENANT_ADMIN_EMAIL);
    expect(demo).toMatchObject({ name: 'Demo', enabled: '1', user_count: 2, device_count: 0 });
    expect(list.data).toMatchObject({ current_page: 1, per_page: 10, total: list.data.data.length });
  });

  it('creates a tenant whose admin can log in as TENANT_ADMIN of that new tenant', async () => {
    const res = await add('Acme', 'boss@acme.io', { mobile: '13912345678' });
    expect(res).toMatchObject({ code: 200, data: { name: 'Acme', admin_email: 'boss@acme.io', user_count: 1, device_count: 0, enabled: '1' } });
    const token = await s.login('boss@acme.io', 'secret-1');
    const me = await s.post('/auth/me', {}, { token });
    expect(me.data).toMatchObject({ authority: 'TENANT_ADMIN', tenant_id: res.data.id });
  });

  it('refuses a taken email, a bad email and a bad mobile', async () => {
    expect((await add('Dup', TENANT_ADMIN_EMAIL)).code).toBe(400);
    expect((await add('Bad', 'not-an-email')).code).toBe(1000);
    expect((await add('Bad', 'ok@bad.io', { mobile: '12345678901' })).code).toBe(1000);
  });

  it('searches, sorts and pages on the server', async () => {
    for (const n of ['Zeta', 'Yotta', 'Xi']) await add(n, `${n.toLowerCase()}@t.io`);
    const found = await s.post('/tenant/list', { current_page: 1, per_page: 10, search: 'yott' }, { token: admin });
    expect(found.data.data.map((t: any) => t.name)).toEqual(['Yotta']);
    const byEmail = await s.post('/tenant/list', { current_page: 1, per_page: 10, search: 'xi@t' }, { token: admin });
    expect(byEmail.data.data.map((t: any) => t.name)).toEqual(['Xi']);
    const sorted = await s.post('/tenant/list', { current_page: 1, per_page: 2, sort_field: 'name', sort_order: 'desc' }, { token: admin });
    expect(sorted.data.data.map((t: any) => t.name)).toEqual(['Zeta', 'Yotta']);
    expect(sorted.data.total).toBeGreaterThanOrEqual(5);
    const second = await s.post('/tenant/list', { current_page: 2, per_page: 2, sort_field: 'name', sort_order: 'desc' }, { token: admin });
    expect(second.data.data[0].name).toBe('Xi');
  });

  it('disabling a tenant locks out its users at once; enabling restores only those who were enabled', async () => {
    const res = await add('Lock', 'lock@t.io');
    const tenantId = res.data.id;
    const lockAdmin = await s.login('lock@t.io', 'secret-1');
    const u1 = await s.post('/user/add', { name: 'u1', email: 'u1@lock.io', password: 'secret-1', authority: 'TENANT_USER' }, { token: lockAdmin });
    const u2 = await s.post('/user/add', { name: 'u2', email: 'u2@lock.io', password: 'secret-1', authority: 'TENANT_USER' }, { token: lockAdmin });
    expect(u1.code).toBe(200);
    await s.post('/user/enabled', { id: u2.data.id, enabled: '0' }, { token: lockAdmin });

    expect((await s.post('/tenant/enable', { id: tenantId, enabled: '0' }, { token: admin })).data.enabled).toBe('0');
    expect((await s.post('/auth/me', {}, { token: lockAdmin })).code).toBe(401);
    await expect(s.login('u1@lock.io', 'secret-1')).rejects.toThrow();

    expect((await s.post('/tenant/enable', { id: tenantId, enabled: '1' }, { token: admin })).data.enabled).toBe('1');
    expect(await s.login('u1@lock.io', 'secret-1')).toBeTruthy();
    await expect(s.login('u2@lock.io', 'secret-1')).rejects.toThrow();
  });

  it('refuses to delete a tenant that still has data, with a clear message, and deletes an empty one', async () => {
    const list = await s.post('/tenant/list', { current_page: 1, per_page: 100, search: 'Demo' }, { token: admin });
    const demo = list.data.data.find((t: any) => t.admin_email === TENANT_ADMIN_EMAIL);
    const refused = await s.post('/tenant/delete', { id: demo.id }, { token: admin });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('仍有数据');
    expect(refused.message).toContain('站点 1');

    const empty = await add('Empty', 'empty@t.io');
    expect((await s.post('/tenant/delete', { id: empty.data.id }, { token: admin })).code).toBe(200);
    const after = await s.post('/tenant/list', { current_page: 1, per_page: 10, search: 'Empty' }, { token: admin });
    expect(after.data.total).toBe(0);
    await expect(s.login('empty@t.io', 'secret-1')).rejects.toThrow();
  });

  it('edits the name and remark', async () => {
    const res = await add('Old name', 'rename@t.io');
    const edited = await s.post('/tenant/edit', { id: res.data.id, name: 'New name', remark: 'vip' }, { token: admin });
    expect(edited.data).toMatchObject({ name: 'New name', remark: 'vip' });
  });

  it.each([
    ['TENANT_ADMIN', TENANT_ADMIN_EMAIL],
    ['TENANT_USER', TENANT_USER_EMAIL],
  ])('answers 999 to a %s on every tenant route, even called directly', async (_role, email) => {
    const token = await s.login(email);
    for (const [path, body] of [
      ['/tenant/list', { current_page: 1, per_page: 10 }],
      ['/tenant/add', { name: 'x', admin_name: 'x', admin_email: 'x@x.io', password: 'secret-1' }],
      ['/tenant/edit', { id: 'x', name: 'x' }],
      ['/tenant/enable', { id: 'x', enabled: '0' }],
      ['/tenant/delete', { id: 'x' }],
    ] as const) {
      expect((await s.post(path, body, { token })).code, path).toBe(999);
    }
  });
});
