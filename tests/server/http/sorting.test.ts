/**
 * Server-side sorting of the admin lists (`/user/list`, `/user/role/list`, `/site/list`): whitelisted fields
 * only, both directions, stable across pages, and the default order when no sort is asked for.
 */
import { sortOf } from '../../../server/src/http/sorting';
import { ManualClock, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe('sortOf', () => {
  const columns = { name: 'name', mobile: 'phone_number' } as const;
  it('maps a whitelisted field to its column, ascending unless desc', () => {
    expect(sortOf({ sort_field: 'mobile', sort_order: 'desc' }, columns)).toEqual({ column: 'phone_number', order: 'desc' });
    expect(sortOf({ sort_field: 'name' }, columns)).toEqual({ column: 'name', order: 'asc' });
    expect(sortOf({ sort_field: 'name', sort_order: 'sideways' }, columns)).toEqual({ column: 'name', order: 'asc' });
  });
  it('ignores no field, unknown fields and inherited keys', () => {
    expect(sortOf({ sort_order: 'desc' }, columns)).toBeUndefined();
    expect(sortOf({ sort_field: 'password_hash' }, columns)).toBeUndefined();
    expect(sortOf({ sort_field: 'constructor' }, columns)).toBeUndefined();
  });
});

// Lower-case ASCII only, so JavaScript's default sort and the database collation agree.
const NAMES = ['sorty-delta', 'sorty-alpha', 'sorty-echo', 'sorty-charlie', 'sorty-bravo'];
const asc = [...NAMES].sort();
const desc = [...asc].reverse();

describe.each(testBackends())('list sorting (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    const clock = new ManualClock();
    s = await startTestServer({ backend, clock });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    // Created in NAMES order (not alphabetical) a second apart, so a sorted answer cannot come from creation order.
    for (const [i, name] of NAMES.entries()) {
      clock.advance(1000);
      const user = await s.post(
        '/user/add',
        { name, email: `${name}@tessera.local`, password: 'secret-1', authority: 'TENANT_USER', mobile: `1380000000${i}` },
        { token: admin },
      );
      expect(user.code, user.message).toBe(200);
      expect((await s.post('/user/role/add', { role_name: name }, { token: admin })).code).toBe(200);
      expect((await s.post('/site/add', { name, address: `${NAMES.length - i} street` }, { token: admin })).code).toBe(200);
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  const lists = [
    { path: '/user/list', field: 'name', filter: { search: 'sorty' }, key: (r: any) => r.name },
    { path: '/user/role/list', field: 'role_name', filter: { role_name: 'sorty' }, key: (r: any) => r.role_name },
    { path: '/site/list', field: 'name', filter: { name: 'sorty' }, key: (r: any) => r.name },
  ];

  async function names(path: string, body: object, key: (r: any) => string, page = 1, per_page = 10): Promise<string[]> {
    const r = await s.post(path, { current_page: page, per_page, ...body }, { token: admin });
    expect(r.code, `${path} ${r.message}`).toBe(200);
    expect(r.data.total).toBe(NAMES.length);
    return r.data.data.map(key);
  }

  it.each(lists)('$path sorts by its field both ways', async ({ path, field, filter, key }) => {
    expect(await names(path, { ...filter, sort_field: field, sort_order: 'asc' }, key)).toEqual(asc);
    expect(await names(path, { ...filter, sort_field: field, sort_order: 'desc' }, key)).toEqual(desc);
    expect(await names(path, { ...filter, sort_field: field }, key)).toEqual(asc);
  });

  it.each(lists)('$path pages a sorted list without repeating or skipping rows', async ({ path, field, filter, key }) => {
    const body = { ...filter, sort_field: field, sort_order: 'desc' };
    const pages = [...(await names(path, body, key, 1, 2)), ...(await names(path, body, key, 2, 2)), ...(await names(path, body, key, 3, 2))];
    expect(pages).toEqual(desc);
  });

  it.each(lists)('$path keeps its default order without a sort and refuses a field outside the whitelist', async ({ path, filter, key }) => {
    const byCreation = path === '/user/list' ? [...NAMES].reverse() : NAMES; // users: newest first
    expect(await names(path, { ...filter, sort_order: 'asc' }, key)).toEqual(byCreation);
    for (const sort_field of ['password_hash', 'tenant_id; drop table users', 'id']) {
      expect((await s.post(path, { current_page: 1, per_page: 10, ...filter, sort_field }, { token: admin })).code, sort_field).toBe(1000);
    }
  });

  it('sorts users by mobile (the phone column) and sites by address', async () => {
    const mobiles = await names('/user/list', { search: 'sorty', sort_field: 'mobile', sort_order: 'desc' }, (r) => r.mobile);
    expect(mobiles).toEqual(NAMES.map((_, i) => `1380000000${i}`).reverse());
    const addresses = await names('/site/list', { name: 'sorty', sort_field: 'address' }, (r) => r.address);
    expect(addresses).toEqual(NAMES.map((_, i) => `${NAMES.length - i} street`).sort());
  });
});
