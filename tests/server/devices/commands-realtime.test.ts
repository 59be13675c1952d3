import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function connect(port: number, token: string): Promise<MqttClient> {
  const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, { username: token, protocolVersion: 4, reconnectPeriod: 0 });
  return new Promise((resolve, reject) => {
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

/** A WebSocket that queues every JSON message; `next(pred)` resolves with the first match. */
function socket(url: string) {
  const ws = new WebSocket(url);
  const seen: any[] = [];
  const waiters: Array<{ pred: (m: any) => boolean; resolve: (m: any) => void }> = [];
  ws.on('message', (d) => {
    const m = JSON.parse(String(d));
    seen.push(m);
    for (const w of [...waiters])
      if (w.pred(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
  });
  return {
    ws,
    open: () => new Promise((r) => ws.once('open', r)),
    send: (m: unknown) => ws.send(JSON.stringify(m)),
    next: (pred: (m: any) => boolean, ms = 3000) =>
      new Promise<any>((resolve, reject) => {
        const hit = seen.find(pred);
        if (hit) {
          seen.splice(seen.indexOf(hit), 1);
          return resolve(hit);
        }
        const t = setTimeout(() => reject(new Error('timeout waiting for ws message')), ms);
        waiters.push({
          pred,
          resolve: (m) => {
            clearTimeout(t);
            seen.splice(seen.indexOf(m), 1);
            resolve(m);
          },
        });
      }),
  };
}

describe('commands, attribute writes, events and realtime', () => {
  let s: TestServer;
  let token: string;
  let dev: any;
  let info: any;
  let client: MqttClient;
  const post = (path: string, body: unknown = {}) => s.post(path, body, { token });
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await post('/device/add_only', { name: 'sensor', type: ENV_SENSOR_MODEL_ID })).data;
    info = (await post('/device/connect/info', { id: dev.id })).data;
    client = await connect(info.port, info.username);
    await client.subscribeAsync(info.subscribe, { qos: 1 });
  });
  afterAll(async () => {
    await client?.endAsync(true);
    await s.close();
  });

  it('describes how a device connects', () => {
    expect(info).toMatchObject({
      mode: 'embedded',
      host: '127.0.0.1',
      username: dev.token,
      publish: ['device/attributes', 'device/event', 'ota/device/progress', 'ota/device/inform'],
    });
    expect(info.subscribe).toEqual([`device/attributes/${dev.token}`, `device/command/${dev.token}`, `ota/device/inform/${dev.token}`]);
  });

  it('delivers commands and attribute writes over MQTT, rate-limits a second send and logs both', async () => {
    const got: Array<[string, any]> = [];
    client.on('message', (t, p) => got.push([t, JSON.parse(p.toString())]));
    const cmd = await post('/device/command/send', {
      device_id: dev.id,
      command_identifier: 'set_interval',
      command_data: '{"interval":30}',
      command_name: '设置上报间隔',
    });
    expect(cmd).toMatchObject({ code: 200, data: null });
    expect(await post('/device/command/send', { device_id: dev.id, command_identifier: 'reboot' })).toMatchObject({ code: 400, message: '命令下发不能太频繁' });
    expect((await post('/device/operating_device', { device_id: dev.id, values: { report_interval: 10 } })).data).toEqual({ report_interval: 10 });
    expect(await post('/device/operating_device', { device_id: dev.id, values: { report_interval: 11 } })).toMatchObject({
      code: 400,
      message: '属性下发不能太频繁',
    });
    expect((await post('/device/command/send', { device_id: 'x', command_identifier: 'a', command_data: '[1]' })).code).toBe(1000);
    for (let i = 0; i < 50 && got.length < 2; i++) await wait(20);
    expect(got).toEqual([
      [`device/command/${dev.token}`, { method: 'set_interval', params: { interval: 30 } }],
      [`device/attributes/${dev.token}`, { report_interval: 10 }],
    ]);
    const history = (await post('/device/command/history/list', { device_id: dev.id, current_page: 1, per_page: 10 })).data;
    expect(history.data).toEqual([
      expect.objectContaining({ command_identify: 'set_interval', command_name: '设置上报间隔', send_status: '1', data: '{"interval":30}' }),
    ]);
    const log = (await post('/conditions/log/index', { current_page: 1, per_page: 10, device_id: dev.id })).data;
    expect(log.total).toBe(2);
    expect(log.data.map((r: any) => [r.operation_type, r.send_result, r.device_name, r.sender])).toEqual([
      ['2', '1', 'sensor', TENANT_ADMIN_EMAIL],
      ['2', '1', 'sensor', TENANT_ADMIN_EMAIL],
    ]);
    expect((await post('/device/command/list', { device_id: dev.id })).data.map((c: any) => c.commandId)).toEqual(['set_interval', 'reboot']);
  });

  it('sends to a sub-device through its gateway, wrapped by address', async () => {
    const gw = (await post('/device/add_only', { name: 'gw', device_type: '2' })).data;
    const sub = (await post('/device/add_only', { name: 'sub', device_type: '3', parent_id: gw.id, sub_device_addr: 'a7' })).data;
    const g = await connect(info.port, gw.token);
    await g.subscribeAsync(`gateway/command/${gw.token}`, { qos: 1 });
    const msg = new Promise<[string, string]>((r) => g.once('message', (t, p) => r([t, p.toString()])));
    expect((await post('/device/command/send', { device_id: sub.id, command_identifier: 'reboot', command_data: {} })).code).toBe(200);
    expect(await msg).toEqual([`gateway/command/${gw.token}`, JSON.stringify({ a7: { method: 'reboot', params: {} } })]);
    await g.endAsync(true);
  });

  it('pushes values to an authenticated WebSocket subscriber within a second, tenant-scoped', async () => {
    const ws = socket(`${s.url.replace('http', 'ws')}/api/ws`);
    await ws.open();
    ws.send({ type: 'subscribe', device_id: dev.id });
    expect((await ws.next((m) => m.type === 'error')).message).toBe('未登录或登录已失效');
    ws.send({ type: 'auth', token });
    await ws.next((m) => m.type === 'auth' && m.ok);
    ws.send({ type: 'subscribe', device_id: dev.id });
    await ws.next((m) => m.type === 'subscribed');
    const sent = Date.now();
    await client.publishAsync('device/attributes', JSON.stringify({ temperature: 24.5 }), { qos: 1 });
    const update = await ws.next((m) => m.type === 'values' && m.values.temperature === 24.5 && !m.snapshot);
    expect(update.device_id).toBe(dev.id);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(Math.abs(update.ts - Date.now())).toBeLessThan(5000);

    // Another tenant's admin cannot subscribe to this device.
    const admin = await s.login(ADMIN_EMAIL);
    const other = socket(`${s.url.replace('http', 'ws')}/api/ws`);
    await other.open();
    other.send({ type: 'auth', token: admin, lang: 'en' }); // the console's language picks the error frames'
    await other.next((m) => m.type === 'auth');
    other.send({ type: 'subscribe', device_id: dev.id });
    expect((await other.next((m) => m.type === 'error')).message).toBe('No such device');
    ws.ws.close();
    other.ws.close();
  });

  it('serves the contract websocket /ws/device/current and records device events', async () => {
    const ws = socket(`${s.url.replace('http', 'ws')}/ws/device/current`);
    await ws.open();
    ws.send({ device_id: dev.id, token });
    const first = await ws.next(() => true);
    expect(first).toHaveProperty('temperature');
    await client.publishAsync('device/attributes', JSON.stringify({ humidity: 40 }), { qos: 1 });
    expect(await ws.next((m) => m.humidity === 40)).toEqual({ humidity: 40 });
    ws.ws.close();

    await client.publishAsync('device/event', JSON.stringify({ method: 'threshold_alarm', params: { key: 'pm25', value: 300 } }), { qos: 1 });
    const events = (await post('/device/event/history/list', { device_id: dev.id, current_page: 1, per_page: 10 })).data;
    expect(events.data[0]).toMatchObject({ event_identify: 'threshold_alarm', event_name: '越限告警', data: '{"key":"pm25","value":300}' });
    const status = (await post('/device/status', { device_id_list: [dev.id] })).data;
    expect(status).toEqual({ [dev.id]: '1' });
    const listed = (await post('/device/list/tree', { current_page: 1, per_page: 10, device_id: dev.id })).data.data[0];
    expect(listed.online).toBe('1');
    expect(listed.latest_ts).toBeGreaterThan(0);
  });
});
