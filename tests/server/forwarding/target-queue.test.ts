/**
 * A target's bounded queue against a real local HTTP receiver: a failing target keeps at most its bound (the
 * oldest dropped and counted) and delivers the rest once it answers again; a refused batch is dropped, not
 * retried; a target that hangs does not hold up another target.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSender } from '../../../server/src/modules/forwarding/delivery/http-sender';
import { TargetQueue } from '../../../server/src/modules/forwarding/delivery/target-queue';
import { until } from '../automation/helpers';
import { startReceiver, type Receiver } from './helpers';

const queueOf = (url: string, maxQueue: number, events: string[] = []) =>
  new TargetQueue(
    'http',
    new HttpSender({ url, headers: {}, timeoutMs: 1000, ruleId: 'r', allowPrivate: true }),
    { maxQueue, maxBatch: 10, minBackoffMs: 20, maxBackoffMs: 50 },
    { failed: (e) => events.push(`failed ${e}`), recovered: () => events.push('ok') },
  );
const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ deviceId: 'd', payload: { n: from + i } }));

describe('forwarding target queue', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('holds at most its bound while the target fails, drops the oldest, then delivers the rest in order', async () => {
    receiver.status = 503;
    const events: string[] = [];
    const q = queueOf(receiver.url, 50, events);
    q.push(items(0, 200));
    expect(q.queued).toBe(50);
    expect(q.counters.dropped).toBe(150);
    await until(() => q.counters.failed >= 3, 'retries');
    expect(q.state).toBe('retrying');
    expect(events[0]).toMatch(/^failed HTTP 503/);
    q.push(items(200, 5));
    expect(q.queued).toBe(50);
    receiver.status = 200;
    await q.idle();
    expect(q.counters).toMatchObject({ delivered: 50, dropped: 155, last_error: 'HTTP 503 nope' });
    expect(receiver.messages).toEqual(items(155, 50).map((i) => i.payload));
    expect(events.at(-1)).toBe('ok');
    await q.close();
    receiver.messages.length = 0;
  });

  it('drops a batch the target refuses (4xx) instead of retrying it', async () => {
    receiver.status = 400;
    const q = queueOf(receiver.url, 100);
    q.push(items(0, 25));
    await q.idle();
    expect(q.counters).toMatchObject({ delivered: 0, dropped: 25, failed: 3 });
    await q.close();
    receiver.status = 200;
  });

  it('a hanging target does not hold up another target', async () => {
    const hang = http.createServer(() => undefined);
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    try {
      const slow = queueOf(`http://127.0.0.1:${(hang.address() as AddressInfo).port}/`, 100);
      const fast = queueOf(receiver.url, 100);
      slow.push(items(0, 20));
      fast.push(items(0, 20));
      await fast.idle();
      expect(fast.counters.delivered).toBe(20);
      expect(slow.counters.delivered).toBe(0);
      expect(slow.queued).toBe(20);
      await until(() => slow.counters.failed >= 1, 'the time-out');
      expect(slow.counters.last_error).toMatch(/no answer within 1000 ms/);
      await Promise.all([slow.close(), fast.close()]);
      expect(slow.counters.dropped).toBe(20);
    } finally {
      hang.closeAllConnections();
      hang.close();
    }
  });
});
