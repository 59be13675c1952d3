import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

interface Node {
  name: string;
  children?: Node[];
}
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
const page = { current_page: 1, per_page: 100 };

describe.each(testBackends())('site roles (%s)', (backend) => {
  let s: TestServer;
  let tenantAdmin: string;
  let user: string;
  let userId: string;
  let siteA: string;
  let siteB: string;
  let deviceAdd: { id: string; code: string };
  beforeAll(async () => {
    s = await startTestServer({ backend });
    tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    userId = (await s.post('/auth/me', {}, { token: user })).data.id;
    siteA = (await s.post('/site/user/owner', {}, { token: user })).data.id;
    siteB = (await s.post('/site/add', { name: 'Second site' }, { token: tenantAdmin })).data.id;
    await s.post('/site/user/add', { site_id: siteB, user_id: userId }, { token: tenantAdmin });
    // A button the seeded operator role does not grant: only a site role brings it.
    const fns = (await s.post('/user/function/list', { current_page: 1, per_page: 1000 }, { token: tenantAdmin })).data.data;
    deviceAdd = fns.find((f: any) => f.code === 'device:add');
  });
  afterAll(async () => {
    await s?.close();
  });

  it("keeps a site's roles inside that site: listed, changed and deleted only there", async () => {
    const added = await s.post('/user/role/add', { role_name: 'Night shift', role_describe: 'site A only' }, { token: tenantAdmin, siteId: siteA });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ role_name: 'Night shift', site_id: siteA });
    const inA = (await s.post('/user/role/list', page, { token: tenantAdmin, siteId: siteA })).data.data.map((r: any) => r.role_name);
    const inB = (await s.post('/user/role/list', page, { token: tenantAdmin, siteId: siteB })).data.data.map((r: any) => r.role_name);
    const tenantWide = (await s.post('/user/role/list', page, { token: tenantAdmin })).data.data.map((r: any) => r.role_name);
    expect(inA).toEqual(['Night shift']);
    expect(inB).toEqual([]);
    expect(tenantWide).toContain('操作员'); // the seeded operator role, in the request's language
    expect(tenantWide).not.toContain('Night shift');
    // The same name may exist in another site; from outside the site the role is "not found".
    expect((await s.post('/user/role/add', { role_name: 'Night shift' }, { token: tenantAdmin, siteId: siteB })).code).toBe(200);
    expect(await s.post('/user/role/edit', { id: added.data.id, role_name: 'x' }, { token: tenantAdmin })).toMatchObject({ code: 400, message: '角色不存在' });
    expect((await s.post('/user/role/delete', { id: added.data.id }, { token: tenantAdmin, siteId: siteB })).code).toBe(400);
    expect((await s.post('/user/role/edit', { id: added.data.id, role_describe: 'edited' }, { token: tenantAdmin, siteId: siteA })).code).toBe(200);
  });

  it('a site role grants its functions only inside its site, and binding it keeps the tenant-wide roles', async () => {
    const role = (await s.post('/user/role/add', { role_name: 'Alarm desk' }, { token: tenantAdmin, siteId: siteA })).data;
    expect((await s.post('/casbin/role/function/update', { role: role.id, functions: [deviceAdd.id] }, { token: tenantAdmin, siteId: siteA })).code).toBe(200);
    const tenantRolesBefore = (await s.post('/casbin/user/role/index', { user: userId }, { token: tenantAdmin })).data;
    expect(tenantRolesBefore.length).toBeGreaterThan(0);

    expect((await s.post('/casbin/user/role/update', { user: userId, roles: [role.id] }, { token: tenantAdmin, siteId: siteA })).code).toBe(200);
    expect((await s.post('/casbin/user/role/index', { user: userId }, { token: tenantAdmin, siteId: siteA })).data).toEqual([role.id]);
    expect((await s.post('/casbin/user/role/index', { user: userId }, { token: tenantAdmin })).data).toEqual(tenantRolesBefore);
    // A site role cannot be bound from another scope.
    expect((await s.post('/casbin/user/role/update', { user: userId, roles: [role.id] }, { token: tenantAdmin, siteId: siteB })).code).toBe(400);

    const authIn = async (siteId?: string) => (await s.post('/user/function/auth', {}, { token: user, siteId })).data;
    const tenantWideButtons: string[] = (await authIn()).other_list;
    expect(tenantWideButtons).not.toContain('device:add');
    expect((await authIn(siteA)).other_list).toEqual([...tenantWideButtons, 'device:add']);
    expect((await authIn(siteB)).other_list).toEqual(tenantWideButtons);
    // The tenant-wide screens stay: the site role adds to them.
    expect(names((await authIn(siteA)).menu_tree)).toEqual(names((await authIn()).menu_tree));

    // A bound site role cannot be deleted; deleting the site takes its roles with it.
    expect(await s.post('/user/role/delete', { id: role.id }, { token: tenantAdmin, siteId: siteA })).toMatchObject({
      code: 400,
      message: '该角色已绑定用户，不能删除',
    });
  });

  it('a SITE_ADMIN manages roles only inside a site granted to it, for the users of that site', async () => {
    expect((await s.post('/user/add', { email: 'siteadmin@tessera.local', password: 'site-pass', authority: 'SITE_ADMIN' }, { token: tenantAdmin })).code).toBe(
      200,
    );
    const siteAdmin = await s.login('siteadmin@tessera.local', 'site-pass');
    const siteAdminId = (await s.post('/auth/me', {}, { token: siteAdmin })).data.id;
    await s.post('/site/user/add', { site_id: siteB, user_id: siteAdminId }, { token: tenantAdmin });

    expect((await s.post('/user/role/list', page, { token: siteAdmin })).code).toBe(999);
    expect((await s.post('/user/role/list', page, { token: siteAdmin, siteId: siteA })).code).toBe(999);
    const inB = await s.post('/user/role/add', { role_name: 'Gate keeper' }, { token: siteAdmin, siteId: siteB });
    expect(inB.code).toBe(200);
    // It grants from the tenant tier's rows, never the system administrator's.
    const tree = await s.post('/user/function/tree', {}, { token: siteAdmin, siteId: siteB });
    const access = (nodes: any[]): string[] => nodes.flatMap((n) => [n.access, ...access(n.children ?? [])]);
    expect(tree.code).toBe(200);
    expect(access(tree.data)).not.toContain('sysadmin');
    expect((await s.post('/casbin/role/function/update', { role: inB.data.id, functions: [deviceAdd.id] }, { token: siteAdmin, siteId: siteB })).code).toBe(
      200,
    );
    expect((await s.post('/casbin/user/role/update', { user: userId, roles: [inB.data.id] }, { token: siteAdmin, siteId: siteB })).code).toBe(200);
    // The tenant admin is not granted site B, so the site admin cannot reach it.
    const tenantAdminId = (await s.post('/auth/me', {}, { token: tenantAdmin })).data.id;
    expect(await s.post('/casbin/user/role/index', { user: tenantAdminId }, { token: siteAdmin, siteId: siteB })).toMatchObject({
      code: 400,
      message: '用户不存在',
    });
  });

  it('site list rows count the devices and granted users of each site; a deleted site takes its roles', async () => {
    const rows = (await s.post('/site/list', page, { token: tenantAdmin })).data.data;
    const a = rows.find((r: any) => r.id === siteA);
    const devicesInA = (await s.post('/home/list', {}, { token: tenantAdmin, siteId: siteA })).data.device;
    const usersInA = (await s.post('/site/user/list', { site_id: siteA, current_page: 1, per_page: 1 }, { token: tenantAdmin })).data.total;
    expect(a).toMatchObject({ device_count: devicesInA, user_count: usersInA });
    expect(typeof a.device_count).toBe('number');
    expect(rows.find((r: any) => r.id === siteB)).toMatchObject({ device_count: 0, user_count: 2 });

    const temp = (await s.post('/site/add', { name: 'Temporary' }, { token: tenantAdmin })).data.id;
    expect(rows.length).toBeGreaterThan(0);
    const role = (await s.post('/user/role/add', { role_name: 'Short lived' }, { token: tenantAdmin, siteId: temp })).data;
    await s.post('/casbin/user/role/update', { user: userId, roles: [role.id] }, { token: tenantAdmin, siteId: temp });
    expect((await s.post('/site/delete', { id: temp }, { token: tenantAdmin })).code).toBe(200);
    const tenantWide = (await s.post('/user/role/list', page, { token: tenantAdmin })).data.data.map((r: any) => r.id);
    expect(tenantWide).not.toContain(role.id);
    expect((await s.post('/user/function/auth', {}, { token: user })).code).toBe(200);
  });
});
