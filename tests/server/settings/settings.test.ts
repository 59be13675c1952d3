import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

// Smallest valid files of each kind (magic bytes matter: the server checks them against the declared type).
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString('base64')}`;
const license = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe.each(testBackends())('system settings (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
  });

  const general = (body: object) => s.post('/settings/general/update', { system_name: 'Plant', theme: 'white', ...body }, { token: admin });

  it('saves name, theme and images; the public logo route shows them', async () => {
    const r = await general({ logo_one: PNG, home_background: JPEG });
    expect(r.code).toBe(200);
    const pub = await s.post('/system/logo/index', {});
    expect(pub.data).toMatchObject({ system_name: 'Plant', theme: 'white', logo_one: PNG, home_background: JPEG });
  });

  it('keeps an omitted image and removes an image sent as empty', async () => {
    await general({ logo_one: PNG, home_background: JPEG });
    await general({ system_name: 'Renamed', home_background: '' });
    const pub = await s.post('/system/logo/index', {});
    expect(pub.data).toMatchObject({ system_name: 'Renamed', logo_one: PNG, home_background: '' });
  });

  it('refuses images that are not jpeg/png, are mislabelled, or are 0.5 MB or more', async () => {
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect((await general({ logo_one: gif })).code).toBe(1000);
    expect((await general({ logo_one: PNG.replace('image/png', 'image/jpeg') })).code).toBe(1000);
    expect((await general({ logo_one: 'https://example.com/x.png' })).code).toBe(1000);
    const big = Buffer.alloc(512 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    const tooBig = await general({ logo_one: `data:image/png;base64,${big.toString('base64')}` });
    expect(tooBig.code).not.toBe(200);
    const ok = Buffer.alloc(400 * 1024);
    ok.set([0x89, 0x50, 0x4e, 0x47]);
    expect((await general({ logo_one: `data:image/png;base64,${ok.toString('base64')}` })).code).toBe(200);
  });

  it('has no notification settings of its own: the notification service holds the one configuration', async () => {
    for (const path of ['/settings/notification/index', '/settings/notification/update']) {
      expect(
        s.routes.some((r) => r.path === path),
        path,
      ).toBe(false);
      const res = await fetch(`${s.url}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect([res.status, (await res.json()).code], path).toEqual([404, 404]);
    }
    expect((await s.post('/notification/config/detail', {}, { token: admin })).code).toBe(200);
  });

  it('reports the authorization and accepts a valid license key only', async () => {
    const before = await s.post('/settings/authorization/index', {}, { token: admin });
    expect(before.data).toMatchObject({ edition: 'community', license_key_set: false });
    expect(typeof before.data.version).toBe('string');
    expect((await s.post('/settings/authorization/update', { license_key: 'garbage' }, { token: admin })).code).toBe(1000);
    const key = license({ licensee: 'ACME', edition: 'enterprise', expires_at: 1_900_000_000, device_limit: 500 });
    const r = await s.post('/settings/authorization/update', { license_key: key }, { token: admin });
    expect(r.data).toMatchObject({ licensee: 'ACME', edition: 'enterprise', device_limit: 500, license_key_set: true });
    expect(JSON.stringify(r.data)).not.toContain(key);
  });

  it.each([
    ['TENANT_ADMIN', TENANT_ADMIN_EMAIL],
    ['TENANT_USER', TENANT_USER_EMAIL],
  ])('answers 999 to a %s on every settings route', async (_r, email) => {
    const token = await s.login(email);
    for (const path of ['/settings/general/update', '/settings/authorization/index', '/settings/authorization/update']) {
      expect((await s.post(path, { system_name: 'x', theme: 'blue', license_key: 'x' }, { token })).code, path).toBe(999);
    }
  });
});
