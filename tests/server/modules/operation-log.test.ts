/** The operation log names the tenant and says what each call did, in the reader's language, for every route. */
import { ROUTE_ACTIONS, actionOf } from '../../../server/src/modules/operation-log/route-actions';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe.each(testBackends())('operation log (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('every mutating route has a readable action, and no action names a route that is gone', () => {
    const mutating = s.routes.filter((r) => !r.readonly).map((r) => r.path);
    expect(mutating.filter((p) => !ROUTE_ACTIONS[p])).toEqual([]);
    const declared = new Set(s.routes.map((r) => r.path));
    expect(Object.keys(ROUTE_ACTIONS).filter((p) => !declared.has(p))).toEqual([]);
  });

  it('reads an action as one phrase in each language', () => {
    expect(actionOf('/api/device/update_only')).toMatchObject({ ch: '修改设备', en: 'Edit device', ja: 'デバイスを編集', de: 'Gerät bearbeiten' });
    expect(actionOf('/api/auth/logout')).toMatchObject({ ch: '退出登录', en: 'Sign out', fr: 'Se déconnecter' });
    expect(actionOf('/api/no/such/route')).toBeNull();
  });

  it("shows the tenant by name and the action in the request's language", async () => {
    const token = await s.login(TENANT_ADMIN_EMAIL);
    const site = (await s.post('/site/add', { name: 'Logged depot' }, { token })).data;
    await s.post('/site/edit', { id: site.id, name: 'Logged depot 2' }, { token });
    await s.server.settle();
    const tenant = (await s.server.ctx.db.selectFrom('tenant').select('name').where('id', '=', site.tenant_id).executeTakeFirstOrThrow()).name;
    const list = async (lang: string, who = token) =>
      (await s.post('/operation/list', { per_page: 50, path: '/site/' }, { token: who, headers: { 'accept-language': lang } })).data.data;
    const ch = (await list('zh-CN')).find((r: { path: string }) => r.path === '/api/site/edit');
    expect(ch).toMatchObject({ tenant_id: site.tenant_id, tenant_name: tenant, action: '修改站点', code: 200 });
    expect((await list('es')).find((r: { path: string }) => r.path === '/api/site/add').action).toBe('Añadir sitio');
    // The platform's own entries have no tenant.
    const admin = await s.login(ADMIN_EMAIL);
    await s.post('/user/function/delete', { id: 'missing' }, { token: admin });
    await s.server.settle();
    const own = (await s.post('/operation/list', { per_page: 50, path: '/user/function/' }, { token: admin, headers: { 'accept-language': 'en' } })).data.data;
    expect(own[0]).toMatchObject({ tenant_id: null, tenant_name: null, action: 'Delete permission entry', code: 400 });
  });
});
