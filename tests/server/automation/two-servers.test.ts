/**
 * Scale-out: two servers on one PostgreSQL behind the external broker (Mosquitto, one shared subscription group)
 * split a device's reports between them; the rule still fires exactly once for one transition, and a timed rule
 * due on both schedulers runs once. Needs TESSERA_TEST_DATABASE_URL and TESSERA_TEST_MQTT_URL (skipped otherwise).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultClientId } from '../../../server/src/mqtt/external-broker';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';
import { addDevice, property, setAttributes, until, type Device } from './helpers';

const MQTT_URL = process.env.TESSERA_TEST_MQTT_URL;
const DB_URL = process.env.TESSERA_TEST_DATABASE_URL;

describe.skipIf(!MQTT_URL || !DB_URL)('two servers, one database (external broker)', () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let sensor: Device;
  let fan: Device;
  let sensorClient: mqtt.MqttClient;
  let fanClient: mqtt.MqttClient;
  const fanGot: unknown[] = [];
  let uplink = '';
  const group = `automation${randomBytes(4).toString('hex')}`;
  const post = (path: string, body: unknown = {}) => a.post(path, body, { token });
  const connect = async (token: string) =>
    mqtt.connectAsync(MQTT_URL!, { username: token, clientId: `automation-${randomBytes(6).toString('hex')}`, protocolVersion: 4, reconnectPeriod: 0 });

  beforeAll(async () => {
    process.env.TESSERA_MQTT_SHARE_GROUP = group;
    a = await startTestServer({ backend: 'postgres', config: { mqttUrl: MQTT_URL } });
    const schema = a.server.ctx.config.databaseSchema;
    b = await startTestServer({ backend: 'postgres', config: { mqttUrl: MQTT_URL, databaseUrl: DB_URL, databaseSchema: schema } });
    token = await a.login(TENANT_ADMIN_EMAIL);
    sensor = await addDevice(a, token, 'shared sensor');
    fan = await addDevice(a, token, 'shared fan');
    const sensorInfo = (await post('/device/connect/info', { id: sensor.id })).data;
    const fanInfo = (await post('/device/connect/info', { id: fan.id })).data;
    sensorClient = await connect(sensor.token);
    fanClient = await connect(fan.token);
    fanClient.on('message', (_t, p) => fanGot.push(JSON.parse(p.toString())));
    await fanClient.subscribeAsync(fanInfo.subscribe, { qos: 1 });
    uplink = sensorInfo.publish[0];
  });
  afterAll(async () => {
    delete process.env.TESSERA_MQTT_SHARE_GROUP;
    await sensorClient?.endAsync(true);
    await fanClient?.endAsync(true);
    // b shares a's schema: stop b without dropping it, then let a drop it.
    await b?.server.close();
    if (b) await fs.rm(b.dataDir, { recursive: true, force: true });
    await a?.close();
    for (const s of [a, b]) {
      if (!s) continue;
      const clientId = defaultClientId(`${s.dataDir}:${s.server.ctx.config.databaseSchema}`);
      for (const id of [clientId, ...[1, 2, 3, 4, 5, 6, 7].map((k) => `${clientId}-${k}`)]) {
        await (await mqtt.connectAsync(MQTT_URL!, { clientId: id, clean: true, protocolVersion: 4 })).endAsync();
      }
    }
  });

  it('fires a threshold rule once although both servers see the reports', async () => {
    const r = await post('/v1/automation/add', {
      automation_name: 'shared hot',
      enabled: '1',
      automation_conditions: [property(sensor.id, 'temperature', '>', '30')],
      automation_actions: [setAttributes(fan.id, { report_interval: 5 })],
    });
    expect(r.code).toBe(200);
    // b learns about the new automation from the database.
    await until(() => b.server.automation.engine.index.automation(r.data.id), 'server b to load the automation', 10_000);
    const n = 40;
    for (let i = 0; i < n; i++) await sensorClient.publishAsync(uplink, JSON.stringify({ temperature: 31 + i }), { qos: 1 });
    const evaluated = () => a.server.automation.engine.stats.evaluated + b.server.automation.engine.stats.evaluated;
    await until(() => evaluated() >= n, 'every report evaluated', 15_000);
    await a.server.automation.engine.idle();
    await b.server.automation.engine.idle();
    expect(a.server.automation.engine.stats.evaluated).toBeGreaterThan(0);
    expect(b.server.automation.engine.stats.evaluated).toBeGreaterThan(0);
    const logs = (await post('/v1/automation/log/list', { automation_id: r.data.id, current_page: 1, per_page: 10 })).data;
    expect(logs.total).toBe(1);
    expect(a.server.automation.engine.stats.fired + b.server.automation.engine.stats.fired).toBe(1);
    await until(() => fanGot.length >= 1, 'the command on the fan');
    expect(fanGot).toEqual([{ report_interval: 5 }]);
  });

  it('runs a due timed rule once across both schedulers', async () => {
    const r = await post('/v1/automation/add', {
      automation_name: 'shared cron',
      enabled: '1',
      automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '5', v3: '* * * * *' }],
      automation_actions: [setAttributes(fan.id, { report_interval: 6 })],
    });
    expect(r.code).toBe(200);
    await until(() => b.server.automation.engine.index.automation(r.data.id), 'server b to load the cron rule', 10_000);
    // Make it due now and let both schedulers race for it.
    await a.server.ctx.db
      .updateTable('automation_condition')
      .set({ next_run_ms: Date.now() - 1000 })
      .where('automation_id', '=', r.data.id)
      .execute();
    await Promise.all([
      a.server.automation.engine.tick(),
      b.server.automation.engine.tick(),
      a.server.automation.engine.tick(),
      b.server.automation.engine.tick(),
    ]);
    const logs = (await post('/v1/automation/log/list', { automation_id: r.data.id, current_page: 1, per_page: 10 })).data;
    expect(logs.total).toBe(1);
  });
});
