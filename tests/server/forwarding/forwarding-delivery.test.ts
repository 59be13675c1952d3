/**
 * Forwarding end to end: devices publish over the embedded broker, committed data goes through a rule's script
 * to a real local HTTP receiver, to the machine's Mosquitto (TESSERA_TEST_MQTT_URL; skipped without it) and to
 * the embedded broker itself; a throwing or looping script is counted and does not hold up another rule; a
 * target that is down keeps ingest whole and its queue bounded; a failing rule with its alarm on raises an alert.
 */
import { randomBytes } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { addDevice, connectDevice, until, type Device } from '../automation/helpers';
import { deadPort, startReceiver, subscribe, type Receiver } from './helpers';

const MOSQUITTO = process.env.TESSERA_TEST_MQTT_URL;
const FAHRENHEIT = 'function encodeInp(msg) { return { id: msg.device_id, f: msg.values.temperature * 1.8 + 32 }; }';

describe.each(testBackends())('forwarding delivery (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let receiver: Receiver;
  let sensor: Device;
  let other: Device;
  let sensorClient: MqttClient;
  let otherClient: MqttClient;
  let brokerPort: number;
  const post = (path: string, body: unknown = {}) => s.post(path, body, { token });
  const rules: string[] = [];
  const addRule = async (body: Record<string, unknown>) => {
    const r = await post('/tp_data/transpond/add', { status: 1, ...body });
    expect(r.code, r.message).toBe(200);
    const list = (await post('/tp_data/transpond/list', { current_page: 1, per_page: 100 })).data.data;
    const id = list.find((x: any) => x.name === body.name).id as string;
    rules.push(id);
    return id;
  };
  const stats = async (id: string) => (await post('/tp_data/transpond/detail', { data_transpond_id: id })).data.stats;
  const publish = async (c: MqttClient, values: Record<string, unknown>) => c.publishAsync('device/attributes', JSON.stringify(values), { qos: 1 });
  const clear = async () => {
    for (const id of rules.splice(0)) await post('/tp_data/transpond/delete', { data_transpond_id: id });
    receiver.messages.length = 0;
    receiver.requests.length = 0;
    receiver.status = 200;
  };

  beforeAll(async () => {
    s = await startTestServer({ backend, config: { forwardPrivateTargets: true } });
    token = await s.login(TENANT_ADMIN_EMAIL);
    receiver = await startReceiver();
    sensor = await addDevice(s, token, 'Boiler');
    other = await addDevice(s, token, 'Mirror');
    brokerPort = (await post('/device/connect/info', { id: sensor.id })).data.port;
    sensorClient = await connectDevice(brokerPort, sensor.token);
    otherClient = await connectDevice(brokerPort, other.token);
  });
  afterAll(async () => {
    await sensorClient?.endAsync(true);
    await otherClient?.endAsync(true);
    await s?.close();
    await receiver?.close();
  });

  it('sends attribute reports through the script to the HTTP receiver, batched, with the rule header', async () => {
    const id = await addRule({
      name: 'to http',
      script: FAHRENHEIT,
      target_info: { url: receiver.url, headers: { 'X-Api-Key': 'k1' } },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
    });
    for (let i = 0; i < 20; i++) await publish(sensorClient, { temperature: i });
    await until(() => receiver.messages.length >= 20, 'the forwarded messages');
    await s.server.forwarding.engine.idle();
    expect(receiver.messages).toEqual(Array.from({ length: 20 }, (_, i) => ({ id: sensor.id, f: i * 1.8 + 32 })));
    expect(receiver.requests[0].headers).toMatchObject({ 'x-api-key': 'k1', 'x-tessera-rule': id, 'content-type': 'application/json' });
    expect(await stats(id)).toMatchObject({ received: 20, delivered: 20, failed: 0, dropped: 0, script_errors: 0, queued: 0 });
    // Another device's data and other message types stay home.
    await publish(otherClient, { temperature: 99 });
    await sensorClient.publishAsync('device/event', JSON.stringify({ method: 'alarm', params: { a: 1 } }), { qos: 1 });
    await s.server.forwarding.engine.idle();
    expect(receiver.messages.length).toBe(20);
    await clear();
  });

  it('without a script forwards the message itself; sources by group take new devices; events and attribute sends have their types', async () => {
    const project = (await post('/business/add', { name: 'Plant' })).data.id;
    const groupId = (await post('/asset/add_only', { name: 'Hall', parent_id: '0', business_id: project })).data.id;
    const sub = (await post('/asset/add_only', { name: 'Corner', parent_id: groupId, business_id: project })).data.id;
    await addRule({
      name: 'group',
      target_info: { url: receiver.url },
      device_info: [
        { asset_group_id: groupId, message_type: 1 },
        { device_id: sensor.id, message_type: 3 },
        { device_id: other.id, message_type: 2 },
      ],
    });
    const inGroup = await addDevice(s, token, 'Pump', sub);
    await s.server.forwarding.engine.reload();
    const pumpClient = await connectDevice(brokerPort, inGroup.token);
    try {
      await publish(pumpClient, { pressure: 2.5 });
      await sensorClient.publishAsync('device/event', JSON.stringify({ method: 'overheat', params: { t: 90 } }), { qos: 1 });
      expect((await post('/device/operating_device', { device_id: other.id, values: { setpoint: 20 } })).code).toBe(200);
      await until(() => receiver.messages.length >= 3, 'the forwarded messages');
      await s.server.forwarding.engine.idle();
      const byType = Object.fromEntries(receiver.messages.map((m: any) => [m.message_type, m]));
      expect(byType[1]).toMatchObject({ device_id: inGroup.id, device_name: 'Pump', values: { pressure: 2.5 } });
      expect(byType[3]).toMatchObject({ device_id: sensor.id, device_name: 'Boiler', method: 'overheat', params: { t: 90 } });
      expect(byType[2]).toMatchObject({ device_id: other.id, device_name: 'Mirror', values: { setpoint: 20 } });
    } finally {
      await pumpClient.endAsync(true);
    }
    await clear();
  });

  it('publishes to the embedded broker as another device: the forwarded values become its telemetry', async () => {
    await addRule({
      name: 'mirror',
      script: 'function encodeInp(msg) { return { mirrored: msg.values.temperature }; }',
      target_info: {
        mqtt: {
          host: '127.0.0.1',
          port: brokerPort,
          username: other.token,
          client_id: `fwd-mirror-${randomBytes(3).toString('hex')}`,
          topic: 'device/attributes',
          qos: 1,
        },
      },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
    });
    await publish(sensorClient, { temperature: 42 });
    await until(async () => {
      const cur = (await post('/kv/current', { entity_id: other.id })).data as any[];
      return cur[0]?.mirrored === 42;
    }, 'the mirrored value');
    await clear();
  });

  it.skipIf(!MOSQUITTO)('publishes to Mosquitto with {device_id} in the topic', async () => {
    const prefix = `fwd-test/${randomBytes(4).toString('hex')}`;
    const watcher = await subscribe(MOSQUITTO!, `${prefix}/#`, { clientId: `fwd-watch-${randomBytes(3).toString('hex')}` });
    try {
      const url = new URL(MOSQUITTO!);
      const id = await addRule({
        name: 'to mosquitto',
        script: FAHRENHEIT,
        target_info: {
          mqtt: {
            host: url.hostname,
            port: Number(url.port || 1883),
            client_id: `fwd-rule-${randomBytes(3).toString('hex')}`,
            topic: `${prefix}/{device_id}`,
            qos: 1,
          },
        },
        device_info: [{ device_id: sensor.id, message_type: 1 }],
      });
      for (let i = 0; i < 10; i++) await publish(sensorClient, { temperature: i });
      await until(() => watcher.got.length >= 10, 'the messages on Mosquitto');
      expect(watcher.got.map(([t]) => t)).toEqual(Array(10).fill(`${prefix}/${sensor.id}`));
      expect(JSON.parse(watcher.got[9][1])).toEqual({ id: sensor.id, f: 9 * 1.8 + 32 });
      await s.server.forwarding.engine.idle();
      expect(await stats(id)).toMatchObject({ delivered: 10, dropped: 0 });
    } finally {
      await watcher.endAsync(true);
    }
    await clear();
  });

  it('a throwing or looping script is counted for its rule and does not hold up another rule', async () => {
    const thrower = await addRule({
      name: 'thrower',
      script: 'function encodeInp(m) { throw new Error("bad " + m.values.temperature); }',
      target_info: { url: receiver.url },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
    });
    const looper = await addRule({
      name: 'looper',
      script: 'function encodeInp(m) { while (true) {} }',
      target_info: { url: receiver.url },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
    });
    const good = await addRule({
      name: 'good',
      script: 'function encodeInp(m) { return m.values.temperature > 5 ? m.values : null; }',
      target_info: { url: receiver.url },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
    });
    for (const t of [1, 7]) await publish(sensorClient, { temperature: t });
    await until(() => receiver.messages.length >= 1, 'the good rule');
    expect(receiver.messages).toEqual([{ temperature: 7 }]);
    await s.server.forwarding.engine.idle();
    expect(await stats(thrower)).toMatchObject({ script_errors: 2, delivered: 0, last_error: 'Error: bad 7' });
    const loop = await stats(looper);
    expect(loop.script_errors).toBe(2);
    expect(loop.last_error).toMatch(/timed out/);
    expect(await stats(good)).toMatchObject({ delivered: 1, filtered: 1, script_errors: 0 });
    await clear();
  });

  it('a target that is down: ingest stores everything, sends are retried and counted, the alarm is raised and cleared', async () => {
    const port = await deadPort();
    const id = await addRule({
      name: 'down',
      target_info: { url: `http://127.0.0.1:${port}/x`, timeout_ms: 500 },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
      warning_switch: 1,
      warning_strategy: { warning_strategy_name: 'Forwarding down', warning_level: '3', trigger_count: 2 },
    });
    for (let i = 0; i < 30; i++) await publish(sensorClient, { level: i });
    const cur = (await post('/kv/current', { entity_id: sensor.id })).data as any[];
    expect(cur[0].level).toBe(29);
    const st = await until(async () => {
      const x = await stats(id);
      return x.failed >= 2 ? x : null;
    }, 'two failed attempts');
    expect(st.delivered).toBe(0);
    expect(st.queued).toBeGreaterThan(0);
    expect(st.last_error).not.toBe('');
    const alarm = await until(async () => {
      const list = (await post('/v1/warning/information/list', { current_page: 1, per_page: 10 })).data.data as any[];
      return list.find((a) => a.warning_name === 'Forwarding down');
    }, 'the failure alarm');
    expect(alarm).toMatchObject({ warning_level: '3', alarm_status: '1' });
    // The target comes back (the rule now points at the receiver): the alarm clears.
    const detail = (await post('/tp_data/transpond/detail', { data_transpond_id: id })).data;
    expect(
      (await post('/tp_data/transpond/edit', { id, name: detail.name, target_info: { url: receiver.url }, device_info: detail.device_info, warning_switch: 1 }))
        .code,
    ).toBe(200);
    await publish(sensorClient, { level: 30 });
    await until(async () => {
      const list = (await post('/v1/warning/information/list', { current_page: 1, per_page: 10 })).data.data as any[];
      return list.find((a) => a.id === alarm.id)?.alarm_status === '2';
    }, 'the alarm to clear');
    await clear();
  });

  it('"test" sends one sample and shows each target\'s answer; the trial run shows the script\'s output', async () => {
    const port = await deadPort();
    const id = await addRule({
      name: 'tested',
      script: FAHRENHEIT,
      target_info: { url: receiver.url, mqtt: { host: '127.0.0.1', port, topic: 't' } },
      device_info: [{ device_id: sensor.id, message_type: 1 }],
    });
    const r = await post('/tp_data/transpond/test', { data_transpond_id: id, sample: { temperature: 10 } });
    expect(r.code, r.message).toBe(200);
    expect(r.data.script).toEqual({ ok: true, output: { id: sensor.id, f: 50 } });
    expect(r.data.targets[0]).toEqual({ kind: 'http', ok: true, answer: 'HTTP 200 thanks' });
    expect(r.data.targets[1]).toMatchObject({ kind: 'mqtt', ok: false });
    expect(receiver.messages).toEqual([{ id: sensor.id, f: 50 }]);
    const quiz = await post('/tp_data/transpond/quiz', { script: FAHRENHEIT, msg: { device_id: 'd', values: { temperature: 0 } } });
    expect(quiz.data).toEqual({ ok: true, output: { id: 'd', f: 32 }, error: '' });
    const bad = await post('/tp_data/transpond/quiz', { script: 'function encodeInp() { return this.constructor.constructor("return process")().pid; }' });
    expect(bad.data.ok).toBe(false);
    expect(bad.data.error).toMatch(/'process' is not defined/);
    await clear();
  });
});
