import { describe, expect, it } from 'vitest';
import { parseServerFrame } from '../../../core/src/realtime/realtime-protocol';

describe('parseServerFrame', () => {
  const now = () => 42;
  it('reads telemetry frames with µs, ms and s timestamps', () => {
    expect(parseServerFrame('{"type":"telemetry","device_id":"d","ts":1700000000123456,"values":{"t":1}}', now)).toEqual({
      deviceId: 'd',
      ts: 1_700_000_000_123,
      values: { t: 1 },
    });
    expect(parseServerFrame({ type: 'telemetry', device_id: 'd', ts: 1_700_000_000_123, values: {} }, now)!.ts).toBe(1_700_000_000_123);
    expect(parseServerFrame({ type: 'telemetry', device_id: 'd', ts: 1_700_000_000, values: {} }, now)!.ts).toBe(1_700_000_000_000);
  });
  it('stamps frames without a timestamp with the receive time', () => {
    expect(parseServerFrame({ device_id: 'd', values: { a: 'x' } }, now)).toEqual({ deviceId: 'd', ts: 42, values: { a: 'x' } });
  });
  it("reads the server's values and status frames", () => {
    expect(parseServerFrame({ type: 'values', device_id: 'd', ts: 1_700_000_000_000, values: { t: 2 }, snapshot: true }, now)).toEqual({
      deviceId: 'd',
      ts: 1_700_000_000_000,
      values: { t: 2 },
    });
    expect(parseServerFrame({ type: 'status', device_id: 'd', ts: 1_700_000_000_000, online: false }, now)!.values).toEqual({ SYS_ONLINE: '0' });
  });
  it('ignores acks, errors, arrays and garbage', () => {
    expect(parseServerFrame('{"type":"subscribed","device_id":"d"}', now)).toBeNull();
    expect(parseServerFrame('{"type":"error","message":"x"}', now)).toBeNull();
    expect(parseServerFrame('{"type":"telemetry","device_id":"d","values":[1,2]}', now)).toBeNull();
    expect(parseServerFrame('not json', now)).toBeNull();
    expect(parseServerFrame('{"type":"telemetry","values":{"a":1}}', now)).toBeNull();
  });
});
