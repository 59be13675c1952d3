/**
 * Backpressure: with a tiny high-water mark and a slow database, the ingest queue never holds more points than the
 * mark (the broker stops reading the device's connection and holds its PUBACKs instead), and every QoS 1 message
 * the broker acknowledged is stored. Not timed: only the bounds and the stored rows are asserted.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import type { BatchSink, IngestBatch } from '../../../server/src/ingest/batch-sink';
import { addDevice, addTenant, startIngestHarness, type IngestHarness } from './ingest-harness';

let h: IngestHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Commits like the real sink, slowly, and records the queue as each batch arrives. */
class SlowSink implements BatchSink {
  maxQueued = 0;
  maxWaiting = 0;
  batches = 0;
  constructor(
    private readonly inner: BatchSink,
    private readonly probe: () => { queued: number; waiting: number },
  ) {}
  async write(batch: IngestBatch): Promise<void> {
    this.batches++;
    await new Promise((r) => setTimeout(r, 20));
    const { queued, waiting } = this.probe();
    this.maxQueued = Math.max(this.maxQueued, queued);
    this.maxWaiting = Math.max(this.maxWaiting, waiting);
    await this.inner.write(batch);
  }
}

describe('ingest backpressure', () => {
  it('keeps the queue under its high-water mark and stores every acknowledged QoS 1 message', async () => {
    let sink: SlowSink | undefined;
    const HIGH_WATER = 6;
    h = await startIngestHarness({
      pipeline: { highWaterPoints: HIGH_WATER, maxBatchPoints: 3, flushMs: 1 },
      sink: (db) => (sink = new SlowSink(batchSinkFor(db), () => ({ queued: h!.pipeline.pendingPoints, waiting: h!.pipeline.waitingMessages }))),
    });
    const tenant = await addTenant(h.db);
    const devices = await Promise.all([addDevice(h.db, tenant), addDevice(h.db, tenant), addDevice(h.db, tenant)]);
    const clients = await Promise.all(devices.map((d) => h!.connect(d.token)));
    const acked: Array<{ device: string; n: number }> = [];
    const sends: Array<Promise<void>> = [];
    for (let n = 0; n < 20; n++) {
      clients.forEach((c, i) => {
        sends.push(
          c.publishAsync('device/attributes', JSON.stringify({ n, a: n * 2, b: `v${n}` }), { qos: 1 }).then(() => {
            acked.push({ device: devices[i].id, n });
          }),
        );
      });
    }
    await Promise.all(sends);

    expect(acked).toHaveLength(60);
    // The mark held: never more than HIGH_WATER points queued, while messages did wait for room.
    expect(h.pipeline.peakQueuedPoints).toBeLessThanOrEqual(HIGH_WATER);
    expect(sink!.maxQueued).toBeLessThanOrEqual(HIGH_WATER);
    expect(sink!.maxWaiting).toBeGreaterThan(0);
    expect(h.pipeline.stats.dropped).toBe(0);
    // Every acknowledged message is stored, all three of its points.
    const rows = (
      await sql<{ device_id: string; n: number; points: number }>`select device_id, max(case when key = 'n' then dbl_v end)::int as n, count(*)::int as points
      from ts_kv group by device_id, ts`.execute(h.db)
    ).rows;
    const stored = new Set(rows.filter((r) => r.points === 3).map((r) => `${r.device_id}/${r.n}`));
    for (const a of acked) expect(stored.has(`${a.device}/${a.n}`)).toBe(true);
  });

  it('makes a QoS 0 publisher wait for room instead of growing the queue', async () => {
    const HIGH_WATER = 4;
    let sink: SlowSink | undefined;
    h = await startIngestHarness({
      pipeline: { highWaterPoints: HIGH_WATER, maxBatchPoints: 2, flushMs: 1 },
      sink: (db) => (sink = new SlowSink(batchSinkFor(db), () => ({ queued: h!.pipeline.pendingPoints, waiting: h!.pipeline.waitingMessages }))),
    });
    const tenant = await addTenant(h.db);
    const device = await addDevice(h.db, tenant);
    const client = await h.connect(device.token);
    for (let n = 0; n < 50; n++) client.publish('device/attributes', JSON.stringify({ n }), { qos: 0 });
    await expect
      .poll(async () => Number((await sql<{ c: number }>`select count(*)::int as c from ts_kv`.execute(h!.db)).rows[0].c), { timeout: 20_000 })
      .toBe(50);
    expect(h.pipeline.peakQueuedPoints).toBeLessThanOrEqual(HIGH_WATER);
    expect(sink!.maxQueued).toBeLessThanOrEqual(HIGH_WATER);
    expect(h.pipeline.stats.dropped).toBe(0);
  });
});
