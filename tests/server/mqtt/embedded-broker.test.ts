import { sql } from 'kysely';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import type { IngestBatch } from '../../../server/src/ingest/batch-sink';
import { addDevice, addTenant, migratedDb, startIngestHarness, type IngestHarness } from '../ingest/ingest-harness';

const rows = async (h: IngestHarness, deviceId: string) =>
  (await sql<any>`select key, dbl_v, str_v, bool_v from ts_kv where device_id = ${deviceId} order by key, ts`.execute(h.db)).rows;
/** The granted QoS of a subscription; 128 = refused (mqtt.js rejects those, so read it off the error). */
const granted = (c: mqtt.MqttClient, topic: string) =>
  c.subscribeAsync(topic, { qos: 1 }).then(
    (g) => g[0].qos,
    (err) => (/Subscribe error/.test(String(err)) ? 128 : Promise.reject(err)),
  );
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await wait(20);
  }
}

describe('embedded broker: authentication and ACL', () => {
  let h: IngestHarness;
  let tenant: string;
  beforeAll(async () => {
    h = await startIngestHarness();
    tenant = await addTenant(h.db);
  });
  afterAll(() => h.close());

  it('refuses unknown tokens and a wrong password, accepts the token as username', async () => {
    await expect(h.connect('no-such-token')).rejects.toThrow(/Not authorized|Bad username/i);
    const locked = await addDevice(h.db, tenant, { password: 'secret' });
    await expect(h.connect(locked.token, { password: 'wrong' })).rejects.toThrow(/Bad username or password/i);
    const ok = await h.connect(locked.token, { password: 'secret' });
    expect(ok.connected).toBe(true);
  });

  it('stores typed values of device/attributes in ts_kv and the latest table', async () => {
    const d = await addDevice(h.db, tenant);
    const c = await h.connect(d.token);
    await c.publishAsync('device/attributes', JSON.stringify({ temp: 23.5, name: 'hall', on: true, nested: { a: 1 } }), { qos: 1 });
    expect(await rows(h, d.id)).toEqual([
      { key: 'name', dbl_v: null, str_v: 'hall', bool_v: null },
      { key: 'nested', dbl_v: null, str_v: '{"a":1}', bool_v: null },
      { key: 'on', dbl_v: null, str_v: null, bool_v: true },
      { key: 'temp', dbl_v: 23.5, str_v: null, bool_v: null },
    ]);
    const latest = (await sql<any>`select key from ts_kv_latest where device_id = ${d.id} order by key`.execute(h.db)).rows.map((r) => r.key);
    expect(latest).toEqual(['SYS_ONLINE', 'name', 'nested', 'on', 'temp']);
  });

  it('lets a device subscribe only to its own downlinks and publish only to uplink topics', async () => {
    const a = await addDevice(h.db, tenant);
    const b = await addDevice(h.db, tenant);
    const ca = await h.connect(a.token);
    const cb = await h.connect(b.token);
    expect(await granted(ca, `device/command/${b.token}`)).toBe(128);
    expect(await granted(ca, 'device/command/#')).toBe(128);
    expect(await granted(ca, `device/command/${a.token}`)).toBe(1);
    await cb.subscribeAsync(`device/attributes/${b.token}`, { qos: 1 });
    const got: string[] = [];
    cb.on('message', (topic) => got.push(topic));
    ca.on('message', (topic) => got.push(`a:${topic}`));

    // A tries to push a write to B's downlink: the broker drops A's connection and B receives nothing.
    const closed = new Promise<void>((r) => ca.once('close', () => r()));
    ca.publish(`device/attributes/${b.token}`, JSON.stringify({ evil: 1 }), { qos: 1 });
    await closed;
    await wait(100);
    expect(got).toEqual([]);
    expect(await rows(h, b.id)).toEqual([]);

    // The server's own downlink reaches the right device only.
    await h.broker.publish(`device/attributes/${b.token}`, JSON.stringify({ on: 1 }));
    await until(
      async () => got.length,
      (n) => n > 0,
    );
    expect(got).toEqual([`device/attributes/${b.token}`]);
  });

  it('tracks online state from connect and disconnect in SYS_ONLINE', async () => {
    const d = await addDevice(h.db, tenant);
    const online = async () => (await sql<any>`select str_v from ts_kv_latest where device_id = ${d.id} and key = 'SYS_ONLINE'`.execute(h.db)).rows[0]?.str_v;
    const c = await h.connect(d.token);
    expect(await until(online, (v) => v === '1')).toBe('1');
    await c.endAsync();
    expect(await until(online, (v) => v === '0')).toBe('0');
  });
});

describe('embedded broker: gateway fan-out, malformed payloads, QoS 1', () => {
  it('fans gateway/attributes out to sub-devices by address and counts unknown addresses', async () => {
    const h = await startIngestHarness();
    try {
      const tenant = await addTenant(h.db);
      const gw = await addDevice(h.db, tenant, { device_type: '2' });
      const s1 = await addDevice(h.db, tenant, { device_type: '3', parent_id: gw.id, sub_device_addr: 'a1', token: null });
      const s2 = await addDevice(h.db, tenant, { device_type: '3', parent_id: gw.id, sub_device_addr: 'a2', token: null });
      const c = await h.connect(gw.token);
      await c.publishAsync('gateway/attributes', JSON.stringify({ a1: { t: 1 }, a2: { t: 2, h: 40 }, zz: { t: 3 }, rssi: -60 }), { qos: 1 });
      expect(await rows(h, s1.id)).toEqual([{ key: 't', dbl_v: 1, str_v: null, bool_v: null }]);
      expect(await rows(h, s2.id)).toEqual([
        { key: 'h', dbl_v: 40, str_v: null, bool_v: null },
        { key: 't', dbl_v: 2, str_v: null, bool_v: null },
      ]);
      expect(await rows(h, gw.id)).toEqual([{ key: 'rssi', dbl_v: -60, str_v: null, bool_v: null }]);
      expect(h.pipeline.malformedByDevice.get(gw.id)).toBe(1);
    } finally {
      await h.close();
    }
  });

  it('counts malformed payloads per device, keeps the connection and loses no other point', async () => {
    const h = await startIngestHarness();
    try {
      const tenant = await addTenant(h.db);
      const bad = await addDevice(h.db, tenant);
      const good = await addDevice(h.db, tenant);
      const cBad = await h.connect(bad.token);
      const cGood = await h.connect(good.token);
      await Promise.all([
        cBad.publishAsync('device/attributes', '{"t": 1,', { qos: 1 }),
        cBad.publishAsync('device/attributes', '[1,2,3]', { qos: 1 }),
        cBad.publishAsync('device/event', JSON.stringify({ params: {} }), { qos: 1 }),
        cGood.publishAsync('device/attributes', JSON.stringify({ t: 7 }), { qos: 1 }),
        cBad.publishAsync('device/attributes', JSON.stringify({ t: 8 }), { qos: 1 }),
      ]);
      expect(h.pipeline.malformedByDevice.get(bad.id)).toBe(3);
      expect(h.pipeline.malformedByDevice.get(good.id)).toBeUndefined();
      expect(await rows(h, good.id)).toEqual([{ key: 't', dbl_v: 7, str_v: null, bool_v: null }]);
      expect(await rows(h, bad.id)).toEqual([{ key: 't', dbl_v: 8, str_v: null, bool_v: null }]);
      expect(cBad.connected).toBe(true);
      const count = (await sql<any>`select count from message_counter where tenant_id = ${tenant}`.execute(h.db)).rows[0].count;
      expect(Number(count)).toBe(5);
    } finally {
      await h.close();
    }
  });

  it('stores device/event as event history', async () => {
    const h = await startIngestHarness();
    try {
      const tenant = await addTenant(h.db);
      const d = await addDevice(h.db, tenant);
      const c = await h.connect(d.token);
      // Quotes, a backslash and a tab: the batch carries events as SQL literals on PGlite.
      const params = { t: 91, note: "it's \\ 'hot'\t" };
      await c.publishAsync('device/event', JSON.stringify({ method: "o'heat", params }), { qos: 1 });
      const ev = (await sql<any>`select event_identify, data from device_event_history where device_id = ${d.id}`.execute(h.db)).rows;
      expect(ev).toEqual([{ event_identify: "o'heat", data: JSON.stringify(params) }]);
    } finally {
      await h.close();
    }
  });

  it('sends PUBACK only after the batch is committed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let committed = false;
    const h = await startIngestHarness({
      sink: (db) => {
        const real = batchSinkFor(db);
        return {
          write: async (b: IngestBatch) => {
            await gate;
            await real.write(b);
            committed = true;
          },
        };
      },
    });
    try {
      const tenant = await addTenant(h.db);
      const d = await addDevice(h.db, tenant);
      const c = await h.connect(d.token);
      let acked = false;
      const pub = c.publishAsync('device/attributes', JSON.stringify({ v: 1 }), { qos: 1 }).then(() => (acked = true));
      await wait(150);
      expect(acked).toBe(false);
      release();
      await pub;
      expect(committed).toBe(true);
      expect(await rows(h, d.id)).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  it('refuses an MQTT 5 client (aedes speaks 3.1.1)', async () => {
    const h = await startIngestHarness();
    try {
      const c = mqtt.connect(h.url, { protocolVersion: 5, username: 'x', reconnectPeriod: 0 });
      await expect(
        new Promise((res, rej) => {
          c.once('connect', res);
          c.once('error', rej);
        }),
      ).rejects.toThrow();
      c.end(true);
    } finally {
      await h.close();
    }
  });
});

describe('durable dir', () => {
  it('migrates on a fresh in-memory database', async () => {
    const db = await migratedDb();
    const t = (await sql<any>`select count(*)::int as n from device_model`.execute(db)).rows[0].n;
    expect(t).toBe(0);
    await db.destroy();
  });
});
