/** `/site/user/list`: one server page of a site's granted users, searchable and sortable, tenant-scoped. */
import { ADMIN_EMAIL, ManualClock, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const NAMES = ['grant-delta', 'grant-alpha', 'grant-echo', 'grant-charlie', 'grant-bravo'];

describe.each(testBackends())('site users (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let siteId: string;
  beforeAll(async () => {
    const clock = new ManualClock();
    s = await startTestServer({ backend, clock });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    siteId = (await s.post('/site/add', { name: 'Granted site' }, { token: admin })).data.id;
    for (const name of NAMES) {
      clock.advance(1000);
      const user = await s.post('/user/add', { name, email: `${name}@tessera.local`, password: 'secret-1', authority: 'TENANT_USER' }, { token: admin });
      expect(user.code, user.message).toBe(200);
      expect((await s.post('/site/user/add', { site_id: siteId, user_id: user.data.id }, { token: admin })).code).toBe(200);
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = (body: object, token = admin) => s.post('/site/user/list', { site_id: siteId, ...body }, { token });

  it('answers a page with its total, by e-mail by default', async () => {
    const first = await list({ current_page: 1, per_page: 2 });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ current_page: 1, per_page: 2, total: NAMES.length });
    const byEmail = [...NAMES].sort();
    const pages = [first.data.data, (await list({ current_page: 2, per_page: 2 })).data.data, (await list({ current_page: 3, per_page: 2 })).data.data];
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((u: any) => u.name)).toEqual(byEmail);
    expect(first.data.data[0]).toMatchObject({ email: `${byEmail[0]}@tessera.local`, authority: 'TENANT_USER' });
    expect(first.data.data[0]).not.toHaveProperty('password_hash');
  });

  it('searches by name or e-mail and sorts by a whitelisted field', async () => {
    const hit = await list({ current_page: 1, per_page: 10, search: 'ECHO' });
    expect([hit.data.total, hit.data.data.map((u: any) => u.name)]).toEqual([1, ['grant-echo']]);
    const created = await list({ current_page: 1, per_page: 10, sort_field: 'created_at', sort_order: 'desc' });
    expect(created.data.data.map((u: any) => u.name)).toEqual([...NAMES].reverse());
    const byName = await list({ current_page: 1, per_page: 10, sort_field: 'name', sort_order: 'desc' });
    expect(byName.data.data.map((u: any) => u.name)).toEqual([...NAMES].sort().reverse());
    expect((await list({ current_page: 1, per_page: 10, sort_field: 'password_hash' })).code).toBe(1000);
  });

  it("needs a site id, refuses non tenant admins and hides other tenants' sites", async () => {
    expect((await s.post('/site/user/list', { current_page: 1, per_page: 10 }, { token: admin })).code).toBe(1000);
    expect((await list({ current_page: 1, per_page: 10 }, await s.login(TENANT_USER_EMAIL))).code).toBe(999);
    const sys = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'other-owner@tessera.local', password: 'secret-1', authority: 'TENANT_ADMIN' }, { token: sys });
    const other = await list({ current_page: 1, per_page: 10 }, await s.login('other-owner@tessera.local', 'secret-1'));
    expect(other.code).toBe(400);
    expect(other.data?.data).toBeUndefined();
  });
});
