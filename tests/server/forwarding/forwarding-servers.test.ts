/**
 * Forwarding with several servers: counters are saved (each server adds what it counted to shared rows), so they
 * survive a restart and the list sums every server's share with the latest error of any; a rule changed on one
 * server reaches another at once over the event bus, not at its periodic reload. Two servers need PostgreSQL
 * (TESSERA_TEST_DATABASE_URL; skipped without it); the single-server case runs on PGlite.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';
import { addDevice, connectDevice, until, type Device } from '../automation/helpers';
import { startReceiver, type Receiver } from './helpers';

const publish = (c: MqttClient, values: Record<string, unknown>) => c.publishAsync('device/attributes', JSON.stringify(values), { qos: 1 });
const ruleBody = (url: string, deviceId: string) => ({
  name: 'shared',
  status: 1,
  target_info: { url },
  device_info: [{ device_id: deviceId, message_type: 1 }],
});
const ruleId = async (s: TestServer, token: string) =>
  (await s.post('/tp_data/transpond/list', { current_page: 1, per_page: 10 }, { token })).data.data.find((x: any) => x.name === 'shared').id as string;
const statsOf = async (s: TestServer, token: string, id: string) =>
  (await s.post('/tp_data/transpond/detail', { data_transpond_id: id }, { token })).data.stats;

describe('forwarding counters on one server (pglite)', () => {
  let s: TestServer;
  let receiver: Receiver;
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  it('saves the counters: they survive a restart and keep counting', async () => {
    s = await startTestServer({ config: { forwardPrivateTargets: true } });
    receiver = await startReceiver();
    let token = await s.login(TENANT_ADMIN_EMAIL);
    const sensor = await addDevice(s, token, 'Boiler');
    const port = (await s.post('/device/connect/info', { id: sensor.id }, { token })).data.port;
    let client = await connectDevice(port, sensor.token);
    expect((await s.post('/tp_data/transpond/add', ruleBody(receiver.url, sensor.id), { token })).code).toBe(200);
    const id = await ruleId(s, token);
    for (let i = 0; i < 3; i++) await publish(client, { temperature: i });
    await until(() => receiver.messages.length >= 3, 'three forwarded');
    await s.server.forwarding.engine.idle();
    // Before a flush the list already counts this server's share.
    expect(await statsOf(s, token, id)).toMatchObject({ received: 3, delivered: 3, dropped: 0 });
    await client.endAsync(true);
    s = await s.restart();
    token = await s.login(TENANT_ADMIN_EMAIL);
    expect(await statsOf(s, token, id)).toMatchObject({ received: 3, delivered: 3, targets: [{ kind: 'http', delivered: 3 }] });
    client = await connectDevice(s.server.mqttPort, sensor.token);
    await publish(client, { temperature: 9 });
    await until(() => receiver.messages.length >= 4, 'the fourth forwarded');
    await s.server.forwarding.engine.idle();
    await s.server.forwarding.engine.flushStats();
    expect(await statsOf(s, token, id)).toMatchObject({ received: 4, delivered: 4 });
    await client.endAsync(true);
  });
});

describe.skipIf(!process.env.TESSERA_TEST_DATABASE_URL)('forwarding on two servers (postgres)', () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let receiver: Receiver;
  let sensor: Device;
  let onA: MqttClient;
  let onB: MqttClient;
  const brokerPort = async (s: TestServer) => (await s.post('/device/connect/info', { id: sensor.id }, { token })).data.port as number;

  beforeAll(async () => {
    a = await startTestServer({ backend: 'postgres', config: { forwardPrivateTargets: true } });
    b = await startTestServer({ backend: 'postgres', sameDatabaseAs: a, config: { forwardPrivateTargets: true } });
    receiver = await startReceiver();
    token = await a.login(TENANT_ADMIN_EMAIL);
    sensor = await addDevice(a, token, 'Boiler');
    onA = await connectDevice(await brokerPort(a), sensor.token);
    onB = await connectDevice(await brokerPort(b), sensor.token);
  });
  afterAll(async () => {
    await onA?.endAsync(true);
    await onB?.endAsync(true);
    await b?.close();
    await a?.close();
    await receiver?.close();
  });

  it('a rule added on one server forwards what the other ingests at once; the counters sum both servers', async () => {
    expect((await a.post('/tp_data/transpond/add', ruleBody(receiver.url, sensor.id), { token })).code).toBe(200);
    const id = await ruleId(a, token);
    // b hears of the rule over the bus (its periodic reload is 30 s away): a report on b is forwarded within 2 s.
    let sent = 0;
    await until(
      async () => {
        await publish(onB, { temperature: sent++ });
        return receiver.messages.length > 0;
      },
      'a report ingested by b forwarded by the rule added on a',
      2_000,
    );
    for (let i = 0; i < 4; i++) await publish(onA, { temperature: 100 + i });
    await until(() => receiver.messages.length >= sent + 4, 'every report forwarded');
    await Promise.all([a.server.forwarding.engine.idle(), b.server.forwarding.engine.idle()]);
    const forwarded = receiver.messages.length;
    // Unflushed, each server sees its own share; after the flush both see the sum.
    await Promise.all([a.server.forwarding.engine.flushStats(), b.server.forwarding.engine.flushStats()]);
    for (const s of [a, b]) expect(await statsOf(s, token, id)).toMatchObject({ delivered: forwarded, dropped: 0, failed: 0 });

    // The latest error of any server: b's target refuses a batch.
    receiver.status = 400;
    await publish(onB, { temperature: -1 });
    await until(async () => (await statsOf(b, token, id)).failed === 1, 'the refused batch counted on b');
    await b.server.forwarding.engine.flushStats();
    expect(await statsOf(a, token, id)).toMatchObject({ delivered: forwarded, failed: 1, dropped: 1, last_error: 'HTTP 400 nope' });
    receiver.status = 200;

    // Paused on b: a stops at once too.
    expect((await b.post('/tp_data/transpond/switch', { data_transpond_id: id, switch: 0 }, { token })).code).toBe(200);
    await until(() => !a.server.forwarding.engine.runtimeOf(id), 'the rule paused on a', 2_000);
  });
});
