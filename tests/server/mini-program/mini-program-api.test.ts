/**
 * The mini-program areas over real HTTP and a real database: shown device groups from the project/group tree,
 * feedback through the open route (site key, image checks, rate limits) and its reply, media, notices with their
 * sanitized content and publication, QR code look-ups, bad input with its 1000 messages, and site isolation (a
 * SITE_ADMIN of one site never sees another's rows).
 */
import { FEEDBACK_PER_WINDOW, OPEN_WINDOW_MS, WRONG_KEYS_PER_WINDOW } from '../../../server/src/modules/mini-program/open-service';
import { ManualClock, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const en = { 'accept-language': 'en' };

describe.each(testBackends())('mini-program (%s)', (backend) => {
  const clock = new ManualClock();
  let s: TestServer;
  let admin: string;
  let siteA: string;
  let siteB: string;
  let siteAdminB: string;
  let user: string;
  let groupA: string;
  let groupB: string;
  let deviceA: string;
  let keyA: string;
  const a = () => ({ token: admin, siteId: siteA });
  const open = (path: string, body: Record<string, unknown>) => s.post(`/open/mini-program/${path}`, body, { headers: en });

  beforeAll(async () => {
    s = await startTestServer({ backend, clock });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    siteA = (await s.post('/site/add', { name: 'Mini A' }, { token: admin })).data.id;
    siteB = (await s.post('/site/add', { name: 'Mini B' }, { token: admin })).data.id;
    await s.post('/user/add', { email: 'mini-b@tessera.local', password: 'site-pass', authority: 'SITE_ADMIN' }, { token: admin });
    siteAdminB = await s.login('mini-b@tessera.local', 'site-pass');
    const siteAdminId = (await s.post('/auth/me', {}, { token: siteAdminB })).data.id;
    await s.post('/site/user/add', { site_id: siteB, user_id: siteAdminId }, { token: admin });
    for (const [site, set] of [
      [siteA, (id: string) => (groupA = id)],
      [siteB, (id: string) => (groupB = id)],
    ] as const) {
      const project = (await s.post('/business/add', { name: `Project ${site.slice(0, 4)}` }, { token: admin, siteId: site })).data.id;
      set((await s.post('/asset/add_only', { name: 'Chargers', business_id: project }, { token: admin, siteId: site })).data.id);
    }
    deviceA = (await s.post('/device/add_only', { name: 'Mini pile A' }, a())).data.id;
    await s.post('/device/update_only', { id: deviceA, asset_id: groupA }, a());
    keyA = (await s.post('/mini-program/key/reset', {}, a())).data.key;
  });
  afterAll(async () => {
    await s?.close();
  });

  it("shows groups of the site's project tree with display names and order, and refuses another site's group", async () => {
    const candidates = (await s.post('/mini-program/device-group/candidates', {}, a())).data;
    expect(candidates.map((c: { id: string }) => c.id)).toEqual([groupA]);
    expect((await s.post('/mini-program/device-group/add', { group_id: groupB, display_name: 'Other' }, { ...a(), headers: en })).message).toBe(
      'The group is not in a project of this site',
    );
    expect(await s.post('/mini-program/device-group/add', { group_id: groupA, display_name: '   ' }, { ...a(), headers: en })).toMatchObject({
      code: 1000,
      message: 'The display name is required',
    });
    expect((await s.post('/mini-program/device-group/add', { group_id: groupA, colour: 'red' }, a())).code).toBe(1000);
    expect((await s.post('/mini-program/device-group/add', { display_name: 'No group' }, a())).code).toBe(1000);
    const added = await s.post('/mini-program/device-group/add', { group_id: groupA, display_name: 'Fast chargers', sort: 2 }, a());
    expect(added.code).toBe(200);
    expect((await s.post('/mini-program/device-group/add', { group_id: groupA }, { ...a(), headers: en })).message).toBe(
      'The mini-program already shows this group',
    );
    expect((await s.post('/mini-program/device-group/edit', { id: added.data.id, sort: 1 }, a())).code).toBe(200);
    expect((await s.post('/mini-program/device-group/list', {}, a())).data).toMatchObject([
      { display_name: 'Fast chargers', sort: 1, group_name: 'Chargers', device_count: 1 },
    ]);
    expect(await open('device-group/list', { site_id: siteA, key: keyA })).toMatchObject({
      code: 200,
      data: [{ display_name: 'Fast chargers', devices: [{ id: deviceA, name: 'Mini pile A' }] }],
    });
    expect((await s.post('/mini-program/device-group/list', {}, { token: siteAdminB })).data).toEqual([]);
    expect((await s.post('/mini-program/device-group/delete', { id: added.data.id }, { token: siteAdminB })).code).toBe(400);
    expect((await s.post('/mini-program/device-group/add', { group_id: groupA }, { token: user, siteId: siteA })).code).toBe(999);
  });

  it("the open routes refuse a missing, wrong or other site's key with 401, and count wrong keys per address", async () => {
    expect((await open('notice/list', { site_id: siteA })).code).toBe(1000);
    expect(await open('notice/list', { site_id: siteA, key: 'guess' })).toMatchObject({ code: 401, message: 'Invalid site key' });
    expect((await open('notice/list', { site_id: siteB, key: keyA })).code).toBe(401);
    expect((await open('notice/list', { site_id: 'no-such-site', key: keyA })).code).toBe(401);
    expect((await open('feedback/add', { site_id: siteA, key: keyA.slice(0, -1), content: 'x' })).code).toBe(401);
    expect((await open('feedback/detail', { site_id: siteA, key: 'guess', id: 'x' })).code).toBe(401);
    expect((await open('source/list', { site_id: siteA, key: keyA.toUpperCase() })).code).toBe(401);
    expect((await open('device-group/list', { site_id: siteA, key: `${keyA}x` })).code).toBe(401);
    for (let i = 7; i < WRONG_KEYS_PER_WINDOW; i++) await open('notice/list', { site_id: siteA, key: `guess-${i}` });
    expect(await open('notice/list', { site_id: siteA, key: keyA })).toMatchObject({ code: 400, message: 'Too many requests; try again later' });
    clock.advance(OPEN_WINDOW_MS);
    expect((await open('notice/list', { site_id: siteA, key: keyA })).code).toBe(200);
    // A new key replaces the old one at once.
    const old = keyA;
    keyA = (await s.post('/mini-program/key/reset', {}, a())).data.key;
    expect((await open('notice/list', { site_id: siteA, key: old })).code).toBe(401);
    expect((await s.post('/mini-program/key/detail', {}, a())).data).toMatchObject({ has_key: true, key_hint: keyA.slice(-4) });
    expect((await s.post('/mini-program/key/detail', { site_id: siteA }, { token: siteAdminB })).code).toBe(400);
  });

  it('takes feedback with checked images, lists it per site, replies and closes it', async () => {
    const post = (extra: Record<string, unknown>) => open('feedback/add', { site_id: siteA, key: keyA, content: 'The gun is stuck', ...extra });
    expect(await post({ images: ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='] })).toMatchObject({
      code: 1000,
      message: 'Image 1 is invalid: it must be a PNG, JPEG, GIF or WebP data URL',
    });
    expect((await post({ images: [PNG, 'data:image/png;base64,R0lGODlhAQABAAAAACw='] })).message).toBe(
      'Image 2 is invalid: it must be a PNG, JPEG, GIF or WebP data URL',
    );
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1], 'base64'), Buffer.alloc(600 * 1024)]).toString('base64')}`;
    expect((await post({ images: [big] })).code).toBe(1000);
    expect((await post({ images: [PNG, PNG, PNG, PNG] })).code).toBe(1000);
    expect((await post({ content: '   ' })).message).toBe('The content is required');
    expect((await post({ device_id: 'not-here' })).message).toBe('The device is not a device of this site: not-here');
    const sent = await post({ images: [PNG], contact: '138 0000 0000', device_id: deviceA });
    expect(sent).toMatchObject({ code: 200, data: { status: 'new' } });
    for (let i = 1; i < FEEDBACK_PER_WINDOW; i++) expect((await post({})).code).toBe(200);
    expect((await post({})).message).toBe('Too many requests; try again later');
    clock.advance(OPEN_WINDOW_MS);

    const list = (await s.post('/mini-program/feedback/list', { status: 'new', keyword: '138' }, a())).data;
    expect(list).toMatchObject({ total: 1, data: [{ id: sent.data.id, device_name: 'Mini pile A', image_count: 1, status: 'new' }] });
    expect(list.data[0].images).toBeUndefined();
    expect((await s.post('/mini-program/feedback/detail', { id: sent.data.id }, a())).data).toMatchObject({ images: [PNG], contact: '138 0000 0000' });
    expect((await s.post('/mini-program/feedback/list', {}, { token: siteAdminB })).data.total).toBe(0);
    expect((await s.post('/mini-program/feedback/detail', { id: sent.data.id }, { token: siteAdminB })).code).toBe(400);
    expect((await s.post('/mini-program/feedback/reply', { id: sent.data.id, reply: 'x' }, { token: siteAdminB })).code).toBe(400);
    expect((await s.post('/mini-program/feedback/reply', { id: sent.data.id, reply: 'x' }, { token: user, siteId: siteA })).code).toBe(999);
    expect((await s.post('/mini-program/feedback/reply', { id: sent.data.id, reply: '' }, a())).code).toBe(1000);
    expect((await s.post('/mini-program/feedback/reply', { id: sent.data.id, reply: 'A technician is on the way' }, a())).data).toMatchObject({
      status: 'replied',
      reply: 'A technician is on the way',
    });
    expect((await open('feedback/detail', { site_id: siteA, key: keyA, id: sent.data.id })).data).toMatchObject({
      status: 'replied',
      reply: 'A technician is on the way',
    });
    expect((await s.post('/mini-program/feedback/close', { id: sent.data.id }, a())).data.status).toBe('closed');
    expect((await s.post('/mini-program/feedback/reply', { id: sent.data.id, reply: 'again' }, { ...a(), headers: en })).message).toBe(
      'The feedback is closed and cannot be replied to',
    );
  });

  it('keeps media with image limits, order and the published flag', async () => {
    expect((await s.post('/mini-program/source/add', { kind: 'poster', title: 'x' }, a())).code).toBe(1000);
    expect((await s.post('/mini-program/source/add', { kind: 'banner', title: 'x', link: 'javascript:alert(1)' }, { ...a(), headers: en })).message).toBe(
      'The link must start with http://, https:// or /',
    );
    expect((await s.post('/mini-program/source/add', { kind: 'banner', title: 'x', image: 'data:text/html;base64,PGI+' }, a())).code).toBe(1000);
    const one = (
      await s.post(
        '/mini-program/source/add',
        { kind: 'banner', title: 'Summer prices', image: PNG, link: 'https://example.com/summer', sort: 2, published: true },
        a(),
      )
    ).data;
    const two = (await s.post('/mini-program/source/add', { kind: 'banner', title: 'Draft', sort: 1 }, a())).data;
    await s.post('/mini-program/source/add', { kind: 'guide', title: 'How to charge', sort: 0, published: true }, a());
    expect((await s.post('/mini-program/source/list', { kind: 'banner' }, a())).data.data.map((r: { id: string }) => r.id)).toEqual([two.id, one.id]);
    expect((await open('source/list', { site_id: siteA, key: keyA, kind: 'banner' })).data).toMatchObject([{ title: 'Summer prices', image: PNG }]);
    expect((await s.post('/mini-program/source/edit', { id: two.id, published: true, sort: 5 }, a())).data).toMatchObject({ published: true, sort: 5 });
    expect((await open('source/list', { site_id: siteA, key: keyA })).data.map((r: { title: string }) => r.title)).toEqual([
      'Summer prices',
      'Draft',
      'How to charge',
    ]);
    expect((await s.post('/mini-program/source/list', {}, { token: siteAdminB })).data.total).toBe(0);
    expect((await s.post('/mini-program/source/delete', { id: one.id }, { token: siteAdminB })).code).toBe(400);
  });

  it('sanitizes notice content, publishes it (now or later) and the open route reads only published ones', async () => {
    const evil =
      '<p onclick="steal()">Open <b>24h</b></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://ok.example/">ok</a>';
    const n = (await s.post('/mini-program/notice/add', { title: '<img src=x onerror=alert(1)>Maintenance', content: evil }, a())).data;
    expect(n.content).toBe('<p>Open <b>24h</b></p><a>x</a><a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(n.title).toBe('<img src=x onerror=alert(1)>Maintenance');
    expect((await s.post('/mini-program/notice/add', { title: 'Empty', content: '<script>x</script>' }, { ...a(), headers: en })).message).toBe(
      'The notice content is empty once unsafe markup is removed',
    );
    expect((await s.post('/mini-program/notice/add', { title: 'x', content: 'y', audience: 'everyone' }, a())).code).toBe(1000);
    expect((await open('notice/list', { site_id: siteA, key: keyA })).data).toEqual([]);
    expect((await s.post('/mini-program/notice/publish', { id: n.id, published: true }, a())).data.published).toBe(true);
    expect((await open('notice/list', { site_id: siteA, key: keyA })).data).toMatchObject([{ id: n.id, content: n.content }]);
    const later = (await s.post('/mini-program/notice/add', { title: 'Tomorrow', content: 'soon' }, a())).data;
    await s.post('/mini-program/notice/publish', { id: later.id, published: true, publish_at: clock.now() + 86_400_000 }, a());
    expect((await open('notice/list', { site_id: siteA, key: keyA })).data.map((r: { id: string }) => r.id)).toEqual([n.id]);
    await s.post('/mini-program/notice/publish', { id: n.id, published: false }, a());
    expect((await open('notice/list', { site_id: siteA, key: keyA })).data).toEqual([]);

    // "All sites" comes only from the tenant admin, and reaches every site's mini-program of the tenant.
    const all = (await s.post('/mini-program/notice/add', { title: 'Tenant wide', content: 'all', audience: 'all' }, a())).data;
    await s.post('/mini-program/notice/publish', { id: all.id, published: true }, a());
    const keyB = (await s.post('/mini-program/key/reset', {}, { token: siteAdminB, siteId: siteB })).data.key;
    expect((await open('notice/list', { site_id: siteB, key: keyB })).data.map((r: { id: string }) => r.id)).toEqual([all.id]);
    expect(
      (await s.post('/mini-program/notice/add', { title: 'x', content: 'y', audience: 'all' }, { token: siteAdminB, siteId: siteB, headers: en })).message,
    ).toBe('Only the tenant admin may address a notice to all sites');
    expect((await s.post('/mini-program/notice/list', {}, { token: siteAdminB })).data.total).toBe(0);
    expect((await s.post('/mini-program/notice/detail', { id: n.id }, { token: siteAdminB })).code).toBe(400);
    expect((await s.post('/mini-program/notice/edit', { id: n.id, title: 'hijack' }, { token: siteAdminB })).code).toBe(400);
    expect((await s.post('/mini-program/notice/add', { title: 'x', content: 'y' }, { token: siteAdminB, siteId: siteA })).code).toBe(999);
  });

  it('resolves a scanned code to a device the caller may see, from an id or a link', async () => {
    expect((await s.post('/mini-program/scan/resolve', { code: deviceA }, a())).data).toEqual({ kind: 'device', device_id: deviceA, name: 'Mini pile A' });
    expect((await s.post('/mini-program/scan/resolve', { code: `https://tessera.example/monitoring/detail?device_id=${deviceA}` }, a())).data.device_id).toBe(
      deviceA,
    );
    expect((await s.post('/mini-program/scan/resolve', { code: `tessera:device:${deviceA}` }, a())).data.device_id).toBe(deviceA);
    expect((await s.post('/mini-program/scan/resolve', { code: deviceA }, { token: siteAdminB })).code).toBe(400);
    expect((await s.post('/mini-program/scan/resolve', { code: 'nothing' }, { token: admin, headers: en })).message).toBe(
      'The QR code is no device of this tenant: nothing',
    );
    expect((await s.post('/mini-program/scan/resolve', {}, a())).code).toBe(1000);
  });

  it('offers a pre-registered device of a batch for activation, then resolves it to the device', async () => {
    const o = { token: admin };
    const product = (await s.post('/tp_product/add', { name: 'Pile', serial_number: `MP-${backend}`, protocol_type: 'mqtt', auth_type: '1', plugin: '' }, o))
      .data;
    const batch = (await s.post('/tp_batch/add', { batch_number: `MB-${backend}`, product_id: product.id, device_number: 1 }, o)).data;
    await s.post('/tp_batch/generate', { id: batch.id }, o);
    const pre = (await s.post('/tp_generate_device/list', { batch_id: batch.id, current_page: 1, per_page: 10 }, o)).data.data[0];
    expect((await s.post('/mini-program/scan/resolve', { code: pre.activation_code }, o)).data).toEqual({
      kind: 'pre',
      activation_code: pre.activation_code,
      device_code: pre.device_code,
    });
    expect((await s.post('/mini-program/scan/resolve', { code: pre.device_code }, o)).data.kind).toBe('pre');
    // Pre-registered devices are in no site yet: a site admin does not find them.
    expect((await s.post('/mini-program/scan/resolve', { code: pre.activation_code }, { token: siteAdminB })).code).toBe(400);
    const activated = await s.post('/tp_generate_device/activate', { activation_code: pre.activation_code }, o);
    expect(activated.code).toBe(200);
    expect((await s.post('/mini-program/scan/resolve', { code: pre.activation_code }, o)).data).toMatchObject({
      kind: 'device',
      device_id: activated.data.device_id,
    });
  });
});
