/**
 * External-broker mode against a real Mosquitto (TESSERA_TEST_MQTT_URL, e.g. mqtt://127.0.0.1:1883; skipped when
 * unset). Devices publish to `<uplink>/up/<token>`; servers take them from a shared subscription.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/logger';
import { IngestPipeline } from '../../../server/src/ingest/ingest-pipeline';
import { PresenceTracker } from '../../../server/src/ingest/presence';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import { SqlDeviceDirectory } from '../../../server/src/ingest/sql-device-directory';
import { ExternalBroker, defaultClientId } from '../../../server/src/mqtt/external-broker';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';
import { addDevice, addTenant, migratedDb } from '../ingest/ingest-harness';

const URL_ = process.env.TESSERA_TEST_MQTT_URL;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const device = (token: string, extra: mqtt.IClientOptions = {}) =>
  mqtt.connectAsync(URL_!, { username: token, protocolVersion: 4, reconnectPeriod: 0, ...extra });

describe.skipIf(!URL_)('external broker (Mosquitto)', () => {
  describe('through the whole server', () => {
    let s: TestServer;
    let token: string;
    const group = `t${randomBytes(4).toString('hex')}`;
    beforeAll(async () => {
      process.env.TESSERA_MQTT_SHARE_GROUP = group;
      s = await startTestServer({ config: { mqttUrl: URL_ } });
      token = await s.login(TENANT_ADMIN_EMAIL);
    });
    afterAll(async () => {
      delete process.env.TESSERA_MQTT_SHARE_GROUP;
      const clientId = defaultClientId(`${s.dataDir}:public`);
      await s?.close();
      // Drop the server's persistent session from the shared test broker.
      for (const id of [clientId, ...[1, 2, 3, 4, 5, 6, 7].map((k) => `${clientId}-${k}`)]) {
        await (await mqtt.connectAsync(URL_!, { clientId: id, clean: true, protocolVersion: 4 })).endAsync();
      }
    });

    it('stores uplinks on token topics, tracks announced status, ignores unknown tokens and delivers commands', async () => {
      const post = (p: string, b: unknown) => s.post(p, b, { token });
      const dev = (await post('/device/add_only', { name: 'ext' })).data;
      const info = (await post('/device/connect/info', { id: dev.id })).data;
      expect(info).toMatchObject({
        mode: 'external',
        publish: [
          `device/attributes/up/${dev.token}`,
          `device/event/up/${dev.token}`,
          `ota/device/progress/up/${dev.token}`,
          `ota/device/inform/up/${dev.token}`,
        ],
      });
      const c = await device(dev.token, { will: { topic: info.status, payload: Buffer.from('0'), qos: 1, retain: false } });
      await c.subscribeAsync(info.subscribe, { qos: 1 });
      await c.publishAsync(info.status, '1', { qos: 1 });
      await c.publishAsync(info.publish[0], JSON.stringify({ temp: 21.5 }), { qos: 1 });
      await c.publishAsync(`device/attributes/up/not-a-token-${group}`, JSON.stringify({ temp: 99 }), { qos: 1 });
      let cur: any;
      for (let i = 0; i < 100; i++) {
        cur = (await post('/kv/current', { entity_id: dev.id })).data;
        if (cur[0]?.temp !== undefined) break;
        await wait(30);
      }
      expect(cur[0].temp).toBe(21.5);
      // Status and telemetry may reach the server over different shared-subscription connections, and presence is
      // written in batches: the announced status follows within moments, not necessarily before the value.
      let status: Record<string, string> = {};
      for (let i = 0; i < 100; i++) {
        status = (await post('/device/status', { device_id_list: [dev.id] })).data;
        if (status[dev.id] === '1') break;
        await wait(30);
      }
      expect(status).toEqual({ [dev.id]: '1' });

      const got = new Promise<[string, string]>((r) => c.once('message', (t, p) => r([t, p.toString()])));
      expect((await post('/device/command/send', { device_id: dev.id, command_identifier: 'ping', command_data: '{"n":1}' })).code).toBe(200);
      expect(await got).toEqual([`device/command/${dev.token}`, '{"method":"ping","params":{"n":1}}']);

      // The last will (unexpected disconnect) marks it offline.
      c.stream.destroy();
      for (let i = 0; i < 100; i++) {
        status = (await post('/device/status', { device_id_list: [dev.id] })).data;
        if (status[dev.id] === '0') break;
        await wait(50);
      }
      expect(status[dev.id]).toBe('0');
      await c.endAsync(true);
    });
  });

  it('splits one stream between two servers of a shared-subscription group and loses nothing', async () => {
    const db = await migratedDb();
    const log = createLogger('silent');
    const tenant = await addTenant(db);
    const d = await addDevice(db, tenant);
    const group = `t${randomBytes(4).toString('hex')}`;
    const servers = [0, 1].map((i) => {
      const directory = new SqlDeviceDirectory(db);
      const pipeline = new IngestPipeline({ sink: batchSinkFor(db), directory, log });
      const presence = new PresenceTracker(db, log);
      return { pipeline, broker: new ExternalBroker({ url: URL_!, group, clientId: `${group}-${i}`, directory, pipeline, presence, log }) };
    });
    try {
      for (const sv of servers) await sv.broker.start();
      const c = await device(d.token);
      const n = 200;
      for (let i = 0; i < n; i++) await c.publishAsync(`device/attributes/up/${d.token}`, JSON.stringify({ i }), { qos: 1 });
      let stored = 0;
      for (let k = 0; k < 100 && stored < n; k++) {
        await wait(50);
        stored = (await sql<{ n: number }>`select count(*)::int as n from ts_kv where device_id = ${d.id}`.execute(db)).rows[0].n;
      }
      expect(stored).toBe(n);
      const per = servers.map((sv) => sv.pipeline.stats.messages);
      expect(per[0] + per[1]).toBe(n);
      expect(per[0]).toBeGreaterThan(0);
      expect(per[1]).toBeGreaterThan(0);
      await c.endAsync(true);
    } finally {
      for (const sv of servers) {
        await sv.broker.close();
        await sv.pipeline.close();
      }
      // Drop the persistent sessions so the test broker does not queue for them.
      for (const i of [0, 1]) {
        for (const id of [`${group}-${i}`, ...[1, 2, 3, 4, 5, 6, 7].map((k) => `${group}-${i}-${k}`)]) {
          await (await mqtt.connectAsync(URL_!, { clientId: id, clean: true, protocolVersion: 4 })).endAsync();
        }
      }
      await db.destroy();
    }
  });
});
