/**
 * Role checks of the administration screens, called directly against the API: a TENANT_USER reaches neither
 * tenant nor permission management (nor user and role management), and a TENANT_ADMIN cannot change the
 * permission tree; the menu a TENANT_USER receives never holds those screens.
 */
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const flatten = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe.each(testBackends())('administration access (%s)', (backend) => {
  let s: TestServer;
  let user: string;
  let tenantAdmin: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    user = await s.login(TENANT_USER_EMAIL);
    tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a TENANT_USER every tenant, permission, user and role management route', async () => {
    const calls: [string, object][] = [
      ['/tenant/list', { current_page: 1, per_page: 10 }],
      ['/tenant/add', { name: 'x', admin_name: 'x', admin_email: 'x@x.io', password: 'secret-1' }],
      ['/tenant/delete', { id: 'x' }],
      ['/user/function/add', { name: 'evil', type: '1' }],
      ['/user/function/edit', { id: 'x', name: 'evil' }],
      ['/user/function/delete', { id: 'x' }],
      ['/user/function/tree', {}],
      ['/user/list', { current_page: 1, per_page: 10 }],
      ['/user/role/list', { current_page: 1, per_page: 10 }],
      ['/casbin/role/function/update', { role: 'x', functions: [] }],
    ];
    for (const [path, body] of calls) expect((await s.post(path, body, { token: user })).code, path).toBe(999);
  });

  it('lets a TENANT_ADMIN read the tree it may grant but not change the permission rows', async () => {
    expect((await s.post('/user/function/tree', {}, { token: tenantAdmin })).code).toBe(200);
    expect((await s.post('/user/function/add', { name: 'evil', type: '1' }, { token: tenantAdmin })).code).toBe(999);
    expect((await s.post('/tenant/list', { current_page: 1, per_page: 10 }, { token: tenantAdmin })).code).toBe(999);
  });

  it('gives SYS_ADMIN permission management and tenants in its menu, never to the tenant roles', async () => {
    const names = async (token: string) => flatten((await s.post('/user/function/auth', {}, { token })).data.menu_tree).map((n) => n.name);
    expect(await names(admin)).toEqual(expect.arrayContaining(['permissionManagement', 'tenantManagement']));
    for (const token of [tenantAdmin, user]) {
      const own = await names(token);
      expect(own).not.toContain('permissionManagement');
      expect(own).not.toContain('tenantManagement');
    }
  });

  it('a role with a subset of menus gives its user exactly that subset', async () => {
    const tree = flatten((await s.post('/user/function/tree', {}, { token: tenantAdmin })).data);
    const pick = tree.filter((n) => ['systemLog', 'operationLog'].includes(n.name)).map((n) => n.id);
    const role = await s.post('/user/role/add', { role_name: 'Auditors' }, { token: tenantAdmin });
    expect((await s.post('/casbin/role/function/update', { role: role.data.id, functions: pick }, { token: tenantAdmin })).code).toBe(200);
    const added = await s.post(
      '/user/add',
      { name: 'aud', email: 'aud@tessera.local', password: 'secret-1', authority: 'TENANT_USER' },
      { token: tenantAdmin },
    );
    expect((await s.post('/casbin/user/role/update', { user: 'aud@tessera.local', roles: [role.data.id] }, { token: tenantAdmin })).code).toBe(200);
    const aud = await s.login('aud@tessera.local', 'secret-1');
    const menu = flatten((await s.post('/user/function/auth', {}, { token: aud })).data.menu_tree).map((n) => n.name);
    expect(added.code).toBe(200);
    expect(menu.filter((n) => n !== 'home').sort()).toEqual(['operationLog', 'systemLog']);
  });
});
