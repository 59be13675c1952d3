/**
 * Dashboard variables over HTTP: saved with the layout, exported and imported, refused with a 1000 that names the
 * problem (in the caller's language), and a share link reads only the devices the dashboard names (its tiles and its
 * variables' defaults), whatever variable value the page's address asks for.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';

const widgetTile = (i: string, bind: { device_id?: string; variable?: string }) => ({
  i,
  x: 0,
  y: 0,
  w: 6,
  h: 4,
  kind: 'widget',
  ...bind,
  widget: { type: 'textInfo', mapping: ['t'], id: i, name: i, controlType: 'information' },
});
const variable = (name: string, def: string, filter?: Record<string, string>) => ({
  name,
  label: 'Device',
  type: 'device',
  default: def,
  ...(filter ? { filter } : {}),
});
const layout = <V>(variables: V[], tiles: unknown[]) => ({ version: 1, time_range: '1h', variables, tiles });

describe.each(testBackends())('dashboard variables (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let sensor: string;
  let plain: string;
  let hidden: string;
  const post = (path: string, body: unknown, lang = 'en') => s.post(path, body, { token: admin, headers: { 'accept-language': lang } });

  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    sensor = (await post('/device/add_only', { name: 'var sensor', type: ENV_SENSOR_MODEL_ID })).data.id;
    plain = (await post('/device/add_only', { name: 'var plain' })).data.id;
    hidden = (await post('/device/add_only', { name: 'var not on the dashboard' })).data.id;
  });
  afterAll(() => s?.close());

  it('saves variables with the layout, and they survive edit, reload, export and import', async () => {
    const json = layout(
      [variable('device', sensor, { plugin_id: ENV_SENSOR_MODEL_ID })],
      [widgetTile('a', { variable: 'device' }), widgetTile('b', { device_id: plain })],
    );
    const made = await post('/tp_dashboard/add', { dashboard_name: 'Vars', json_data: json });
    expect(made.code).toBe(200);
    const renamed = { ...json, variables: [{ ...json.variables[0], name: 'machine', label: 'Machine' }], tiles: [widgetTile('a', { variable: 'machine' })] };
    expect((await post('/tp_dashboard/edit', { id: made.data.id, json_data: renamed })).code).toBe(200);
    const again = await post('/tp_dashboard/detail', { id: made.data.id });
    expect(again.data.json_data.variables).toEqual([
      { name: 'machine', label: 'Machine', type: 'device', default: sensor, filter: { plugin_id: ENV_SENSOR_MODEL_ID } },
    ]);
    expect(again.data.json_data.tiles[0].variable).toBe('machine');
    const doc = (await post('/tp_dashboard/export', { id: made.data.id })).data;
    const imported = await post('/tp_dashboard/import', { document: doc });
    expect(imported.code).toBe(200);
    expect(imported.data.json_data.variables[0].name).toBe('machine');
  });

  it('refuses bad variables with a 1000 naming the problem, in the caller language', async () => {
    const add = (json: unknown, lang?: string) => post('/tp_dashboard/add', { dashboard_name: 'Bad vars', json_data: json }, lang);
    const tile = widgetTile('a', { variable: 'device' });
    // Closed schema: unknown fields, another type, too many.
    expect((await add(layout([{ ...variable('device', ''), colour: 'red' }], [tile]))).code).toBe(1000);
    expect((await add(layout([{ ...variable('device', ''), type: 'text' }], [tile]))).code).toBe(1000);
    expect((await add(layout([{ ...variable('device', ''), filter: { site: 'x' } }], [tile]))).code).toBe(1000);
    const eleven = Array.from({ length: 11 }, (_, n) => variable(`v${n}`, ''));
    expect((await add(layout(eleven, []))).code).toBe(1000);

    const badName = await add(layout([variable('Bad Name', '')], []));
    expect(badName).toMatchObject({ code: 1000 });
    expect(badName.message).toContain('Bad Name');
    expect(badName.message).toContain('lower-case');
    const inGerman = await add(layout([variable('Bad Name', '')], []), 'de');
    expect(inGerman.message).toContain('Variablenname Bad Name');

    const dup = await add(layout([variable('device', ''), variable('device', '')], []));
    expect(dup).toMatchObject({ code: 1000, message: 'Duplicate variable name: device' });

    const dangling = await add(layout([], [tile]));
    expect(dangling.code).toBe(1000);
    expect(dangling.message).toContain('Tile a uses a variable');
    const onText = await add(layout([variable('device', '')], [{ i: 't', x: 0, y: 0, w: 2, h: 2, kind: 'text', text: 'x', variable: 'device' }]));
    expect(onText.code).toBe(1000);

    const foreign = await add(layout([variable('device', 'no-such-device')], []));
    expect(foreign).toMatchObject({ code: 1000, message: 'No such device: no-such-device' });

    const outside = await add(layout([variable('device', plain, { plugin_id: ENV_SENSOR_MODEL_ID })], []));
    expect(outside.code).toBe(1000);
    expect(outside.message).toContain("default device does not match the variable's filter");
    const outsideCh = await add(layout([variable('device', plain, { plugin_id: ENV_SENSOR_MODEL_ID })], []), 'zh-CN');
    expect(outsideCh.message).toContain('默认设备不符合');
  });

  it('a share link reads the variable default and the named devices, never another device an address asks for', async () => {
    const json = layout([variable('device', sensor)], [widgetTile('a', { variable: 'device' }), widgetTile('b', { device_id: plain })]);
    const made = await post('/tp_dashboard/add', { dashboard_name: 'Shared vars', json_data: json });
    const share = (await post('/share/generate', { id: made.data.id })).data.share_id as string;
    const got = await s.post('/share/get', { share_id: share });
    expect(Object.keys(got.data.device_names).sort()).toEqual([sensor, plain].sort());
    expect((await s.post('/share/kv/current', { share_id: share, device_id: sensor })).code).toBe(200);
    expect((await s.post('/share/kv/current', { share_id: share, device_id: plain })).code).toBe(200);
    // `?var-device=<hidden>` on the share page would ask for this: refused.
    expect((await s.post('/share/kv/current', { share_id: share, device_id: hidden })).code).toBe(999);
    const now = Date.now() * 1000;
    expect((await s.post('/share/kv/statistic', { share_id: share, device_id: hidden, key: 't', start_time: now - 3.6e9, end_time: now })).code).toBe(999);
    // Changing the default moves what the link may read at once.
    expect((await post('/tp_dashboard/edit', { id: made.data.id, json_data: { ...json, variables: [variable('device', hidden)] } })).code).toBe(200);
    expect((await s.post('/share/kv/current', { share_id: share, device_id: hidden })).code).toBe(200);
    expect((await s.post('/share/kv/current', { share_id: share, device_id: sensor })).code).toBe(999);
  });

  it('answers the dashboard with the current values of the devices it names, in one call (view mode and share pages)', async () => {
    const latest = (deviceId: string, key: string, v: number) =>
      sql`insert into ts_kv_latest (device_id, key, ts, dbl_v) values (${deviceId}, ${key}, ${Date.now() * 1000}, ${v})
          on conflict (device_id, key) do update set dbl_v = ${v}`.execute(s.server.ctx.db);
    await latest(sensor, 't', 21.5);
    await latest(plain, 't', 7);
    await latest(hidden, 't', 99);
    const json = layout([variable('device', sensor)], [widgetTile('a', { variable: 'device' }), widgetTile('b', { device_id: plain })]);
    const made = await post('/tp_dashboard/add', { dashboard_name: 'Current', json_data: json });
    expect((await post('/tp_dashboard/detail', { id: made.data.id })).data.current).toBeUndefined();
    const withCurrent = (await post('/tp_dashboard/detail', { id: made.data.id, with_current: true })).data.current;
    expect(Object.keys(withCurrent).sort()).toEqual([sensor, plain].sort());
    expect(withCurrent[sensor]).toMatchObject({ t: 21.5 });
    expect(withCurrent[plain]).toMatchObject({ t: 7 });
    expect(typeof withCurrent[sensor].systime).toBe('string');
    const share = (await post('/share/generate', { id: made.data.id })).data.share_id as string;
    const shared = (await s.post('/share/get', { share_id: share, with_current: true })).data.current;
    expect(Object.keys(shared).sort()).toEqual([sensor, plain].sort());
    expect((await s.post('/share/get', { share_id: share, with_current: 'yes' })).code).toBe(1000);
  });
});
