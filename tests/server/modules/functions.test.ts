import { flattenSeed } from '../../../server/src/modules/functions/menu-seed';
import { SEEDED_ROLES } from '../../../server/src/modules/roles/messages';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

interface Node {
  name: string;
  type: string;
  path?: string;
  component?: string;
  title?: string;
  icon?: string;
  children?: Node[];
}
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);

describe.each(testBackends())('permissions and menu tree (%s)', (backend) => {
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

  it('SYS_ADMIN gets system-admin and common rows only', async () => {
    const { data } = await s.post('/user/function/auth', {}, { token: admin });
    const menu = names(data.menu_tree);
    expect(menu).toEqual(expect.arrayContaining(['home', 'systemManagement', 'permissionManagement', 'tenantManagement', 'multisiteList']));
    expect(menu).not.toContain('deviceAccess');
    expect(data.other_list).toEqual(expect.arrayContaining(['sys:function:add', 'sys:tenant:add', 'sys:setup:edit']));
    expect(data.other_list).not.toContain('device:add');
    // Sites are a tenant's: the system admin sees the list but neither changes sites nor manages their people.
    expect(menu).not.toContain('siteUsers');
    expect(menu).not.toContain('siteRoles');
    expect(data.other_list).not.toContain('site:add');
  });

  it('TENANT_ADMIN gets tenant and common rows: menu (dirs + menus), page_tree (routes), other_list (buttons)', async () => {
    const { data } = await s.post('/user/function/auth', {}, { token: tenantAdmin });
    const seed = flattenSeed().filter((f) => f.access !== 'sysadmin');
    const menu = names(data.menu_tree);
    for (const f of seed.filter((x) => x.type === '0' || x.type === '1')) expect(menu).toContain(f.name);
    expect(menu).not.toContain('permissionManagement');
    const monitoring = (data.menu_tree as Node[]).find((n) => n.name === 'monitoring')!;
    expect(monitoring).toMatchObject({ type: '0', title: 'menu.monitoring', icon: 'pulse' });
    expect(monitoring.path).toBeUndefined(); // empty strings are left out
    expect(monitoring.children!.map((c) => c.name)).toEqual(['monitoringList', 'monitoringRealtime']);
    expect(data.page_tree).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'deviceDetail', type: '2', path: '/monitoring/detail', component: '/pages/monitoring/detail' })]),
    );
    expect(data.page_tree).toHaveLength(seed.filter((f) => f.type === '2').length);
    expect(new Set(data.other_list)).toEqual(new Set(seed.filter((f) => f.type === '3').map((f) => f.code)));
    // Seed order is menu order.
    expect((data.menu_tree as Node[])[0].name).toBe('home');
  });

  it('TENANT_USER gets what its roles grant, and a granted button shows up in other_list', async () => {
    const user = await s.login(TENANT_USER_EMAIL);
    const before = (await s.post('/user/function/auth', {}, { token: user })).data;
    expect(names(before.menu_tree)).toContain('deviceAccess');
    expect(names(before.menu_tree)).not.toContain('userManagement');
    expect(before.other_list).not.toContain('device:add');

    const roles = await s.post('/user/role/list', { current_page: 1, per_page: 10 }, { token: tenantAdmin });
    const operator = roles.data.data.find((r: any) => r.role_name === SEEDED_ROLES.operator.name.ch);
    const granted: string[] = (await s.post('/casbin/role/function/index', { role: operator.id }, { token: tenantAdmin })).data;
    const list = await s.post('/user/function/list', { current_page: 1, per_page: 1000 }, { token: tenantAdmin });
    const deviceAdd = list.data.data.find((f: any) => f.code === 'device:add');
    expect((await s.post('/casbin/role/function/update', { role: operator.id, functions: [...granted, deviceAdd.id] }, { token: tenantAdmin })).code).toBe(200);
    const after = (await s.post('/user/function/auth', {}, { token: user })).data;
    expect(new Set(after.other_list)).toEqual(new Set([...before.other_list, 'device:add']));

    // Only the buttons remain when the menus are withdrawn; ancestors come along so the tree stays connected.
    await s.post('/casbin/role/function/update', { role: operator.id, functions: [deviceAdd.id] }, { token: tenantAdmin });
    const narrow = (await s.post('/user/function/auth', {}, { token: user })).data;
    expect(names(narrow.menu_tree)).toEqual(['deviceAccess']);
    await s.post('/casbin/role/function/update', { role: operator.id, functions: granted }, { token: tenantAdmin });
  });

  it('a tenant admin cannot grant system-admin functions; a bound role cannot be deleted', async () => {
    const tree = await s.post('/user/function/tree', {}, { token: admin });
    const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const sysOnly = flat(tree.data).find((f) => f.access === 'sysadmin');
    const role = await s.post('/user/role/add', { role_name: 'Auditors', role_describe: 'read logs' }, { token: tenantAdmin });
    expect(role.code).toBe(200);
    expect((await s.post('/casbin/role/function/update', { role: role.data.id, functions: [sysOnly.id] }, { token: tenantAdmin })).code).toBe(400);

    const user = await s.post('/user/add', { email: 'auditor@tessera.local', authority: 'TENANT_USER' }, { token: tenantAdmin });
    expect((await s.post('/casbin/user/role/update', { user: 'auditor@tessera.local', roles: [role.data.id] }, { token: tenantAdmin })).code).toBe(200);
    expect((await s.post('/casbin/user/role/index', { user: user.data.id }, { token: tenantAdmin })).data).toEqual([role.data.id]);
    expect(await s.post('/user/role/delete', { id: role.data.id }, { token: tenantAdmin })).toMatchObject({ code: 400, message: '该角色已绑定用户，不能删除' });
    await s.post('/casbin/user/role/update', { user: user.data.id, roles: [] }, { token: tenantAdmin });
    expect((await s.post('/user/role/delete', { id: role.data.id }, { token: tenantAdmin })).code).toBe(200);
  });

  it('SYS_ADMIN maintains function rows; pull-down-list hides system rows from tenant admins', async () => {
    const dir = await s.post(
      '/user/function/add',
      { name: 'reports', type: '0', title: 'menu.reports', icon: 'chart', access: 'common', sort: 5 },
      { token: admin },
    );
    expect(dir.code).toBe(200);
    const child = await s.post(
      '/user/function/add',
      { parent_id: dir.data.id, name: 'reportList', type: '1', path: '/reports', component: '/pages/reports/list', title: 'menu.reportList', access: 'common' },
      { token: admin },
    );
    expect(child.code).toBe(200);
    expect((await s.post('/user/function/add', { name: 'reports', type: '1' }, { token: admin })).code).toBe(400);
    expect((await s.post('/user/function/delete', { id: dir.data.id }, { token: admin })).message).toBe('请先删除下一级');
    const edited = await s.post('/user/function/edit', { id: child.data.id, title: 'menu.reportsAll' }, { token: admin });
    expect(edited.data.title).toBe('menu.reportsAll');
    const { data } = await s.post('/user/function/auth', {}, { token: tenantAdmin });
    const reports = (data.menu_tree as Node[]).find((n) => n.name === 'reports')!;
    expect(reports.children![0]).toMatchObject({ name: 'reportList', title: 'menu.reportsAll', path: '/reports' });
    expect((await s.post('/user/function/delete', { id: child.data.id }, { token: admin })).code).toBe(200);
    expect((await s.post('/user/function/delete', { id: dir.data.id }, { token: admin })).code).toBe(200);

    const pull = await s.post('/user/function/pull-down-list', {}, { token: tenantAdmin });
    expect(names(pull.data)).not.toContain('permissionManagement');
    expect(names((await s.post('/user/function/pull-down-list', {}, { token: admin })).data)).toContain('permissionManagement');
  });
});
