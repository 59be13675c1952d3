/**
 * An MQTT target's queue against a real broker (aedes on a local port): several batches in flight at once, every
 * message delivered in order at QoS 1 and QoS 0; while the broker is down the queue keeps its bound, counts what it
 * drops and retries with back-off, and delivers the rest once the broker is back; a batch that fails among others
 * in flight is sent again; a slow broker that keeps acknowledging is waited for.
 */
import net from 'node:net';
import { Aedes, type AedesOptions } from 'aedes';
import { afterAll, describe, expect, it } from 'vitest';
import { MqttSender } from '../../../server/src/modules/forwarding/delivery/mqtt-sender';
import type { Outgoing, Sender } from '../../../server/src/modules/forwarding/delivery/sender';
import { TargetQueue } from '../../../server/src/modules/forwarding/delivery/target-queue';
import { until } from '../automation/helpers';
import { deadPort, subscribe } from './helpers';

async function startBroker(port = 0, options: AedesOptions = {}) {
  const broker = await Aedes.createBroker(options);
  const server = net.createServer(broker.handle as (socket: net.Socket) => void);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real sender, watched: how many batches are in flight at once; `failCall` (1-based) fails that one send. */
class Watched implements Sender {
  inFlight = 0;
  most = 0;
  calls = 0;
  constructor(
    private readonly inner: Sender,
    private readonly failCall = 0,
  ) {}
  async send(items: Outgoing[]) {
    if (++this.calls === this.failCall) return { ok: false as const, retry: true, error: 'refused once' };
    this.most = Math.max(this.most, ++this.inFlight);
    try {
      return await this.inner.send(items);
    } finally {
      this.inFlight--;
    }
  }
  close() {
    return this.inner.close();
  }
}

const target = (port: number, qos: 0 | 1) => ({
  host: '127.0.0.1',
  port,
  tls: false,
  username: '',
  password: '',
  client_id: `fwd-queue-${port}-${qos}`,
  topic: 'out/{device_id}',
  qos,
});
const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ deviceId: `d${(from + i) % 3}`, payload: { n: from + i } }));
const numbers = (got: Array<[string, string]>) => got.map(([, p]) => (JSON.parse(p) as { n: number }).n);

describe('forwarding MQTT target queue', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of closers.reverse()) await c();
  });

  for (const qos of [1, 0] as const) {
    it(`keeps several batches in flight and delivers every message in order (QoS ${qos})`, async () => {
      const broker = await startBroker();
      closers.push(() => broker.close());
      const watcher = await subscribe(`mqtt://127.0.0.1:${broker.port}`, 'out/#');
      closers.push(() => watcher.endAsync(true));
      const sender = new Watched(new MqttSender(target(broker.port, qos), 3000, true));
      const q = new TargetQueue(
        'mqtt',
        sender,
        { maxQueue: 10_000, maxBatch: 250, window: 4, minBackoffMs: 20, maxBackoffMs: 50 },
        { failed: () => undefined, recovered: () => undefined },
      );
      q.push(items(0, 3000));
      await q.idle();
      expect(q.counters).toMatchObject({ delivered: 3000, failed: 0, dropped: 0 });
      expect(sender.most).toBe(4);
      await until(() => watcher.got.length >= 3000, 'every message at the subscriber');
      expect(numbers(watcher.got)).toEqual(items(0, 3000).map((i) => i.payload.n));
      expect(watcher.got[1][0]).toBe('out/d1');
      await q.close();
    });
  }

  it('a batch that fails among others in flight is sent again: nothing is lost', async () => {
    const broker = await startBroker();
    closers.push(() => broker.close());
    const watcher = await subscribe(`mqtt://127.0.0.1:${broker.port}`, 'out/#');
    closers.push(() => watcher.endAsync(true));
    const q = new TargetQueue(
      'mqtt',
      new Watched(new MqttSender(target(broker.port, 1), 3000, true), 2),
      { maxQueue: 10_000, maxBatch: 100, window: 4, minBackoffMs: 20, maxBackoffMs: 50 },
      { failed: () => undefined, recovered: () => undefined },
    );
    q.push(items(0, 1000));
    await q.idle();
    expect(q.counters).toMatchObject({ delivered: 1000, failed: 1, dropped: 0 });
    await until(() => watcher.got.length >= 1000, 'every message at the subscriber');
    expect(numbers(watcher.got).sort((a, b) => a - b)).toEqual(items(0, 1000).map((i) => i.payload.n));
    await q.close();
  });

  it('waits for a slow broker as long as it keeps acknowledging (batches queued behind others do not time out)', async () => {
    // Like the embedded broker under load: each publish is acknowledged a little later than the one before.
    let n = 0;
    const broker = await startBroker(0, { authorizePublish: (_client, _packet, done) => void setTimeout(() => done(null), 2 * ++n) });
    closers.push(() => broker.close());
    const q = new TargetQueue(
      'mqtt',
      new MqttSender(target(broker.port, 1), 300, true),
      { maxQueue: 10_000, maxBatch: 100, window: 4, minBackoffMs: 20, maxBackoffMs: 50 },
      { failed: () => undefined, recovered: () => undefined },
    );
    const started = Date.now();
    q.push(items(0, 400));
    await q.idle();
    // Longer than the time-out in all, without a failure.
    expect(Date.now() - started).toBeGreaterThan(300);
    expect(q.counters).toMatchObject({ delivered: 400, failed: 0, dropped: 0 });
    await q.close();
  });

  it('holds its bound while the broker is down, retries, and delivers the newest in order once it is back', async () => {
    const port = await deadPort();
    const failures: number[] = [];
    const q = new TargetQueue(
      'mqtt',
      new MqttSender(target(port, 1), 1000, true),
      { maxQueue: 600, maxBatch: 100, window: 4, minBackoffMs: 20, maxBackoffMs: 100 },
      { failed: (_e, n) => failures.push(n), recovered: () => undefined },
    );
    q.push(items(0, 1000));
    expect(q.queued).toBe(600);
    await until(() => q.counters.failed >= 3, 'retries');
    expect(q.state).toBe('retrying');
    expect(q.counters.last_error).toMatch(/ECONNREFUSED/);
    // After a failure the queue probes with one batch at a time: one failure per attempt, counted in a row.
    expect(failures.slice(0, 3)).toEqual([1, 2, 3]);
    const broker = await startBroker(port);
    closers.push(() => broker.close());
    const watcher = await subscribe(`mqtt://127.0.0.1:${port}`, 'out/#');
    closers.push(() => watcher.endAsync(true));
    await q.idle();
    expect(q.counters).toMatchObject({ delivered: 600, dropped: 400 });
    await until(() => watcher.got.length >= 600, 'the queued messages at the subscriber');
    expect(numbers(watcher.got)).toEqual(items(400, 600).map((i) => i.payload.n));
    await q.close();
  });
});
