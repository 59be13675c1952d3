import { up as addMapButton } from '../../../server/src/storage/migrations/0410-map-setting-button';
import { isTileTemplate } from '../../../sdk/src/shared/validation';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

describe('isTileTemplate', () => {
  it('accepts http(s) XYZ templates and refuses the rest', () => {
    expect(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('http://{s}.tiles.example.com/{z}/{x}/{y}.png?key=1')).toBe(true);
    expect(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('ftp://tiles/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileTemplate('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(isTileTemplate('https://a b/{z}/{x}/{y}')).toBe(false);
  });
});

describe.each(testBackends())('device map tile setting (%s)', (backend) => {
  let s: TestServer;
  let tenantAdmin: string;
  let user: string;
  const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  beforeAll(async () => {
    s = await startTestServer({ backend });
    tenantAdmin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('starts without tiles; the tenant admin sets them and every operator of the tenant reads them', async () => {
    expect((await s.post('/device/map/setting', {}, { token: user })).data).toEqual({ tile_url: '', attribution: '', max_zoom: 18 });
    const saved = await s.post('/device/map/setting/update', { tile_url: ` ${OSM} `, attribution: '© OpenStreetMap', max_zoom: 19 }, { token: tenantAdmin });
    expect(saved).toMatchObject({ code: 200, message: '修改成功', data: { tile_url: OSM, attribution: '© OpenStreetMap', max_zoom: 19 } });
    expect((await s.post('/device/map/setting', {}, { token: user })).data).toEqual({ tile_url: OSM, attribution: '© OpenStreetMap', max_zoom: 19 });
    // A partial update keeps the rest; "" turns the tiles off.
    await s.post('/device/map/setting/update', { tile_url: '' }, { token: tenantAdmin });
    expect((await s.post('/device/map/setting', {}, { token: user })).data).toEqual({ tile_url: '', attribution: '© OpenStreetMap', max_zoom: 19 });
  });

  it('refuses a template it cannot use, with the message in the console language, and keeps the stored one', async () => {
    await s.post('/device/map/setting/update', { tile_url: OSM }, { token: tenantAdmin });
    expect(await s.post('/device/map/setting/update', { tile_url: 'https://tiles.example.com/{z}/{x}.png' }, { token: tenantAdmin })).toMatchObject({
      code: 1000,
      message: '瓦片地址须以 http:// 或 https:// 开头，并包含 {z}、{x}、{y}',
    });
    expect(
      await s.post('/device/map/setting/update', { tile_url: 'file:///{z}/{x}/{y}' }, { token: tenantAdmin, headers: { 'accept-language': 'en' } }),
    ).toMatchObject({ code: 1000, message: 'The tile URL must start with http:// or https:// and contain {z}, {x} and {y}' });
    expect((await s.post('/device/map/setting/update', { max_zoom: 40 }, { token: tenantAdmin })).code).toBe(1000);
    const long = `https://tiles.example.com/{z}/{x}/{y}.png?key=${'k'.repeat(500)}`;
    expect(await s.post('/device/map/setting/update', { tile_url: long }, { token: tenantAdmin })).toMatchObject({
      code: 1000,
      message: expect.stringContaining('500'),
    });
    expect((await s.post('/device/map/setting', {}, { token: user })).data.tile_url).toBe(OSM);
  });

  it('gives the settings button to tenant admins, seeded once', async () => {
    const fns = (await s.post('/user/function/list', { current_page: 1, per_page: 1000 }, { token: tenantAdmin })).data.data;
    const buttons = fns.filter((f: any) => f.code === 'device:map:edit');
    expect(buttons).toHaveLength(1);
    expect(fns.find((f: any) => f.id === buttons[0].parent_id)?.name).toBe('deviceMap');
    expect((await s.post('/user/function/auth', {}, { token: tenantAdmin })).data.other_list).toContain('device:map:edit');
    // A database seeded before the button existed gets it from the migration, once.
    const db = s.server.ctx.db;
    await db.deleteFrom('sys_function').where('code', '=', 'device:map:edit').execute();
    await addMapButton(db);
    await addMapButton(db);
    const rows = await db.selectFrom('sys_function').select(['parent_id', 'access', 'type']).where('code', '=', 'device:map:edit').execute();
    expect(rows).toEqual([{ parent_id: buttons[0].parent_id, access: 'tenant', type: '3' }]);
  });

  it("is the tenant admin's to change, and per tenant", async () => {
    expect((await s.post('/device/map/setting/update', { tile_url: '' }, { token: user })).code).toBe(999);
    const admin = await s.login(ADMIN_EMAIL);
    expect((await s.post('/device/map/setting', {}, { token: admin })).code).toBe(999);
    await s.post('/tenant/add', { name: 'Other', admin_name: 'Other admin', admin_email: 'other@maps.io', password: 'secret-1' }, { token: admin });
    const other = await s.login('other@maps.io', 'secret-1');
    expect((await s.post('/device/map/setting', {}, { token: other })).data.tile_url).toBe('');
    await s.post('/device/map/setting/update', { tile_url: 'https://other.example/{z}/{x}/{y}.png' }, { token: other });
    expect((await s.post('/device/map/setting', {}, { token: user })).data.tile_url).toBe(OSM);
  });
});
