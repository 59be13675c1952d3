import { createHash } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import { OtaAgent } from '../../../server/src/ingest/ota-agent';
import { isBelow } from '../../../server/src/modules/ota/task-service';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

async function until<T>(fn: () => Promise<T>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A device over real MQTT that records its OTA notices. */
async function device(port: number, token: string) {
  const client: MqttClient = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: token, protocolVersion: 4, reconnectPeriod: 0 });
  const informs: any[] = [];
  client.on('message', (_t, p) => informs.push(JSON.parse(String(p))));
  await client.subscribeAsync(`ota/device/inform/${token}`, { qos: 1 });
  return {
    client,
    informs,
    progress: (body: object) => client.publishAsync('ota/device/progress', JSON.stringify(body), { qos: 1 }),
    version: (version: string) => client.publishAsync('ota/device/inform', JSON.stringify({ id: '1', params: { version, module: 'default' } }), { qos: 1 }),
    end: () => client.endAsync(true),
  };
}

const MAX_BYTES = 64 * 1024;

describe('version comparison', () => {
  it('compares semantic versions and treats missing ones as older', () => {
    expect(isBelow('1.2.3', '1.10.0')).toBe(true);
    expect(isBelow('1.10.0', '1.9.9')).toBe(false);
    expect(isBelow('2.0.0', '2.0.0')).toBe(false);
    expect(isBelow('2.0.0-rc.1', '2.0.0')).toBe(true);
    expect(isBelow('', '0.0.1')).toBe(true);
    expect(isBelow('v1', '1.0.1')).toBe(true);
  });
});

describe.each(testBackends())('firmware and OTA tasks over MQTT (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let product: any;
  let pkg: any;
  const firmware = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  const post = (path: string, body: unknown = {}, token = admin) => s.post(path, body, { token });
  const upload = async (body: Buffer, token = admin, lang?: string) =>
    (
      await fetch(`${s.url}/api/tp_ota/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', ...(lang ? { 'accept-language': lang } : {}) },
        body: new Uint8Array(body),
      })
    ).json() as Promise<any>;
  const addDevice = async (name: string, version = '1.0.0') =>
    (await post('/device/add_only', { name, product_id: product.id, current_version: version })).data;
  const rows = async (taskId: string) => (await post('/tp_ota_device/list', { ota_task_id: taskId, current_page: 1, per_page: 100 })).data;
  const rowOf = async (taskId: string, deviceId: string) => (await rows(taskId)).list.find((r: any) => r.device_id === deviceId);
  const statusIs = (taskId: string, deviceId: string, status: string) =>
    until(async () => {
      const r = await rowOf(taskId, deviceId);
      return r?.upgrade_status === status ? r : undefined;
    });
  const task = async (devices: string[], extra: object = {}) => {
    const r = await post('/tp_ota_task/add', {
      task_name: 't',
      upgrade_time_type: '0',
      ota_id: pkg.id,
      select_device_flag: '1',
      device_id_list: devices,
      retry_count: 0,
      timeout_seconds: 60,
      ...extra,
    });
    expect(r.code, r.message).toBe(200);
    return r.data;
  };
  const port = () => s.server.mqttPort;

  beforeAll(async () => {
    s = await startTestServer({ backend, config: { otaMaxBytes: MAX_BYTES } });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    product = (await post('/tp_product/add', { name: 'Lamp', serial_number: 'LMP', protocol_type: 'mqtt', auth_type: '1', plugin: '' })).data;
    const up = await upload(firmware);
    expect(up.code).toBe(200);
    expect(up.data.file_size).toBe(firmware.length);
    pkg = (
      await post('/tp_ota/add', {
        package_name: 'fw',
        package_version: '1.1.0',
        product_id: product.id,
        signature_algorithm: 'SHA256',
        package_url: up.data.package_url,
        additional_info: { channel: 'beta' },
      })
    ).data;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('computes the signature itself and refuses bad packages with 1000', async () => {
    expect(pkg.sign).toBe(createHash('sha256').update(firmware).digest('hex'));
    expect(pkg.file_size).toBe(firmware.length);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.code).toBe(1000);
    expect(empty.message).toBe('升级包文件为空');
    expect(await upload(Buffer.alloc(0), admin, 'en')).toMatchObject({ code: 1000, message: 'The package file is empty' });
    expect(await upload(Buffer.alloc(0), admin, 'ja')).toMatchObject({ code: 1000, message: 'パッケージファイルが空です' });
    const big = await upload(Buffer.alloc(MAX_BYTES + 1));
    expect(big.code).toBe(1000);
    expect(big.message).toContain(String(MAX_BYTES));
    const up = (await upload(Buffer.from('x'))).data;
    const base = { package_name: 'fw', product_id: product.id, signature_algorithm: 'MD5', package_url: up.package_url };
    const semverBad = await post('/tp_ota/add', { ...base, package_version: '1.2' });
    expect(semverBad.code).toBe(1000);
    expect(semverBad.message).toBe('版本号必须符合语义化版本（如 1.2.3）');
    const semverIn = (lang: string) => s.post('/tp_ota/add', { ...base, package_version: '1.2' }, { token: admin, headers: { 'accept-language': lang } });
    expect(await semverIn('en')).toMatchObject({ code: 1000, message: 'The version must be a semantic version such as 1.2.3' });
    expect(await semverIn('ja')).toMatchObject({ code: 1000, message: 'バージョンはセマンティックバージョン（例 1.2.3）でなければなりません' });
    expect((await post('/tp_ota/add', { ...base, package_version: '1.2.0', product_id: 'nope' })).code).toBe(1000);
    expect((await post('/tp_ota/add', { ...base, package_version: '1.2.0', package_url: '00000000-0000-4000-8000-000000000000' })).code).toBe(1000);
    const md5 = await post('/tp_ota/add', { ...base, package_version: '1.2.0' });
    expect(md5.data.sign).toBe(createHash('md5').update('x').digest('hex'));
    expect((await upload(firmware, await s.login(TENANT_USER_EMAIL))).code).toBe(999);
    expect(await upload(firmware, await s.login(TENANT_USER_EMAIL), 'en')).toMatchObject({ code: 999, message: "You don't have access." });
  });

  it('notifies an online device, serves byte ranges, and finishes on step 100 with the new version', async () => {
    const d = await addDevice('online');
    const dev = await device(port(), d.token);
    try {
      const t = await task([d.id]);
      const notified = await statusIs(t.id, d.id, '1');
      expect(notified.status_detail).toBe('已通知设备');
      const inform = await until(async () => dev.informs[0]);
      expect(inform.code).toBe('200');
      expect(inform.params).toMatchObject({
        version: '1.1.0',
        size: firmware.length,
        signMethod: 'SHA256',
        sign: pkg.sign,
        module: 'default',
        extData: { channel: 'beta' },
      });
      const whole = Buffer.from(await (await fetch(inform.params.url)).arrayBuffer());
      expect(createHash('sha256').update(whole).digest('hex')).toBe(inform.params.sign);
      const part = await fetch(inform.params.url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${firmware.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(firmware.subarray(100, 200));
      expect((await fetch(inform.params.url, { headers: { range: `bytes=${firmware.length}-` } })).status).toBe(416);
      expect((await fetch(`${s.url}/api/ota/download/${'0'.repeat(48)}`)).status).toBe(404);
      await dev.progress({ step: 40, desc: 'downloading', module: 'default' });
      const upgrading = await statusIs(t.id, d.id, '2');
      expect(upgrading.upgrade_progress).toBe(40);
      await dev.progress({ step: '100', desc: 'done', module: 'default' });
      await statusIs(t.id, d.id, '3');
      expect((await post('/device/data', { id: d.id })).data.current_version).toBe('1.1.0');
      const counts = (await rows(t.id)).statuscount;
      expect(counts).toEqual([{ upgrade_status: '3', count: 1 }]);
      expect((await post('/tp_ota_task/list', { ota_id: pkg.id, id: t.id })).data.data[0].task_status).toBe('2');
      expect((await post('/tp_ota_task/delete', { id: t.id })).code).toBe(200);
    } finally {
      await dev.end();
    }
  });

  it('waits for an offline device, notifies it when it comes online, and fails it when it stays silent', async () => {
    const d = await addDevice('offline');
    const t = await task([d.id], { timeout_seconds: 1 });
    const waiting = await statusIs(t.id, d.id, '2');
    expect(waiting.status_detail).toBe('设备不在线，等待升级');
    expect((await post('/tp_ota_task/delete', { id: t.id })).message).toBe('任务未完成，无法删除');
    const dev = await device(port(), d.token);
    try {
      await statusIs(t.id, d.id, '1');
      await until(async () => dev.informs[0]);
      const failed = await statusIs(t.id, d.id, '4');
      expect(failed.status_detail).toBe('设备在 1 秒内没有上报进度，升级失败');
      expect(failed.detail_key).toBe('timedOut');
      // Retry one: told again; this time the download fails on the device.
      expect((await post('/tp_ota_device/modfiyupdate', { id: failed.id, ota_task_id: t.id, upgrade_status: '0' })).code).toBe(200);
      await statusIs(t.id, d.id, '1');
      await until(async () => dev.informs[1]);
      await dev.progress({ step: -2, desc: 'http 500' });
      const dl = await statusIs(t.id, d.id, '4');
      expect(dl.status_detail).toBe('下载失败: http 500');
    } finally {
      await dev.end();
    }
  });

  it('retries a silent device as many times as the task says before failing it', async () => {
    const d = await addDevice('silent');
    const dev = await device(port(), d.token);
    try {
      const t = await task([d.id], { timeout_seconds: 1, retry_count: 1 });
      await until(async () => dev.informs.length >= 2, 10_000);
      await statusIs(t.id, d.id, '4');
      expect(dev.informs.length).toBe(2);
    } finally {
      await dev.end();
    }
  });

  it('cancels pending rows, refuses a device busy in another task, and retries all failed', async () => {
    const a = await addDevice('cancel-a');
    const b = await addDevice('cancel-b');
    const dev = await device(port(), a.token);
    try {
      const t1 = await task([a.id]);
      await statusIs(t1.id, a.id, '1');
      const t2 = await task([a.id, b.id]);
      const busy = await statusIs(t2.id, a.id, '4');
      expect(busy.status_detail).toBe('上次升级未完成');
      await statusIs(t2.id, b.id, '2');
      const done = await statusIs(t1.id, a.id, '1');
      expect((await post('/tp_ota_device/modfiyupdate', { id: done.id, ota_task_id: t1.id, upgrade_status: '0' })).code).toBe(400);
      expect((await post('/tp_ota_device/modfiyupdate', { ota_task_id: t1.id, upgrade_status: '5' })).data.count).toBe(1);
      expect((await statusIs(t1.id, a.id, '5')).status_detail).toBe('手动取消升级');
      expect((await post('/tp_ota_device/modfiyupdate', { ota_task_id: t2.id, upgrade_status: '0' })).data.count).toBe(1);
      await statusIs(t2.id, a.id, '1');
      expect((await post('/tp_ota_device/modfiyupdate', { ota_task_id: t2.id, upgrade_status: '5' })).data.count).toBe(2);
      expect((await rows(t2.id)).statuscount).toEqual([{ upgrade_status: '5', count: 2 }]);
    } finally {
      await dev.end();
    }
  });

  it('takes the version a device reports on ota/device/inform, and picks the product devices below the version', async () => {
    const d = await addDevice('reporter', '');
    const dev = await device(port(), d.token);
    try {
      await dev.version('1.1.0');
      await until(async () => (await post('/device/data', { id: d.id })).data.current_version === '1.1.0');
      const older = await addDevice('older', '0.9.0');
      const r = await post('/tp_ota_task/add', { task_name: 'all', upgrade_time_type: '0', ota_id: pkg.id, select_device_flag: '0', timeout_seconds: 60 });
      const ids = (await rows(r.data.id)).list.map((x: any) => x.device_id);
      expect(ids).toContain(older.id);
      expect(ids).not.toContain(d.id);
      await post('/tp_ota_device/modfiyupdate', { ota_task_id: r.data.id, upgrade_status: '5' });
    } finally {
      await dev.end();
    }
  });

  it('starts a scheduled task at its time and fails what is left when it ends', async () => {
    const d = await addDevice('scheduled');
    const start = new Date(Date.now() + 1500).toISOString();
    const end = new Date(Date.now() + 3000).toISOString();
    const t = await task([d.id], { task_name: 'scheduled', upgrade_time_type: '1', start_time: start, end_time: end });
    expect((await post('/tp_ota_task/list', { ota_id: pkg.id, id: t.id })).data.data[0].task_status).toBe('0');
    expect((await post('/tp_ota_task/list', { ota_id: pkg.id, task_name: 'sched' })).data.data.map((x: any) => x.id)).toEqual([t.id]);
    expect((await rowOf(t.id, d.id)).upgrade_status).toBe('0');
    await statusIs(t.id, d.id, '2');
    const failed = await statusIs(t.id, d.id, '4');
    expect(failed.detail_key).toBe('taskEnded');
    expect(
      (await post('/tp_ota_task/add', { task_name: 't', upgrade_time_type: '1', ota_id: pkg.id, select_device_flag: '1', device_id_list: [d.id] })).code,
    ).toBe(1000);
  });

  it('upgrades a device running the OTA agent, and fails it when the file no longer matches its signature', async () => {
    const d = await addDevice('agent', '1.0.0');
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port()}`, { username: d.token, protocolVersion: 4, reconnectPeriod: 0 });
    const agent = new OtaAgent(client, { token: d.token, version: '1.0.0' });
    try {
      const t = await task([d.id]);
      const done = await statusIs(t.id, d.id, '3');
      expect(done.upgrade_progress).toBe(100);
      expect(agent.version).toBe('1.1.0');
      await until(async () => (await post('/device/data', { id: d.id })).data.current_version === '1.1.0');
      // The stored file changes under the package: the device's check refuses it.
      const file = path.join(s.dataDir, 'ota', 'packages', product.tenant_id, pkg.id);
      await fs.writeFile(file, Buffer.alloc(firmware.length, 7));
      agent.version = '1.0.0';
      const t2 = await task([d.id]);
      const failed = await statusIs(t2.id, d.id, '4');
      expect(failed.detail_key).toBe('verifyFailed');
      await fs.writeFile(file, firmware);
    } finally {
      await client.endAsync(true);
    }
  });

  it('refuses unknown packages and devices', async () => {
    expect(
      (await post('/tp_ota_task/add', { task_name: 't', upgrade_time_type: '0', ota_id: 'nope', select_device_flag: '1', device_id_list: ['x'] })).code,
    ).toBe(400);
    expect(
      (await post('/tp_ota_task/add', { task_name: 't', upgrade_time_type: '0', ota_id: pkg.id, select_device_flag: '1', device_id_list: ['x'] })).code,
    ).toBe(400);
    expect((await post('/tp_ota/delete', { id: pkg.id })).code).toBe(400);
    const inUse = (lang: string) => s.post('/tp_ota/delete', { id: pkg.id }, { token: admin, headers: { 'accept-language': lang } });
    expect(await inUse('en')).toMatchObject({ code: 400, message: 'The package still has upgrade tasks' });
    expect(await inUse('ja')).toMatchObject({ code: 400, message: 'パッケージにはまだアップグレードタスクがあります' });
    const badTime = await s.post(
      '/tp_ota_task/add',
      { task_name: 't', upgrade_time_type: '1', start_time: 'soon', ota_id: pkg.id, select_device_flag: '1', device_id_list: ['x'] },
      { token: admin, headers: { 'accept-language': 'en' } },
    );
    expect(badTime).toMatchObject({ code: 1000, message: '"soon" is not a date-time' });
    const missing = await fetch(`${s.url}/api/ota/download/${'0'.repeat(48)}`, { headers: { 'accept-language': 'en' } });
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'Unknown firmware package']);
  });
});
