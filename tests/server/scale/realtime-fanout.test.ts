/** One committed batch becomes bus events that each fit a PostgreSQL NOTIFY; what cannot fit travels as an id. */
import { describe, expect, it } from 'vitest';
import { MAX_FANOUT_BYTES, splitBatch } from '../../../server/src/realtime/realtime-fanout';
import type { RealtimeMessage } from '../../../server/src/realtime/realtime-hub';

const values = (i: number, text = 'x'): RealtimeMessage => ({ type: 'values', device_id: `device-${i}`, ts: 1_700_000_000_000 + i, values: { n: i, s: text } });

describe('realtime fan-out batches', () => {
  it('keeps a small batch in one event', () => {
    const batch = [values(1), values(2), { type: 'status', device_id: 'device-1', ts: 1, online: true } as RealtimeMessage];
    expect(splitBatch(batch)).toEqual([{ messages: batch }]);
  });

  it('splits a large batch into events under the NOTIFY limit, keeping every message in order', () => {
    const batch = Array.from({ length: 1000 }, (_, i) => values(i));
    const events = splitBatch(batch);
    expect(events.length).toBeGreaterThan(1);
    for (const e of events) expect(Buffer.byteLength(JSON.stringify(e))).toBeLessThanOrEqual(MAX_FANOUT_BYTES);
    expect(events.flatMap((e) => e.messages)).toEqual(batch);
  });

  it('sends a message too large for any event as its device id to refresh', () => {
    const huge = values(7, 'y'.repeat(10_000));
    const events = splitBatch([values(1), huge, values(2)]);
    expect(events).toEqual([{ messages: [values(1), values(2)] }, { messages: [], refresh: ['device-7'] }]);
  });
});
