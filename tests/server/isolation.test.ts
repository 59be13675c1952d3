/**
 * Tenant isolation, table-driven: for every list/detail/update/delete route, a user of tenant A (the demo tenant's
 * admin) gets nothing of tenant B and cannot change it. APPEND A ROW for every new tenant-scoped route; use
 * `setup` to create the tenant-B rows it needs (through B's own API) and return the body A will send.
 */
import { DEVICE_ISOLATION_CASES } from './devices/isolation-cases';
import { DEVICE_MODEL_ISOLATION_CASES } from './device-model/isolation-cases';
import { EXPORT_ISOLATION_CASES } from './exports/isolation-cases';
import { NOTIFICATION_ISOLATION_CASES } from './notifications/isolation-cases';
import { PRODUCT_ISOLATION_CASES } from './products/isolation-cases';
import { AUTOMATION_ISOLATION_CASES } from './automation/isolation-cases';
import { CHARGING_ISOLATION_CASES } from './charging/isolation-cases';
import { MINI_PROGRAM_ISOLATION_CASES } from './mini-program/isolation-cases';
import { PROTOCOL_SCRIPT_ISOLATION_CASES } from './protocol-scripts/isolation-cases';
import { DASHBOARD_ISOLATION_CASES } from './dashboards/isolation-cases';
import { FORWARDING_ISOLATION_CASES } from './forwarding/isolation-cases';
import { DATA_GATEWAY_ISOLATION_CASES } from './data-gateway/isolation-cases';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from './helpers/test-server';
import { NOT_TENANT_OWNED, idFieldsOf, uncoveredRoutes } from './isolation-matrix';

export interface TenantB {
  token: string;
  /** The server's base URL (raw HTTP routes such as uploads). */
  url: string;
  post: TestServer['post'];
  /** The running server (for rows only the engine makes, such as alert messages). */
  server: TestServer['server'];
  ids: { tenantId: string; adminId: string; userId: string; userEmail: string; roleId: string; siteId: string };
}

export interface IsolationCase {
  path: string;
  /** list: the answer must not contain any of B's ids. detail/mutate: the call must fail (and change nothing). */
  kind: 'list' | 'detail' | 'mutate';
  body(b: TenantB): unknown | Promise<unknown>;
}

export const ISOLATION_CASES: IsolationCase[] = [
  { path: '/user/list', kind: 'list', body: () => ({ current_page: 1, per_page: 1000 }) },
  { path: '/user/list', kind: 'list', body: (b) => ({ search: b.ids.userEmail }) },
  { path: '/user/detail', kind: 'detail', body: (b) => ({ id: b.ids.userId }) },
  { path: '/user/edit', kind: 'mutate', body: (b) => ({ id: b.ids.userId, name: 'hijacked' }) },
  { path: '/user/enabled', kind: 'mutate', body: (b) => ({ id: b.ids.userId, enabled: '0' }) },
  { path: '/user/reset_password', kind: 'mutate', body: (b) => ({ id: b.ids.userId }) },
  { path: '/user/delete', kind: 'mutate', body: (b) => ({ id: b.ids.userId }) },
  { path: '/user/delete', kind: 'mutate', body: (b) => ({ id: b.ids.adminId }) },
  { path: '/user/update', kind: 'mutate', body: (b) => ({ id: b.ids.userId, old_password: 'guess', password: 'hijacked-pw' }) },
  { path: '/user/role/list', kind: 'list', body: () => ({ per_page: 1000 }) },
  { path: '/user/role/add', kind: 'mutate', body: (b) => ({ role_name: 'child of B', parent_id: b.ids.roleId }) },
  { path: '/user/role/edit', kind: 'mutate', body: (b) => ({ id: b.ids.roleId, role_name: 'hijacked' }) },
  { path: '/user/role/delete', kind: 'mutate', body: (b) => ({ id: b.ids.roleId }) },
  { path: '/casbin/role/function/index', kind: 'detail', body: (b) => ({ role: b.ids.roleId }) },
  { path: '/casbin/role/function/update', kind: 'mutate', body: (b) => ({ role: b.ids.roleId, functions: [] }) },
  { path: '/casbin/user/role/index', kind: 'detail', body: (b) => ({ user: b.ids.userEmail }) },
  { path: '/casbin/user/role/update', kind: 'mutate', body: (b) => ({ user: b.ids.userId, roles: [] }) },
  { path: '/site/list', kind: 'list', body: () => ({ per_page: 1000 }) },
  { path: '/site/detail', kind: 'detail', body: (b) => ({ id: b.ids.siteId }) },
  { path: '/site/edit', kind: 'mutate', body: (b) => ({ id: b.ids.siteId, name: 'hijacked' }) },
  { path: '/site/delete', kind: 'mutate', body: (b) => ({ id: b.ids.siteId }) },
  { path: '/site/user/list', kind: 'detail', body: (b) => ({ site_id: b.ids.siteId }) },
  { path: '/site/user/add', kind: 'mutate', body: (b) => ({ site_id: b.ids.siteId, user_id: b.ids.userId }) },
  { path: '/site/user/delete', kind: 'mutate', body: (b) => ({ site_id: b.ids.siteId, user_id: b.ids.userId }) },
  { path: '/operation/list', kind: 'list', body: () => ({ per_page: 1000 }) },
  { path: '/home/list', kind: 'list', body: () => ({}) },
  { path: '/site/user/owner', kind: 'list', body: () => ({}) },
  // Tenant and settings administration is SYS_ADMIN only: tenant A's admin is refused outright.
  { path: '/tenant/list', kind: 'detail', body: (b) => ({ search: b.ids.tenantId }) },
  { path: '/tenant/edit', kind: 'mutate', body: (b) => ({ id: b.ids.tenantId, name: 'hijacked' }) },
  { path: '/tenant/enable', kind: 'mutate', body: (b) => ({ id: b.ids.tenantId, enabled: '0' }) },
  { path: '/tenant/delete', kind: 'mutate', body: (b) => ({ id: b.ids.tenantId }) },
  { path: '/settings/general/update', kind: 'mutate', body: () => ({ system_name: 'hijacked', theme: 'blue' }) },
  { path: '/settings/authorization/update', kind: 'mutate', body: () => ({ license_key: 'x' }) },
  // Platform catalogues (menu functions, system look, extensions) are SYS_ADMIN's: a tenant admin is refused.
  { path: '/user/function/add', kind: 'mutate', body: () => ({ name: 'hijacked', type: '1', parent_id: '0' }) },
  { path: '/user/function/edit', kind: 'mutate', body: () => ({ id: 'any', name: 'hijacked' }) },
  { path: '/user/function/delete', kind: 'mutate', body: () => ({ id: 'any' }) },
  { path: '/system/logo/update', kind: 'mutate', body: () => ({ id: 'any', system_name: 'hijacked' }) },
  { path: '/extensions/uninstall', kind: 'mutate', body: () => ({ id: 'devices' }) },
  { path: '/extensions/enable', kind: 'mutate', body: () => ({ id: 'tessera.devices', enabled: false }) },
  { path: '/market/keys/del', kind: 'mutate', body: () => ({ id: 'any' }) },
  // The device map's tile server is per tenant: B's (named after B) never reaches A, and A's update writes A's own.
  {
    path: '/device/map/setting',
    kind: 'list',
    body: async (b) => {
      const tile_url = `https://b-${b.ids.tenantId}.example/{z}/{x}/{y}.png`;
      expect((await b.post('/device/map/setting/update', { tile_url, attribution: b.ids.tenantId }, { token: b.token })).code).toBe(200);
      return {};
    },
  },
  ...DEVICE_ISOLATION_CASES,
  ...DEVICE_MODEL_ISOLATION_CASES,
  ...EXPORT_ISOLATION_CASES,
  ...NOTIFICATION_ISOLATION_CASES,
  ...PRODUCT_ISOLATION_CASES,
  ...AUTOMATION_ISOLATION_CASES,
  ...CHARGING_ISOLATION_CASES,
  ...MINI_PROGRAM_ISOLATION_CASES,
  ...PROTOCOL_SCRIPT_ISOLATION_CASES,
  ...DASHBOARD_ISOLATION_CASES,
  ...FORWARDING_ISOLATION_CASES,
  ...DATA_GATEWAY_ISOLATION_CASES,
];

/** What B owns, read through B's own eyes; must be identical before and after A's attempts. */
async function snapshot(b: TenantB) {
  const o = { token: b.token };
  return JSON.stringify([
    (await b.post('/user/detail', { id: b.ids.userId }, o)).data,
    (await b.post('/user/role/list', { per_page: 100 }, o)).data,
    (await b.post('/site/detail', { id: b.ids.siteId }, o)).data,
    (await b.post('/site/user/list', { site_id: b.ids.siteId }, o)).data,
    (await b.post('/casbin/user/role/index', { user: b.ids.userId }, o)).data,
    (await b.post('/casbin/role/function/index', { role: b.ids.roleId }, o)).data,
  ]);
}

describe.each(testBackends())('tenant isolation (%s)', (backend) => {
  let s: TestServer;
  let a: string;
  let b: TenantB;
  let before: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    a = await s.login(TENANT_ADMIN_EMAIL);
    const admin = await s.login(ADMIN_EMAIL);
    const owner = await s.post('/user/add', { email: 'owner-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: admin });
    const token = await s.login('owner-b@tessera.local', 'tenant-b-pw');
    const o = { token };
    const user = await s.post('/user/add', { email: 'worker-b@tessera.local', authority: 'TENANT_USER', mobile: '13600000001', password: 'worker-b-pw-1' }, o);
    const role = await s.post('/user/role/add', { role_name: 'B role' }, o);
    const site = await s.post('/site/add', { name: 'B site' }, o);
    await s.post('/site/user/add', { site_id: site.data.id, user_id: user.data.id }, o);
    await s.post('/casbin/user/role/update', { user: user.data.id, roles: [role.data.id] }, o);
    const fns = await s.post('/user/function/list', { per_page: 3 }, o);
    await s.post('/casbin/role/function/update', { role: role.data.id, functions: fns.data.data.map((f: any) => f.id) }, o);
    b = {
      token,
      url: s.url,
      post: s.post,
      server: s.server,
      ids: {
        tenantId: owner.data.tenant_id,
        adminId: owner.data.id,
        userId: user.data.id,
        userEmail: 'worker-b@tessera.local',
        roleId: role.data.id,
        siteId: site.data.id,
      },
    };
    before = await snapshot(b);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('has a case for every route that takes an id (derived from the route table)', () => {
    expect(
      uncoveredRoutes(
        s.routes,
        ISOLATION_CASES.map((c) => c.path),
      ),
    ).toEqual([]);
    // An exemption outlives its reason when the route is gone or no longer takes an id.
    const stale = Object.keys(NOT_TENANT_OWNED).filter((p) => !s.routes.some((r) => r.path === p && idFieldsOf(r.body).length));
    expect(stale).toEqual([]);
  });

  it.each(ISOLATION_CASES.map((c) => [c.kind, c.path, c] as const))('%s %s', async (_kind, _path, c) => {
    const r = await s.post(c.path, await c.body(b), { token: a });
    if (c.kind === 'list') {
      expect(r.code).toBe(200);
      const text = JSON.stringify(r.data);
      for (const id of Object.values(b.ids)) expect(text).not.toContain(id);
    } else {
      expect(r.code).not.toBe(200);
      expect(JSON.stringify(r.data ?? null)).not.toContain(b.ids.tenantId);
    }
  });

  it('leaves every tenant-B row exactly as it was', async () => {
    expect(await snapshot(b)).toBe(before);
    expect((await s.post('/auth/login', { email: 'worker-b@tessera.local', password: 'worker-b-pw-1' })).code).toBe(200);
  });

  it('a site of tenant B in X-Site-ID is forbidden to tenant A', async () => {
    expect((await s.post('/home/list', {}, { token: a, siteId: b.ids.siteId })).code).toBe(999);
  });
});
