import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { parseCsv } from '../../../server/src/modules/products/csv';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

/** Polls until `fn` returns a truthy value or the deadline passes. */
async function until<T>(fn: () => Promise<T>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(testBackends())('products, batches and pre-registration (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let user: string;
  let product: any;
  const post = (path: string, body: unknown = {}, token = admin) => s.post(path, body, { token });

  beforeAll(async () => {
    s = await startTestServer({ backend });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    const r = await post('/tp_product/add', { name: 'Meter', serial_number: 'MTR', protocol_type: 'mqtt', auth_type: '1', plugin: ENV_SENSOR_MODEL_ID });
    expect(r.code).toBe(200);
    product = r.data;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps serial numbers unique per tenant and refuses bad input with 1000', async () => {
    const dup = await post('/tp_product/add', { name: 'Other', serial_number: 'MTR', protocol_type: 'mqtt', auth_type: '1', plugin: '' });
    expect(dup.code).toBe(1000);
    expect(dup.message).toBe('产品编号已存在');
    const en = await s.post(
      '/tp_product/add',
      { name: 'Other', serial_number: 'MTR', protocol_type: 'mqtt', auth_type: '1', plugin: '' },
      { token: admin, headers: { 'accept-language': 'en' } },
    );
    expect(en.message).toBe('This product serial number is already used');
    const ja = await s.post(
      '/tp_product/add',
      { name: 'Other', serial_number: 'MTR', protocol_type: 'mqtt', auth_type: '1', plugin: '' },
      { token: admin, headers: { 'accept-language': 'ja' } },
    );
    expect([ja.code, ja.message]).toEqual([1000, 'この製品番号は既に使われています']);
    expect((await post('/tp_product/add', { name: 'X', serial_number: 'X1', protocol_type: 'mqtt', auth_type: '1', plugin: 'no-such-plugin' })).code).toBe(
      1000,
    );
    expect((await post('/tp_product/add', { name: 'X', serial_number: 'X1', protocol_type: 'mqtt', auth_type: '1', plugin: '', extra: 1 })).code).toBe(1000);
    const unknown = await post('/tp_batch/add', { batch_number: 'B1', product_id: 'no-such-product', device_number: 5 });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toBe('产品不存在');
    const inLang = (lang: string) =>
      s.post('/tp_batch/add', { batch_number: 'B1', product_id: 'no-such-product', device_number: 5 }, { token: admin, headers: { 'accept-language': lang } });
    expect([(await inLang('en')).code, (await inLang('en')).message]).toEqual([400, 'Unknown product']);
    expect([(await inLang('ja')).code, (await inLang('ja')).message]).toEqual([400, '製品が存在しません']);
    expect((await post('/tp_batch/add', { batch_number: 'B1', product_id: product.id, device_number: 0 })).code).toBe(1000);
  });

  it('refuses a tenant user every change', async () => {
    expect((await post('/tp_product/add', { name: 'U', serial_number: 'U1', protocol_type: 'mqtt', auth_type: '1', plugin: '' }, user)).code).toBe(999);
    expect((await post('/tp_batch/add', { batch_number: 'U', product_id: product.id, device_number: 1 }, user)).code).toBe(999);
    expect((await post('/tp_product/list', { current_page: 1, per_page: 10 }, user)).code).toBe(200);
  });

  it('generates a batch once, with unique codes and tokens', async () => {
    const batch = (await post('/tp_batch/add', { batch_number: 'B7', product_id: product.id, device_number: 1200 })).data;
    const g = await post('/tp_batch/generate', { id: batch.id });
    expect(g.code).toBe(200);
    const again = await post('/tp_batch/generate', { id: batch.id });
    expect(again.code).toBe(400);
    expect(again.message).toBe('已生成的批次，不能再次生成');
    const list = (await post('/tp_generate_device/list', { batch_id: batch.id, current_page: 1, per_page: 1000 })).data;
    expect(list.total).toBe(1200);
    const csv = parseCsv((await post('/tp_batch/export', { id: batch.id })).data.content);
    expect(csv[0][0]).toBe('device_code');
    const rows = csv.slice(1);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r[0])).size).toBe(1200);
    expect(new Set(rows.map((r) => r[1])).size).toBe(1200);
    expect(rows[0][0]).toBe('MTR-B7-0001');
    const filtered = (await post('/tp_generate_device/list', { batch_id: batch.id, device_code: '0012', current_page: 1, per_page: 100 })).data;
    expect(filtered.data.map((r: any) => r.device_code)).toContain('MTR-B7-0012');
  });

  it('round-trips a factory CSV: import device codes, export them back', async () => {
    const file = 'device_code,token\r\nF-1,\r\n"F-2, with comma",tok-f2-' + backend + '\r\nF-3,\r\n';
    const r = await post('/tp_batch/import', { batch_number: 'IMP', product_id: product.id, file });
    expect(r.code).toBe(200);
    expect(r.data.device_number).toBe(3);
    const out = parseCsv((await post('/tp_batch/export', { id: r.data.id })).data.content).slice(1);
    expect(out.map((x) => x[0]).sort()).toEqual(['F-1', 'F-2, with comma', 'F-3']);
    expect(out.find((x) => x[0] === 'F-2, with comma')![1]).toBe('tok-f2-' + backend);
    // The same tokens cannot be imported twice.
    const dup = await post('/tp_batch/import', { batch_number: 'IMP2', product_id: product.id, file });
    expect(dup.code).toBe(1000);
    expect((await post('/tp_batch/import', { batch_number: 'IMP3', product_id: product.id, file: 'device_code\r\nA\r\nA\r\n' })).code).toBe(1000);
  });

  it('activates a pre-registered device on its first MQTT connect', async () => {
    const batch = (await post('/tp_batch/add', { batch_number: 'ACT', product_id: product.id, device_number: 2 })).data;
    await post('/tp_batch/generate', { id: batch.id });
    const pre = (await post('/tp_generate_device/list', { batch_id: batch.id, current_page: 1, per_page: 10 })).data.data;
    const port = s.server.mqttPort;
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: pre[0].token, protocolVersion: 4, reconnectPeriod: 0 });
    try {
      const device = (await post('/device/data', { id: pre[0].device_id })).data;
      expect(device.name).toBe(pre[0].device_code);
      expect(device.type).toBe(ENV_SENSOR_MODEL_ID);
      expect(device.product_id).toBe(product.id);
      const row = await until(
        async () => (await post('/tp_generate_device/list', { batch_id: batch.id, activate_flag: '1', current_page: 1, per_page: 10 })).data.data[0],
      );
      expect(row.add_flag).toBe('1');
      expect(row.id).toBe(pre[0].id);
    } finally {
      await client.endAsync(true);
    }
    expect((await post('/tp_batch/delete', { id: batch.id })).message).toBe('已添加设备的批次无法删除！');
    // By hand: the second one, once.
    expect((await post('/tp_generate_device/activate', { activation_code: pre[1].id, name: 'by hand' })).code).toBe(200);
    expect((await post('/device/data', { id: pre[1].device_id })).data.name).toBe('by hand');
    expect((await post('/tp_generate_device/activate', { activation_code: pre[1].id })).message).toBe('设备已添加，不能再次添加！');
    expect((await post('/tp_generate_device/activate', { activation_code: 'nope' })).message).toBe('激活码错误！');
  });

  it("puts a device activated on connect into its batch's group", async () => {
    const project = (await post('/business/add', { name: 'Factory' })).data;
    const group = (await post('/asset/add_only', { name: 'Line 1', parent_id: '0', business_id: project.id })).data;
    const batch = (await post('/tp_batch/add', { batch_number: 'GRP', product_id: product.id, device_number: 1, asset_id: group.id })).data;
    await post('/tp_batch/generate', { id: batch.id });
    const pre = (await post('/tp_generate_device/list', { batch_id: batch.id, current_page: 1, per_page: 1 })).data.data[0];
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${s.server.mqttPort}`, { username: pre.token, protocolVersion: 4, reconnectPeriod: 0 });
    try {
      expect((await post('/device/data', { id: pre.device_id })).data.asset_id).toBe(group.id);
    } finally {
      await client.endAsync(true);
    }
    expect((await post('/tp_batch/add', { batch_number: 'GRP2', product_id: product.id, device_number: 1, asset_id: 'no-such-group' })).message).toBe(
      '分组不存在',
    );
  });

  it('refuses an unknown token that is not pre-registered', async () => {
    const port = s.server.mqttPort;
    await expect(mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: 'not-registered', protocolVersion: 4, reconnectPeriod: 0 })).rejects.toThrow();
  });

  it("gives a device of a product the product's plugin by default, and refuses an unknown product", async () => {
    const d = (await post('/device/add_only', { name: 'of product', product_id: product.id })).data;
    expect(d.type).toBe(ENV_SENSOR_MODEL_ID);
    expect(d.product_id).toBe(product.id);
    expect((await post('/device/add_only', { name: 'stray', product_id: 'no-such-product' })).message).toBe('产品不存在');
  });

  it('blocks deleting a product that still has batches', async () => {
    expect((await post('/tp_product/delete', { id: product.id })).code).toBe(400);
  });
});
