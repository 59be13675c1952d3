/**
 * `/device/model/tsl/*` against the real server: the library and unit list, create / list / get-map / update /
 * del with validation (1000, field named), business refusals (400), permissions (TENANT_USER without and with
 * the plugin buttons, SYS_ADMIN), tenant isolation, key/value pairs by device_model_id, and that a device using a
 * plugin made here shows its titles, units and commands through the device area's routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { ADMIN_EMAIL, ManualClock, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

const T = '/device/model/tsl';

/** A save body as the console's toSaveBody builds it. */
function pluginBody(
  name: string,
  over: { category?: string; properties?: object[]; services?: object[]; value_pair?: object; isPus?: boolean; info?: object } = {},
) {
  const category = over.category ?? 'sensor';
  const config = {
    info: { pluginName: name, pluginCategory: category, author: 'QA', version: '1.0', description: 'd', thumbImg: '', ...over.info },
    tsl: {
      option: { classify: 'custom', tslValue: [], catValue: '' },
      key_pair: {},
      value_pair: over.value_pair ?? {},
      properties: over.properties ?? [
        { title: '温度', name: 'temperature', dataType: 'float', dataRange: '-40-85', stepLength: 0.1, unit: '℃', readWrite: 'r', description: '' },
        { title: '开关', name: 'switch', dataType: 'bool', dataRange: 'true-false', stepLength: '-', unit: '-', readWrite: 'rw', description: '' },
      ],
      services: over.services ?? [
        { commandName: '重启', commandId: 'reboot', commandParams: [{ name: '延时', identifier: 'delay', type: 'number', description: '' }] },
      ],
      events: [],
    },
    chart: [{ id: 'abcdefghijkl', name: '温度', controlType: 'dashboard', type: 'gauge', mapping: ['temperature'], series: [], style: {} }],
    publish: { isPus: over.isPus ?? false },
  };
  return {
    model_name: name,
    model_type: category,
    author: 'QA',
    version: '1.0',
    describe: 'd',
    chart_data: JSON.stringify(config),
    issued: over.isPus ? 1 : 0,
  };
}

describe('device models (plugin editor routes)', () => {
  let s: TestServer;
  let admin: string;
  let user: string;
  let sys: string;
  let other: string;
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  const as =
    (token: string) =>
    (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      s.post(`${T}${path}`, body, { token, headers });
  beforeAll(async () => {
    s = await startTestServer({ clock });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    sys = await s.login(ADMIN_EMAIL);
    await s.post('/user/add', { email: 'plugins-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    other = await s.login('plugins-b@tessera.local', 'tenant-b-pw');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('registers every route of the spec, so the fuzz test enumerates them', () => {
    const paths = s.routes.map((r) => r.path);
    for (const name of ['get-tsl-map', 'get-types', 'create', 'list', 'del', 'get-map', 'update', 'get-key-pair', 'get-value-pair']) {
      expect(paths).toContain(`${T}/${name}`);
    }
  });

  it('serves the standard library as the cascader wants it, in the request language', async () => {
    const ch = await as(admin)('/get-tsl-map');
    expect(ch.code).toBe(200);
    expect(ch.data[0]).toMatchObject({ value: 'ambient_sensor', label: '环境传感器' });
    const leaf = ch.data[0].children.find((l: any) => l.value === 'temperature_and_humidity');
    expect(leaf.tsl.properties.find((p: any) => p.name === 'humidity')).toMatchObject({ title: '湿度', unit: '%RH', dataType: 'float' });
    expect(leaf.tsl.services.length).toBeGreaterThan(0);
    const en = await as(user)('/get-tsl-map', {}, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.data[0].label).toBe('Ambient sensor');
    expect(en.data[0].children[0].tsl.properties[0].title).toBe('Temperature');
    expect((await s.post(`${T}/get-tsl-map`, {})).code).toBe(401);
  });

  it('serves the plugin categories and about 130 units', async () => {
    const r = await as(admin)('/get-types');
    expect(r.data.categories).toEqual([
      { value: 'sensor', label: '传感器' },
      { value: 'controller', label: '控制器' },
      { value: 'lighting', label: '照明' },
      { value: 'electricity', label: '电力' },
      { value: 'camera', label: '摄像头' },
      { value: 'other', label: '其他' },
    ]);
    expect(r.data.units.length).toBeGreaterThanOrEqual(120);
    expect(r.data.units).toContain('℃');
    expect((await as(admin)('/get-types', {}, { 'accept-language': 'en' })).data.categories[0].label).toBe('Sensor');
  });

  it("creates a plugin: the id is the server's, info.id from the body is dropped, the config is kept", async () => {
    const body = pluginBody('Greenhouse', { info: { id: 'forged-id' }, value_pair: { switch: { true: '开', false: '关' } } });
    const r = await as(admin)('/create', body);
    expect(r).toMatchObject({ code: 200, message: '添加成功' });
    expect(r.data).toMatchObject({ model_name: 'Greenhouse', model_type: 'sensor', author: 'QA', version: '1.0', describe: 'd', issued: 0, flag: 0 });
    expect(r.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.data.created_at).toBe(Math.floor(clock.now() / 1000));
    const stored = JSON.parse(r.data.chart_data);
    expect(stored.info.id).toBeUndefined();
    expect(stored.tsl.properties.map((p: any) => p.name)).toEqual(['temperature', 'switch']);
    expect(stored.chart[0].id).toBe('abcdefghijkl');
    expect((await as(admin)('/get-map', { id: 'forged-id' })).code).toBe(400);
    // An id in a create body is refused (closed schema): the row's id is always the server's.
    const chosen = await as(admin)('/create', { ...pluginBody('Chosen id'), id: 'chosen-id' });
    expect(chosen).toMatchObject({ code: 1000, message: 'id: 未知字段' });
    expect((await as(admin)('/get-map', { id: 'chosen-id' })).code).toBe(400);
    const got = await as(admin)('/get-map', { id: r.data.id });
    expect(got.data).toEqual(r.data);
    expect((await as(admin)('/get-key-pair', { device_model_id: r.data.id })).data).toEqual({ temperature: '温度', switch: '开关' });
    expect((await as(admin)('/get-value-pair', { device_model_id: r.data.id })).data).toEqual({ switch: { true: '开', false: '关' } });
  });

  it("refuses invalid bodies with 1000 naming the field, in the wizard's words", async () => {
    const ok = pluginBody('x');
    const cases: [object, string][] = [
      [{ ...ok, model_name: undefined }, 'model_name: 请输入插件名称'],
      [{ ...ok, model_name: '   ' }, 'model_name: 请输入插件名称'],
      [{ ...ok, model_type: undefined }, 'model_type: 请选择插件分类'],
      [{ ...ok, model_type: 'toaster' }, 'model_type: 请选择插件分类'],
      [{ ...ok, chart_data: undefined }, 'chart_data: JSON配置不合法'],
      [{ ...ok, chart_data: '{bad' }, 'chart_data: JSON配置不合法'],
      [{ ...ok, chart_data: JSON.stringify({ info: {}, tsl: {} }) }, 'chart_data: JSON配置不合法'],
    ];
    for (const [body, message] of cases) expect(await as(admin)('/create', body)).toMatchObject({ code: 1000, message });
    expect(await as(admin)('/create', { ...ok, model_name: 7 })).toMatchObject({ code: 1000, message: expect.stringContaining('model_name') });
    expect(await as(admin)('/create', { ...ok, issued: 2 })).toMatchObject({ code: 1000, message: expect.stringContaining('issued') });
    expect((await as(admin)('/create', { ...ok, model_name: '' }, { 'accept-language': 'en' })).message).toBe('model_name: Please enter the plugin name');
    expect(await as(admin)('/get-map', {})).toMatchObject({ code: 1000, message: 'id: 为必填项' });
    expect(await as(admin)('/get-key-pair', { id: 'x' })).toMatchObject({ code: 1000, message: 'device_model_id: 为必填项' });
    expect(await as(admin)('/update', pluginBody('x'), { 'accept-language': 'fr' })).toMatchObject({ code: 1000, message: 'id: est obligatoire' });
  });

  it('accepts a config carrying a cover image of the allowed size', async () => {
    const thumbImg = `data:image/png;base64,${'A'.repeat(700_000)}`;
    const r = await as(admin)('/create', pluginBody('With cover', { info: { thumbImg } }));
    expect(r.code).toBe(200);
    expect(JSON.parse(r.data.chart_data).info.thumbImg).toBe(thumbImg);
  });

  it('lists newest first, paged, searchable by name (LIKE, wildcards literal) and category; built-in plugins included', async () => {
    const ids: string[] = [];
    for (const [name, category] of [
      ['Lamp A', 'lighting'],
      ['Lamp B', 'lighting'],
      ['Meter 100%', 'electricity'],
    ]) {
      clock.advance(1000);
      ids.push((await as(admin)('/create', pluginBody(name, { category }))).data.id);
    }
    const page1 = (await as(admin)('/list', { current_page: 1, per_page: 2 })).data;
    expect(page1).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page1.data.map((r: any) => r.id)).toEqual([ids[2], ids[1]]);
    const all = (await as(admin)('/list', { current_page: 1, per_page: 100 })).data;
    expect(all.total).toBe(all.data.length);
    expect(all.data.find((r: any) => r.id === ENV_SENSOR_MODEL_ID)).toMatchObject({ flag: 1, issued: 1 });
    const lamps = (await as(admin)('/list', { current_page: 1, per_page: 10, model_name: 'lamp' })).data;
    expect(lamps.data.map((r: any) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await as(admin)('/list', { current_page: 1, per_page: 10, model_name: '%' })).data.data.map((r: any) => r.id)).toEqual([ids[2]]);
    const lighting = (await as(admin)('/list', { current_page: 1, per_page: 10, model_type: 'lighting' })).data;
    expect(lighting.total).toBe(2);
    expect((await as(admin)('/list', { current_page: 1, per_page: 10, model_type: 'electricity', model_name: 'lamp' })).data.total).toBe(0);
  });

  it('updates a plugin, keeps publish.isPus, and refuses built-in or unknown plugins', async () => {
    const created = (await as(admin)('/create', pluginBody('Before'))).data;
    const body = pluginBody('After', { isPus: true, category: 'controller', properties: [{ title: '亮度', name: 'brightness', unit: '%' }] });
    const r = await as(admin)('/update', { ...body, id: created.id });
    expect(r).toMatchObject({ code: 200, message: '修改成功', data: { id: created.id, model_name: 'After', model_type: 'controller', issued: 1 } });
    expect(JSON.parse(r.data.chart_data).publish).toEqual({ isPus: true });
    expect(r.data.created_at).toBe(created.created_at);
    expect((await as(admin)('/get-key-pair', { device_model_id: created.id })).data).toEqual({ brightness: '亮度' });
    // issued follows publish.isPus when the body leaves it out.
    const { issued: _omit, ...noIssued } = pluginBody('After', { isPus: true });
    expect((await as(admin)('/update', { ...noIssued, id: created.id })).data.issued).toBe(1);
    expect(await as(admin)('/update', { ...pluginBody('x'), id: ENV_SENSOR_MODEL_ID })).toMatchObject({ code: 400, message: '内置插件不能修改或删除' });
    expect(await as(admin)('/update', { ...pluginBody('x'), id: 'no-such-plugin' })).toMatchObject({ code: 400, message: '插件不存在' });
    expect(await as(admin)('/update', { ...pluginBody('x'), model_type: '', id: created.id })).toMatchObject({ code: 1000 });
    expect((await as(admin)('/get-map', { id: created.id })).data.model_name).toBe('After');
  });

  it('a device using the plugin shows its titles, units and commands; delete is refused while a device uses it', async () => {
    const model = (await as(admin)('/create', pluginBody('Boiler'))).data;
    // In the demo site, which the TENANT_USER is granted (a site-limited user sees only its sites' devices).
    const inSite = { token: admin, siteId: (await s.post('/site/list', { per_page: 10 }, { token: admin })).data.data[0].id };
    const project = (await s.post('/business/add', { name: 'Boiler room' }, inSite)).data;
    const group = (await s.post('/asset/add_only', { name: 'Hall', parent_id: '0', business_id: project.id }, inSite)).data;
    const device = (await s.post('/device/add_only', { name: 'boiler 1', asset_id: group.id, type: model.id }, inSite)).data;
    const item = await s.post('/device/model/item', { device_id: device.id }, { token: admin });
    expect(item.data.tsl.properties.map((p: any) => [p.name, p.title, p.unit])).toEqual([
      ['temperature', '温度', '℃'],
      ['switch', '开关', '-'],
    ]);
    const fields = (await s.post('/structure/field', { device_id: device.id }, { token: admin })).data;
    expect(fields[0]).toMatchObject({ key: 'temperature', name: '温度', unit: '℃' });
    expect((await s.post('/device/command/list', { device_id: device.id }, { token: admin })).data.map((c: any) => c.commandId)).toEqual(['reboot']);
    // An update shows at once on the device.
    await as(admin)('/update', { ...pluginBody('Boiler', { services: [{ commandName: '点火', commandId: 'ignite', commandParams: [] }] }), id: model.id });
    expect((await s.post('/device/command/list', { device_id: device.id }, { token: user })).data.map((c: any) => c.commandId)).toEqual(['ignite']);

    expect(await as(admin)('/del', { id: model.id })).toMatchObject({ code: 400, message: '该插件正被 1 个设备使用，请先更换这些设备的插件再删除' });
    expect((await as(admin)('/get-map', { id: model.id })).code).toBe(200);
    await s.post('/device/delete', { id: device.id }, { token: admin });
    expect(await as(admin)('/del', { id: model.id })).toMatchObject({ code: 200, message: '删除成功', data: null });
    expect(await as(admin)('/get-map', { id: model.id })).toMatchObject({ code: 400, message: '插件不存在' });
    expect(await as(admin)('/get-key-pair', { device_model_id: model.id })).toMatchObject({ code: 400, message: '插件不存在' });
    expect((await as(admin)('/del', { id: model.id })).code).toBe(400);
    expect(await as(admin)('/del', { id: ENV_SENSOR_MODEL_ID })).toMatchObject({ code: 400, message: '内置插件不能修改或删除' });
  });

  it("gives the built-in plugins' key pairs to every tenant", async () => {
    const pairs = (await as(other)('/get-key-pair', { device_model_id: ENV_SENSOR_MODEL_ID })).data;
    expect(pairs).toMatchObject({ temperature: '温度', humidity: '湿度' });
    expect((await as(other)('/get-value-pair', { device_model_id: ENV_SENSOR_MODEL_ID })).data).toEqual({});
  });

  it('keeps tenants apart: another tenant neither sees nor changes a plugin', async () => {
    const mine = (await as(admin)('/create', pluginBody('Secret recipe'))).data;
    const theirs = (await as(other)('/create', pluginBody('Their own'))).data;
    const list = (await as(other)('/list', { current_page: 1, per_page: 1000 })).data;
    expect(list.data.map((r: any) => r.id)).toContain(theirs.id);
    expect(JSON.stringify(list)).not.toContain(mine.id);
    expect((await as(other)('/list', { current_page: 1, per_page: 10, model_name: 'Secret' })).data.total).toBe(0);
    for (const [path, body] of [
      ['/get-map', { id: mine.id }],
      ['/get-key-pair', { device_model_id: mine.id }],
      ['/get-value-pair', { device_model_id: mine.id }],
      ['/update', { ...pluginBody('hijacked'), id: mine.id }],
      ['/del', { id: mine.id }],
    ] as const) {
      expect(await as(other)(path, body), path).toMatchObject({ code: 400, message: '插件不存在' });
    }
    expect((await as(admin)('/get-map', { id: mine.id })).data).toEqual(mine);
    // A device of tenant A cannot take tenant B's plugin either.
    expect((await s.post('/device/add_only', { name: 'x', type: theirs.id }, { token: admin })).code).toBe(400);
  });

  it('lets a TENANT_USER read plugins but change them only with the plugin buttons its role grants', async () => {
    const target = (await as(admin)('/create', pluginBody('Shared'))).data;
    expect((await as(user)('/list', { current_page: 1, per_page: 10 })).code).toBe(200);
    expect((await as(user)('/get-map', { id: target.id })).code).toBe(200);
    expect((await as(user)('/get-key-pair', { device_model_id: target.id })).code).toBe(200);
    expect((await as(user)('/create', pluginBody('Mine'))).code).toBe(999);
    expect((await as(user)('/update', { ...pluginBody('hijacked'), id: target.id })).code).toBe(999);
    expect((await as(user)('/del', { id: target.id })).code).toBe(999);
    // Permission is checked before the body: no validation detail leaks to a caller who may not create.
    expect((await as(user)('/create', {})).code).toBe(999);

    const flatten = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
    const tree = flatten((await s.post('/user/function/tree', {}, { token: admin })).data);
    const addButton = tree.find((n) => n.code === 'plugin:add');
    expect(addButton).toBeDefined();
    const [role] = (await s.post('/casbin/user/role/index', { user: TENANT_USER_EMAIL }, { token: admin })).data;
    const granted = (await s.post('/casbin/role/function/index', { role }, { token: admin })).data;
    expect((await s.post('/casbin/role/function/update', { role, functions: [...granted, addButton.id] }, { token: admin })).code).toBe(200);

    const made = await as(user)('/create', pluginBody('Mine'));
    expect(made.code).toBe(200);
    expect((await as(admin)('/get-map', { id: made.data.id })).data.model_name).toBe('Mine');
    expect((await as(user)('/del', { id: made.data.id })).code).toBe(999);
    expect((await as(user)('/update', { ...pluginBody('x'), id: made.data.id })).code).toBe(999);
  });

  it('keeps SYS_ADMIN (no tenant) out of the tenant plugin routes but serves it the library', async () => {
    expect((await as(sys)('/list', { current_page: 1, per_page: 10 })).code).toBe(999);
    expect((await as(sys)('/create', pluginBody('x'))).code).toBe(999);
    expect((await as(sys)('/get-key-pair', { device_model_id: ENV_SENSOR_MODEL_ID })).code).toBe(999);
    expect((await as(sys)('/get-tsl-map')).code).toBe(200);
  });
});
