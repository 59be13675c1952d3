/**
 * A device's hostile values cost it only those values: a NUL character (which PostgreSQL text cannot hold, and
 * which would fail every statement it reached) is reported and dropped, and the rest of the message is stored and
 * acknowledged. Nested values keep it escaped in their JSON text.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addTenant, startIngestHarness, type IngestHarness } from './ingest-harness';

let h: IngestHarness;
beforeAll(async () => {
  h = await startIngestHarness();
});
afterAll(async () => {
  await h.close();
});

const stored = async (deviceId: string) =>
  (
    await sql<{
      key: string;
      str_v: string | null;
      dbl_v: number | null;
    }>`select key, str_v, dbl_v from ts_kv where device_id = ${deviceId} order by key`.execute(h.db)
  ).rows;

describe('hostile values over MQTT', () => {
  it('a NUL character costs only its key: the rest of the message is stored and acknowledged, other devices untouched', async () => {
    const tenant = await addTenant(h.db);
    const bad = await addDevice(h.db, tenant);
    const good = await addDevice(h.db, tenant);
    const a = await h.connect(bad.token);
    const b = await h.connect(good.token);
    const malformedBefore = h.pipeline.stats.malformed;
    await Promise.all([
      a.publishAsync('device/attributes', JSON.stringify({ s: 'a\u0000b', ['k\u0000']: 2, n: 1, o: { x: 'y\u0000' } }), { qos: 1 }),
      b.publishAsync('device/attributes', JSON.stringify({ t: 21.5 }), { qos: 1 }),
    ]);
    expect(await stored(bad.id)).toEqual([
      { key: 'n', str_v: null, dbl_v: 1 },
      { key: 'o', str_v: '{"x":"y\\u0000"}', dbl_v: null },
    ]);
    expect(await stored(good.id)).toEqual([{ key: 't', str_v: null, dbl_v: 21.5 }]);
    expect(h.pipeline.stats.malformed - malformedBefore).toBe(2);
  });

  it('keeps tabs, line breaks and backslashes as sent, and turns a lone surrogate into U+FFFD', async () => {
    const tenant = await addTenant(h.db);
    const dev = await addDevice(h.db, tenant);
    const c = await h.connect(dev.token);
    await c.publishAsync('device/attributes', JSON.stringify({ 'a\tb': 'line\nbreak\\back\r', lone: 'x\ud800y' }), { qos: 1 });
    expect(await stored(dev.id)).toEqual([
      { key: 'a\tb', str_v: 'line\nbreak\\back\r', dbl_v: null },
      { key: 'lone', str_v: 'x\ufffdy', dbl_v: null },
    ]);
  });

  it('an event whose method holds a NUL is refused; one with a NUL in its params is stored, escaped', async () => {
    const tenant = await addTenant(h.db);
    const dev = await addDevice(h.db, tenant);
    const c = await h.connect(dev.token);
    await c.publishAsync('device/event', JSON.stringify({ method: 'boot\u0000', params: {} }), { qos: 1 });
    await c.publishAsync('device/event', JSON.stringify({ method: 'boot', params: { note: 'a\u0000' } }), { qos: 1 });
    const rows = (
      await sql<{ event_identify: string; data: string }>`select event_identify, data from device_event_history where device_id = ${dev.id}`.execute(h.db)
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].event_identify).toBe('boot');
    expect(JSON.parse(String(rows[0].data))).toEqual({ note: 'a\u0000' });
  });
});
