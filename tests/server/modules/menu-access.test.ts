/**
 * Menus trimmed by role: every authority's menu only leads to pages whose list routes answer it (never 999), the
 * demo tenant user holds the seeded operator role, seeded roles read in the caller's language, and migration 0530
 * brings an older data dir's demo user along.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { OPERATOR_ROLE_GRANTS } from '../../../server/src/modules/functions/menu-seed';
import { SEEDED_ROLES } from '../../../server/src/modules/roles/messages';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

interface Node {
  name: string;
  type: string;
  component?: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const page = { current_page: 1, per_page: 10 };

/** What a page asks first when it opens: its list routes, with the body (and site) it sends. */
type Call = { path: string; body: object; site?: string };
const PAGE_CALLS: Record<string, (site: string | null) => Call[]> = {
  '/pages/home/index': () => [
    { path: '/home/list', body: {} },
    { path: '/home/chart', body: {} },
  ],
  '/pages/devices/projects': () => [{ path: '/business/index', body: page }],
  '/pages/devices/list': () => [{ path: '/device/list/tree', body: page }],
  '/pages/devices/groups': () => [{ path: '/business/tree', body: {} }],
  '/pages/monitoring/list': () => [{ path: '/device/list/tree', body: page }],
  '/pages/monitoring/realtime': () => [{ path: '/device/list/tree', body: page }],
  '/pages/device-map/index': () => [
    { path: '/device/map', body: {} },
    { path: '/device/map/setting', body: {} },
  ],
  '/pages/data/export': () => [
    { path: '/business/index', body: page },
    { path: '/export/job/list', body: page },
  ],
  '/pages/logs/operation': () => [{ path: '/operation/list', body: page }],
  '/pages/logs/equipment': () => [{ path: '/device/list/tree', body: page }],
  '/pages/plugin-editor/index': () => [
    { path: '/device/model/tsl/list', body: page },
    { path: '/device/model/tsl/get-types', body: {} },
  ],
  '/pages/sites/list': () => [{ path: '/site/list', body: page }],
  '/pages/sites/overview': () => [{ path: '/site/list', body: page }],
  '/pages/sites/users': (site) => [{ path: '/site/user/list', body: { ...page, site_id: site } }],
  '/pages/sites/roles': (site) => [{ path: '/user/role/list', body: page, site: site! }],
  '/pages/rule-engine/switching': () => [{ path: '/tp_data/transpond/list', body: page }],
  '/pages/rule-engine/forwarding': () => [{ path: '/tp_data/transpond/list', body: page }],
  '/pages/rule-engine/forwarding-legacy': () => [{ path: '/gg_data/transpond/list', body: page }],
  '/pages/system/users': () => [{ path: '/user/list', body: page }],
  '/pages/system/roles': () => [{ path: '/user/role/list', body: page }],
  '/pages/system/permissions': () => [{ path: '/user/function/list', body: page }],
  '/pages/system/setup': () => [
    { path: '/system/logo/index', body: {} },
    { path: '/settings/authorization/index', body: {} },
  ],
  '/pages/system/tenants': () => [{ path: '/tenant/list', body: page }],
  '/pages/diagnostics/index': () => [{ path: '/extensions/catalog', body: {} }],
  '/pages/market/installed': () => [
    { path: '/market/installed', body: {} },
    { path: '/market/catalog', body: {} },
  ],
  '/pages/market/store': () => [{ path: '/market/catalog', body: {} }],
  '/pages/automation/linkage': () => [{ path: '/v1/automation/list', body: page }],
  '/pages/automation/scenes': () => [{ path: '/scenario/strategy/list', body: page }],
  '/pages/automation/alarm': () => [{ path: '/v1/warning/strategy/list', body: page }],
  '/pages/automation/control': () => [{ path: '/v1/control/strategy/list', body: page }],
  '/pages/automation/logs': () => [
    { path: '/v1/automation/log/list', body: page },
    { path: '/v1/scenario/log/list', body: page },
  ],
  '/pages/alerts/list': () => [{ path: '/v1/warning/information/list', body: page }],
  '/pages/visualization/list': () => [
    { path: '/tp_dashboard/list', body: page },
    { path: '/tp_dashboard/home', body: {} },
  ],
  '/pages/charging/rule': () => [{ path: '/charging/rule/list', body: page }],
  '/pages/charging/setting': () => [{ path: '/charging/rule/list', body: page }],
  '/pages/charging/price': () => [{ path: '/charging/price/list', body: {} }],
  '/pages/charging/income': () => [{ path: '/charging/income/report', body: { granularity: 'day', start_date: '2026-01-01', end_date: '2026-01-31' } }],
  '/pages/mini-program/device-group': () => [{ path: '/mini-program/device-group/list', body: {} }],
  '/pages/mini-program/feedback': () => [{ path: '/mini-program/feedback/list', body: page }],
  '/pages/mini-program/source': () => [{ path: '/mini-program/source/list', body: page }],
  '/pages/mini-program/notices': () => [{ path: '/mini-program/notice/list', body: page }],
  '/pages/mini-program/scan': () => [],
  '/pages/notifications/groups': () => [{ path: '/notification/list', body: page }],
  '/pages/notifications/records': () => [{ path: '/notification/history/list', body: page }],
  '/pages/notifications/service': () => [{ path: '/notification/config/detail', body: {} }],
  '/pages/products/list': () => [{ path: '/tp_product/list', body: page }],
  '/pages/products/batches': () => [{ path: '/tp_batch/list', body: page }],
  '/pages/products/pre-registration': () => [{ path: '/tp_batch/list', body: page }],
  '/pages/products/firmware': () => [{ path: '/tp_ota/list', body: page }],
  '/pages/products/upgrade-tasks': () => [{ path: '/tp_ota/list', body: page }],
  '/pages/market/protocol-plugins': () => [{ path: '/tp_protocol_plugin/list', body: page }],
  '/pages/market/protocol-scripts': () => [
    { path: '/tp_script/list', body: page },
    { path: '/device/model/list', body: page },
  ],
  '/pages/rule-engine/access': () => [{ path: '/access_engine/status', body: {} }],
  '/pages/rule-engine/gateway': () => [
    { path: '/openapi/auth/list', body: page },
    { path: '/openapi/api/list', body: {} },
  ],
  '/pages/rule-engine/data-service': () => [
    { path: '/tp_data_services_config/list', body: page },
    { path: '/tp_data_services_config/tptable', body: {} },
  ],
};

/** View paths the built extensions claim (the others show "view not installed" and call nothing). */
function builtViews(): Set<string> {
  const root = path.resolve(__dirname, '../../../extensions');
  const views = new Set<string>();
  for (const dir of fs.readdirSync(root)) {
    const file = path.join(root, dir, 'extension.json');
    if (!fs.existsSync(file)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/"viewPath":\s*"([^"]+)"/g)) views.add(m[1]);
  }
  return views;
}

describe.each(testBackends())('menus by role (%s)', (backend) => {
  let s: TestServer;
  let tenantAdmin: string;
  let site: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer({ backend });
    tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
    tokens.SYS_ADMIN = await s.login(ADMIN_EMAIL);
    tokens.TENANT_ADMIN = tenantAdmin;
    tokens.TENANT_USER = await s.login(TENANT_USER_EMAIL);
    site = (await s.post('/site/user/owner', {}, { token: tokens.TENANT_USER })).data.id;
    await s.post('/user/add', { email: 'site-admin@tessera.local', password: 'site-admin-pw', authority: 'SITE_ADMIN' }, { token: tenantAdmin });
    tokens.SITE_ADMIN = await s.login('site-admin@tessera.local', 'site-admin-pw');
    const siteAdminId = (await s.post('/auth/me', {}, { token: tokens.SITE_ADMIN })).data.id;
    await s.post('/site/user/add', { site_id: site, user_id: siteAdminId }, { token: tenantAdmin });
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const authority of ['SYS_ADMIN', 'TENANT_ADMIN', 'TENANT_USER', 'SITE_ADMIN']) {
    it(`${authority}: every menu entry opens a page whose list routes answer, never 999`, async () => {
      const token = tokens[authority];
      const views = builtViews();
      const { menu_tree } = (await s.post('/user/function/auth', {}, { token })).data;
      const entries = flat(menu_tree).filter((n) => n.type === '1');
      expect(entries.length).toBeGreaterThan(3);
      const refused: string[] = [];
      let called = 0;
      for (const entry of entries) {
        if (!views.has(entry.component!)) continue;
        const calls = PAGE_CALLS[entry.component!];
        expect(calls, `no list route known for ${entry.component}: add it to PAGE_CALLS`).toBeDefined();
        for (const call of calls(site)) {
          const r = await s.post(call.path, call.body, { token, siteId: call.site });
          called++;
          if (r.code === 999 || r.code === 401) refused.push(`${entry.name} → ${call.path}: ${r.code} ${r.message}`);
        }
      }
      expect(refused).toEqual([]);
      expect(called).toBeGreaterThan(0);
    });
  }

  it('the demo tenant user holds exactly the operator role: monitoring, map, data, alerts, logs — no administration', async () => {
    const auth = (await s.post('/user/function/auth', {}, { token: tokens.TENANT_USER })).data;
    const held = [...flat(auth.menu_tree).map((n) => n.name), ...auth.page_tree.map((p: Node) => p.name)];
    const grantedViews = OPERATOR_ROLE_GRANTS.filter((n) => !n.includes('_'));
    expect(new Set(held)).toEqual(new Set(grantedViews));
    expect(new Set(auth.other_list)).toEqual(new Set(['device:command:send', 'device:attribute:send', 'data:export', 'alert:handle', 'alert:ignore']));
    for (const admin of ['userManagement', 'roleManagement', 'siteUsers', 'siteRoles', 'systemSetup', 'tenantManagement']) expect(held).not.toContain(admin);
  });

  it("a role that grants a tenant-administration view does not put it in a plain user's menu", async () => {
    const roles = (await s.post('/user/role/list', page, { token: tenantAdmin })).data.data;
    const operator = roles.find((r: { role_name: string }) => r.role_name === SEEDED_ROLES.operator.name.ch);
    const granted: string[] = (await s.post('/casbin/role/function/index', { role: operator.id }, { token: tenantAdmin })).data;
    const fns = (await s.post('/user/function/list', { current_page: 1, per_page: 1000 }, { token: tenantAdmin })).data.data;
    const adminViews = fns
      .filter((f: { name: string }) => ['systemManagement', 'userManagement', 'roleManagement', 'user_add'].includes(f.name))
      .map((f: { id: string }) => f.id);
    expect((await s.post('/casbin/role/function/update', { role: operator.id, functions: [...granted, ...adminViews] }, { token: tenantAdmin })).code).toBe(
      200,
    );
    const auth = (await s.post('/user/function/auth', {}, { token: tokens.TENANT_USER })).data;
    const names = flat(auth.menu_tree).map((n) => n.name);
    expect(names).not.toContain('userManagement');
    expect(names).not.toContain('systemManagement'); // an empty directory is left out too
    expect(auth.other_list).not.toContain('sys:user:add');
    expect((await s.post('/casbin/role/function/update', { role: operator.id, functions: granted }, { token: tenantAdmin })).code).toBe(200);
  });

  it('a SITE_ADMIN reads the users of its own site, not of others, and cannot grant sites', async () => {
    const other = (await s.post('/site/add', { name: 'Not granted' }, { token: tenantAdmin })).data.id;
    expect((await s.post('/site/user/list', { site_id: site }, { token: tokens.SITE_ADMIN })).code).toBe(200);
    expect((await s.post('/site/user/list', { site_id: other }, { token: tokens.SITE_ADMIN })).code).toBe(400);
    const me = (await s.post('/auth/me', {}, { token: tokens.TENANT_USER })).data.id;
    expect((await s.post('/site/user/add', { site_id: site, user_id: me }, { token: tokens.SITE_ADMIN })).code).toBe(999);
    const buttons: string[] = (await s.post('/user/function/auth', {}, { token: tokens.SITE_ADMIN })).data.other_list;
    expect(buttons).not.toContain('site:user:add');
    expect((await s.post('/site/user/list', { site_id: site }, { token: tokens.TENANT_USER })).code).toBe(999);
  });

  it("a seeded role reads in the caller's language until an administrator renames it", async () => {
    const list = async (lang: string) => (await s.post('/user/role/list', page, { token: tenantAdmin, headers: { 'accept-language': lang } })).data.data;
    const en = (await list('en')).find((r: { role_name: string }) => r.role_name === 'Operator');
    expect(en.role_describe).toBe(SEEDED_ROLES.operator.describe.en);
    expect((await list('ja')).map((r: { role_name: string }) => r.role_name)).toContain('オペレーター');
    // Saving the words it was shown keeps it localized; new words make it the tenant's own.
    expect(
      (
        await s.post(
          '/user/role/edit',
          { id: en.id, role_name: 'Operator', role_describe: en.role_describe },
          { token: tenantAdmin, headers: { 'accept-language': 'en' } },
        )
      ).code,
    ).toBe(200);
    expect((await list('de')).map((r: { role_name: string }) => r.role_name)).toContain('Bediener');
    expect((await s.post('/user/role/edit', { id: en.id, role_name: 'Night operators' }, { token: tenantAdmin })).code).toBe(200);
    const renamed = (await list('fr')).find((r: { id: string }) => r.id === en.id);
    expect(renamed).toMatchObject({ role_name: 'Night operators', role_describe: SEEDED_ROLES.operator.describe.ch });
  });
});

describe.each(testBackends())('migration 0530 on an older data dir (%s)', (backend) => {
  it('gives the demo user of an older database the operator role and trims the menus', async () => {
    let s = await startTestServer({ backend });
    try {
      const db = s.server.ctx.db;
      // Put the database back as the release before 0530 left it: an "Operator" role granting every tenant screen.
      const user = await db.selectFrom('users').select(['id', 'tenant_id']).where('email', '=', TENANT_USER_EMAIL).executeTakeFirstOrThrow();
      const role = await db.selectFrom('user_role').select('role_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      await db
        .updateTable('sys_function')
        .set({ access: 'common' })
        .where((eb) => eb.or([eb('name', 'in', ['siteUsers', 'siteRoles', 'systemSetup', 'site_add', 'site_edit', 'site_del']), eb('code', 'like', 'site:%')]))
        .execute();
      await db.updateTable('sys_function').set({ access: 'common' }).where('code', '=', 'sys:setup:edit').execute();
      await db
        .updateTable('role')
        .set({ role_name: 'Operator', role_describe: 'Read-only access to the tenant screens' })
        .where('id', '=', role.role_id)
        .execute();
      await db.deleteFrom('role_function').where('role_id', '=', role.role_id).execute();
      const views = await db.selectFrom('sys_function').select('id').where('access', 'in', ['tenant', 'common']).where('type', 'in', ['0', '1', '2']).execute();
      await db
        .insertInto('role_function')
        .values(views.map((v) => ({ role_id: role.role_id, function_id: v.id })))
        .execute();
      await sql`alter table role drop column seed_key`.execute(db);
      await sql`delete from kysely_migration where name = '0530-operator-role'`.execute(db);

      s = await s.restart();
      const token = await s.login(TENANT_USER_EMAIL);
      const auth = (await s.post('/user/function/auth', {}, { token })).data;
      const names = flat(auth.menu_tree).map((n) => n.name);
      expect(names).toEqual(expect.arrayContaining(['home', 'monitoringList', 'deviceMap', 'dataManagement', 'operationLog']));
      for (const admin of ['userManagement', 'roleManagement', 'siteUsers', 'siteRoles', 'visualization', 'productList']) expect(names).not.toContain(admin);
      expect(auth.other_list).toContain('data:export');
      const tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
      const roles = (await s.post('/user/role/list', page, { token: tenantAdmin, headers: { 'accept-language': 'es' } })).data.data;
      expect(roles.map((r: { role_name: string }) => r.role_name)).toContain('Operador');
      const admin = await s.login(ADMIN_EMAIL);
      const sysMenu = flat((await s.post('/user/function/auth', {}, { token: admin })).data.menu_tree).map((n) => n.name);
      expect(sysMenu).not.toContain('siteUsers');
      expect(sysMenu).toContain('systemSetup');
      const tenantMenu = flat((await s.post('/user/function/auth', {}, { token: tenantAdmin })).data.menu_tree).map((n) => n.name);
      expect(tenantMenu).not.toContain('systemSetup');
      expect(tenantMenu).toContain('siteUsers');
    } finally {
      await s.close();
    }
  });
});
