import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_SENSOR_MODEL_ID, ENERGY_STORAGE_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

describe('projects, groups and devices', () => {
  let s: TestServer;
  let token: string;
  const post = (path: string, body: unknown = {}) => s.post(path, body, { token });
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login(TENANT_ADMIN_EMAIL);
  });
  afterAll(() => s.close());

  it('creates a project with a three-level group tree and refuses to delete non-empty groups', async () => {
    const project = (await post('/business/add', { name: 'Plant' })).data;
    expect(project).toMatchObject({ name: 'Plant' });
    const g1 = (await post('/asset/add_only', { name: 'A', parent_id: '0', business_id: project.id })).data;
    const g2 = (await post('/asset/add_only', { name: 'B', parent_id: g1.id, business_id: project.id })).data;
    const g3 = (await post('/asset/add_only', { name: 'C', parent_id: g2.id, business_id: project.id })).data;
    expect([g1.tier, g2.tier, g3.tier]).toEqual([1, 2, 3]);
    const page = (await post('/asset/list/c', { business_id: project.id, current_page: 1, per_page: 10 })).data;
    expect(page.total).toBe(3);
    expect(page.data.find((r: any) => r.id === g3.id).parent_group).toBe('/A/B');
    const tree = (await post('/business/tree')).data.find((b: any) => b.id === project.id);
    expect(tree.children[0].children[0].children[0].name).toBe('C');

    expect(await post('/asset/delete', { id: g1.id })).toMatchObject({ code: 400, message: '请先删除下一级' });
    const dev = (await post('/device/add_only', { name: 'd', asset_id: g3.id })).data;
    expect(await post('/asset/delete', { id: g3.id })).toMatchObject({ code: 400, message: '请先删除该分组下的设备' });
    expect(await post('/asset/update_only', { id: g1.id, parent_id: g3.id })).toMatchObject({ code: 400 });
    expect(await post('/business/delete', { id: project.id })).toMatchObject({ code: 400, message: '请先删除下一级' });
    expect((await post('/device/delete', { id: dev.id })).message).toBe('删除成功');
    for (const g of [g3, g2, g1]) expect((await post('/asset/delete', { id: g.id })).code).toBe(200);
    expect((await post('/business/delete', { id: project.id })).code).toBe(200);
  });

  it('adds devices with contract defaults, validates fields and lists gateways with their sub-devices', async () => {
    const project = (await post('/business/add', { name: 'Site' })).data;
    const g = (await post('/asset/add_only', { name: 'Hall', parent_id: '0', business_id: project.id })).data;
    const gw = (await post('/device/add_only', { name: 'gw', asset_id: g.id, device_type: '2', type: ENV_SENSOR_MODEL_ID, location: '116.4,39.9' })).data;
    expect(gw.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(gw).toMatchObject({ device_type: '2', protocol: 'mqtt', chart_option: '{}', protocol_config: '{}' });
    const sub = (await post('/device/add_only', { name: 'sub', asset_id: g.id, device_type: '3', parent_id: gw.id })).data;
    expect(sub.sub_device_addr).toMatch(/^[0-9a-f]{9}$/);
    expect(await post('/device/add_only', { name: 'x', token: gw.token })).toMatchObject({ code: 1000, message: 'token已存在' });
    expect((await post('/device/add_only', { name: 'x', location: 'nowhere' })).code).toBe(1000);
    expect((await post('/device/add_only', { name: 'x', additional_info: '{bad' })).code).toBe(1000);
    expect((await post('/device/add_only', { name: 'x', type: 'no-such-plugin' })).code).toBe(400);
    expect(await post('/device/update_only', { id: gw.id, device_type: '1' })).toMatchObject({ code: 400, message: '网关下有子设备，不能修改为直连设备' });

    const list = (await post('/device/list/tree', { current_page: 1, per_page: 10, business_id: project.id })).data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      device: gw.id,
      device_name: 'gw',
      asset_name: 'Hall',
      business_name: 'Site',
      plugin_name: '环境传感器',
      latest_ts: null,
      online: '0',
    });
    expect(list.data[0].children.map((c: any) => c.device)).toEqual([sub.id]);
    const byName = (await post('/device/list/tree', { current_page: 1, per_page: 10, name: 'g' })).data;
    expect(byName.data.map((d: any) => d.device)).toContain(gw.id);
    const offline = (await post('/device/list/tree', { current_page: 1, per_page: 10, business_id: project.id, state: '1' })).data;
    expect(offline.total).toBe(0);
    const map = (await post('/device/map', { business_id: project.id })).data;
    expect(map).toEqual([expect.objectContaining({ id: gw.id, longitude: 116.4, latitude: 39.9 })]);
    expect((await post('/device/status', { device_id_list: [gw.id, sub.id] })).data).toEqual({ [gw.id]: '0', [sub.id]: '0' });
    expect((await post('/device/data', { id: gw.id })).data).toMatchObject({ id: gw.id, name: 'gw', business_id: project.id });
  });

  it('serves the two seeded plugins with their TSL', async () => {
    const list = (await post('/device/model/list', { current_page: 1, per_page: 10 })).data;
    expect(list.data.map((m: any) => m.id)).toEqual(expect.arrayContaining([ENV_SENSOR_MODEL_ID, ENERGY_STORAGE_MODEL_ID]));
    const ess = (await post('/device/model/item', { id: ENERGY_STORAGE_MODEL_ID })).data;
    const names = ess.tsl.properties.map((p: any) => p.name);
    expect(names).toEqual(expect.arrayContaining(['bms_soc', 'pcs_active_power', 'pack1_soc', 'ac_set_temp']));
    expect(ess.tsl.services.map((x: any) => x.commandId)).toContain('start_charge');
    expect(JSON.parse(ess.chart_data)).toHaveProperty('publish');
  });
});
