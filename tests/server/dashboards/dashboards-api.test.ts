/**
 * Dashboards over HTTP: CRUD, duplicate, export/import validation, the home dashboard, the `visual:*` buttons for a
 * tenant user, and the public share link's scope (its dashboard's devices only) and immediate revocation.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const layoutWith = (deviceId: string, type = 'gauge') => ({
  version: 1,
  time_range: '1h',
  tiles: [
    {
      i: 'a',
      x: 0,
      y: 0,
      w: 6,
      h: 4,
      kind: 'widget',
      title: 'Temp',
      device_id: deviceId,
      widget: { type, mapping: ['t'], id: 'w1', name: 'n', controlType: 'dashboard' },
    },
    { i: 'b', x: 6, y: 0, w: 6, h: 2, kind: 'text', text: 'hello' },
  ],
});

describe.each(testBackends())('dashboards API (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let user: string;
  let dev: string;
  let other: string;
  const as =
    (token: string) =>
    (path: string, body: unknown = {}) =>
      s.post(path, body, { token });
  const pub = (path: string, body: unknown) => s.post(path, body);
  const latest = (deviceId: string, key: string, v: number) =>
    sql`insert into ts_kv_latest (device_id, key, ts, dbl_v) values (${deviceId}, ${key}, ${Date.now() * 1000}, ${v})
        on conflict (device_id, key) do update set dbl_v = ${v}`.execute(s.server.ctx.db);

  beforeAll(async () => {
    // The source tree's manifests: the import compares widget types with what the extensions declare.
    s = await startTestServer({ backend, config: { extensionsDir: path.resolve('extensions') } });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    dev = (await as(admin)('/device/add_only', { name: 'dash sensor' })).data.id;
    other = (await as(admin)('/device/add_only', { name: 'not on the dashboard' })).data.id;
    await latest(dev, 't', 21.5);
    await latest(other, 't', 99);
  });
  afterAll(() => s?.close());

  it('creates, lists with owner and search, renames, duplicates and deletes', async () => {
    const made = await as(admin)('/tp_dashboard/add', { dashboard_name: 'Plant floor', remark: 'line 1', json_data: layoutWith(dev) });
    expect(made.code).toBe(200);
    expect(made.data.json_data.tiles).toHaveLength(2);
    const list = await as(admin)('/tp_dashboard/list', { current_page: 1, per_page: 10, search: 'Plant' });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({ dashboard_name: 'Plant floor', remark: 'line 1', shared: false });
    expect(list.data.data[0].owner_name).toBeTruthy();
    expect((await as(admin)('/tp_dashboard/list', { search: 'nothing-like-it' })).data.total).toBe(0);

    expect((await as(admin)('/tp_dashboard/edit', { id: made.data.id, dashboard_name: 'Floor A' })).code).toBe(200);
    expect((await as(admin)('/tp_dashboard/detail', { id: made.data.id })).data).toMatchObject({ dashboard_name: 'Floor A', remark: 'line 1' });

    const copy = await as(admin)('/tp_dashboard/duplicate', { id: made.data.id });
    expect(copy.code).toBe(200);
    expect(copy.data.id).not.toBe(made.data.id);
    expect(copy.data.dashboard_name).toContain('Floor A');
    expect(copy.data.json_data).toEqual((await as(admin)('/tp_dashboard/detail', { id: made.data.id })).data.json_data);

    expect((await as(admin)('/tp_dashboard/delete', { id: copy.data.id })).code).toBe(200);
    expect((await as(admin)('/tp_dashboard/detail', { id: copy.data.id })).code).toBe(400);
    expect((await as(admin)('/tp_dashboard/delete', { id: copy.data.id })).code).toBe(400);
  });

  it('refuses bad layouts: unknown fields, duplicate tile ids, a device of no one, an empty name', async () => {
    const bad = layoutWith(dev) as any;
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: 'x', json_data: { ...bad, extra: 1 } })).code).toBe(1000);
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: 'x', json_data: { ...bad, tiles: [{ ...bad.tiles[0], evil: true }] } })).code).toBe(1000);
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: 'x', json_data: { ...bad, tiles: [bad.tiles[0], bad.tiles[0]] } })).code).toBe(1000);
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: 'x', json_data: layoutWith('no-such-device') })).code).toBe(1000);
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: '  ' })).code).toBe(1000);
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: 'x', json_data: { ...bad, tiles: [{ ...bad.tiles[0], x: 99 }] } })).code).toBe(1000);
    // Limited to a site, the caller may not bind a device outside it (a share link would expose it).
    const site = (await as(admin)('/site/add', { name: 'dash site' })).data;
    expect((await s.post('/tp_dashboard/add', { dashboard_name: 'x', json_data: layoutWith(dev) }, { token: admin, siteId: site.id })).code).toBe(1000);
  });

  it('exports and imports; an unknown widget type is kept and reported; oversized documents are refused', async () => {
    const made = (await as(admin)('/tp_dashboard/add', { dashboard_name: 'To export', json_data: layoutWith(dev) })).data;
    const doc = (await as(admin)('/tp_dashboard/export', { id: made.id })).data;
    expect(doc).toMatchObject({ format: 'tessera-dashboard', version: 1, dashboard_name: 'To export' });
    const again = await as(admin)('/tp_dashboard/import', { document: doc });
    expect(again.code).toBe(200);
    expect(again.data.unknown_types).toEqual([]);
    expect(again.data.json_data).toEqual(doc.layout);

    const alien = { ...doc, layout: layoutWith(dev, 'market-thing-not-installed') };
    const imported = await as(admin)('/tp_dashboard/import', { document: alien });
    expect(imported.code).toBe(200);
    expect(imported.data.unknown_types).toEqual(['market-thing-not-installed']);
    expect(imported.message).toContain('market-thing-not-installed');

    expect((await as(admin)('/tp_dashboard/import', { document: { ...doc, format: 'grafana' } })).code).toBe(1000);
    expect((await as(admin)('/tp_dashboard/import', { document: { ...doc, layout: { ...doc.layout, tiles: 'no' } } })).code).toBe(1000);
    const huge = { ...doc, layout: { ...doc.layout, tiles: [{ ...doc.layout.tiles[1], text: 'x'.repeat(10_000) }] } };
    huge.layout.tiles = Array.from({ length: 40 }, (_, n) => ({ ...huge.layout.tiles[0], i: `t${n}` }));
    const big = await as(admin)('/tp_dashboard/import', { document: huge });
    expect(big.code).toBe(1000);
    expect(big.message).toMatch(/262144/);
  });

  it('refuses a tenant user changes without the visual buttons, but lets it read', async () => {
    const made = (await as(admin)('/tp_dashboard/add', { dashboard_name: 'Admin made', json_data: layoutWith(dev) })).data;
    expect((await as(user)('/tp_dashboard/detail', { id: made.id })).code).toBe(200);
    expect((await as(user)('/tp_dashboard/add', { dashboard_name: 'mine' })).code).toBe(999);
    expect((await as(user)('/tp_dashboard/edit', { id: made.id, dashboard_name: 'hijacked' })).code).toBe(999);
    expect((await as(user)('/tp_dashboard/delete', { id: made.id })).code).toBe(999);
    expect((await as(user)('/share/generate', { id: made.id })).code).toBe(999);
    expect((await as(user)('/tp_dashboard/home/set', { id: made.id })).code).toBe(999);
    expect((await as(admin)('/tp_dashboard/detail', { id: made.id })).data.dashboard_name).toBe('Admin made');
  });

  it('sets, reads and clears the home dashboard (deleting it clears it too)', async () => {
    const made = (await as(admin)('/tp_dashboard/add', { dashboard_name: 'Home one' })).data;
    expect((await as(admin)('/tp_dashboard/home/set', { id: made.id })).code).toBe(200);
    expect((await as(user)('/tp_dashboard/home')).data).toEqual({ id: made.id, dashboard_name: 'Home one' });
    expect((await as(admin)('/tp_dashboard/home/set', { id: 'nope' })).code).toBe(400);
    await as(admin)('/tp_dashboard/delete', { id: made.id });
    expect((await as(admin)('/tp_dashboard/home')).data).toEqual({ id: '' });
  });

  it('shares read-only: the dashboard and its devices only; revocation and re-sharing cut the old link at once', async () => {
    const made = (await as(admin)('/tp_dashboard/add', { dashboard_name: 'Shared', json_data: layoutWith(dev) })).data;
    const share = (await as(admin)('/share/generate', { id: made.id })).data.share_id as string;
    expect(share.length).toBeGreaterThanOrEqual(32);

    const got = await pub('/share/get', { share_id: share });
    expect(got.code).toBe(200);
    expect(got.data).toMatchObject({ id: made.id, dashboard_name: 'Shared' });
    expect(got.data).not.toHaveProperty('tenant_id');
    const cur = await pub('/share/kv/current', { share_id: share, device_id: dev });
    expect(cur.code).toBe(200);
    expect(cur.data[0].t).toBe(21.5);
    const now = Date.now() * 1000;
    expect((await pub('/share/kv/statistic', { share_id: share, device_id: dev, key: 't', start_time: now - 3.6e9, end_time: now })).code).toBe(200);

    // Any other device of the same tenant is refused, whatever the route.
    expect((await pub('/share/kv/current', { share_id: share, device_id: other })).code).toBe(999);
    expect((await pub('/share/kv/statistic', { share_id: share, device_id: other, key: 't', start_time: 0, end_time: now })).code).toBe(999);
    // The share token is no session: the logged-in routes refuse it.
    expect((await s.post('/kv/current', { entity_id: dev }, { token: share })).code).toBe(401);
    expect((await pub('/share/get', { share_id: 'x'.repeat(32) })).code).toBe(999);
    // The share page loads only the dashboards extension and the widget owners, and only with a valid token.
    const ids = (await pub('/share/catalog', { share_id: share })).data.map((e: any) => e.manifest.id);
    expect(ids).toContain('tessera.visualization');
    expect(ids).toContain('tessera.chart-widgets');
    expect(ids).not.toContain('tessera.system');
    expect((await pub('/share/catalog', { share_id: 'x'.repeat(32) })).code).toBe(999);

    // Editing the dashboard to drop the device drops it from the link at once.
    await as(admin)('/tp_dashboard/edit', { id: made.id, json_data: { version: 1, time_range: '1h', tiles: [] } });
    expect((await pub('/share/kv/current', { share_id: share, device_id: dev })).code).toBe(999);
    await as(admin)('/tp_dashboard/edit', { id: made.id, json_data: layoutWith(dev) });

    expect((await as(admin)('/share/revoke', { id: made.id })).code).toBe(200);
    expect((await pub('/share/get', { share_id: share })).code).toBe(999);
    expect((await pub('/share/kv/current', { share_id: share, device_id: dev })).code).toBe(999);
    expect((await pub('/share/catalog', { share_id: share })).code).toBe(999);

    const second = (await as(admin)('/share/generate', { id: made.id })).data.share_id;
    const third = (await as(admin)('/share/generate', { id: made.id })).data.share_id;
    expect((await pub('/share/get', { share_id: second })).code).toBe(999);
    expect((await pub('/share/get', { share_id: third })).code).toBe(200);
  });

  it('keeps image and device-list tiles and a drawn thumbnail; refuses other image schemes, a foreign listed device and a non-image thumbnail', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const json_data = {
      version: 1,
      time_range: '1h',
      tiles: [
        { i: 'img', x: 0, y: 0, w: 4, h: 4, kind: 'image', image_url: png, fit: 'cover' },
        { i: 'web', x: 4, y: 0, w: 4, h: 4, kind: 'image', image_url: 'https://example.com/plant.jpg' },
        { i: 'list', x: 8, y: 0, w: 8, h: 6, kind: 'devices', title: 'Floor', device_ids: [dev, other], keys: ['t'] },
      ],
    };
    const thumbnail = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const made = await as(admin)('/tp_dashboard/add', { dashboard_name: 'Tiles', json_data, thumbnail });
    expect(made.code, made.message).toBe(200);
    expect(made.data.json_data).toEqual(json_data);
    const row = (await as(admin)('/tp_dashboard/list', { search: 'Tiles' })).data.data[0];
    expect(row.thumbnail).toBe(thumbnail);

    const withTile = (tile: Record<string, unknown>) => ({ ...json_data, tiles: [{ i: 'x', x: 0, y: 0, w: 4, h: 4, ...tile }] });
    for (const image_url of ['javascript:alert(1)', 'data:text/html;base64,PGI+', 'file:///etc/passwd', `data:image/png;base64,${'A'.repeat(170_000)}`]) {
      const r = await as(admin)('/tp_dashboard/add', { dashboard_name: 'bad', json_data: withTile({ kind: 'image', image_url }) });
      expect(r.code, image_url.slice(0, 30)).toBe(1000);
      expect(r.message).toContain('image_url');
    }
    expect(
      (await as(admin)('/tp_dashboard/add', { dashboard_name: 'bad', json_data: withTile({ kind: 'devices', device_ids: ['no-such-device'] }) })).code,
    ).toBe(1000);
    expect(
      (
        await as(admin)('/tp_dashboard/add', {
          dashboard_name: 'bad',
          json_data: withTile({ kind: 'devices', device_ids: Array.from({ length: 51 }, (_, n) => `d${n}`) }),
        })
      ).code,
    ).toBe(1000);
    expect((await as(admin)('/tp_dashboard/add', { dashboard_name: 'bad', json_data: withTile({ kind: 'chart' }) })).code).toBe(1000);
    const badThumb = await as(admin)('/tp_dashboard/edit', { id: made.data.id, thumbnail: 'javascript:alert(1)' });
    expect(badThumb.code).toBe(1000);
    expect(badThumb.message).toContain('thumbnail');

    // A shared device list: its devices are the link's, with their names; the rest of the tenant stays out.
    const share = (await as(admin)('/share/generate', { id: made.data.id })).data.share_id;
    const got = await pub('/share/get', { share_id: share });
    expect(got.data.device_names).toEqual({ [dev]: 'dash sensor', [other]: 'not on the dashboard' });
    expect((await pub('/share/kv/current', { share_id: share, device_id: other })).code).toBe(200);
    const third = (await as(admin)('/device/add_only', { name: 'third' })).data.id;
    expect((await pub('/share/kv/current', { share_id: share, device_id: third })).code).toBe(999);
  });
});
