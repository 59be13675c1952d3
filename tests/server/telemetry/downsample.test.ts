import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POINTS } from '../../../server/src/modules/telemetry/service';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const S = 1_000_000;
const T0 = 1_700_000_000 * S + 123_456;

/** The documented rule, by hand: per equal time slice its minimum and maximum, the earliest point on a tie. */
function expected(points: Array<[number, number | null]>, start: number, end: number) {
  const width = Math.ceil((end - start + 1) / (MAX_POINTS / 2));
  const slices = new Map<number, { lo: [number, number]; hi: [number, number] }>();
  for (const [ts, v] of points) {
    if (v === null || ts < start || ts > end) continue;
    const b = Math.floor((ts - start) / width);
    const s = slices.get(b);
    if (!s) slices.set(b, { lo: [ts, v], hi: [ts, v] });
    else {
      if (v < s.lo[1] || (v === s.lo[1] && ts < s.lo[0])) s.lo = [ts, v];
      if (v > s.hi[1] || (v === s.hi[1] && ts < s.hi[0])) s.hi = [ts, v];
    }
  }
  const out = new Map<number, number>();
  for (const { lo, hi } of slices.values()) for (const [ts, v] of [lo, hi]) out.set(ts, v);
  return [...out].sort((a, b) => a[0] - b[0]).map(([x, y]) => ({ x, y }));
}

describe.each(testBackends())('raw history downsampling (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let dev: string;
  const points: Array<[number, number | null]> = [];
  beforeAll(async () => {
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await s.post('/device/add_only', { name: 'dense' }, { token })).data.id;
    // Uneven spacing, few distinct values (ties everywhere, the earliest must win), strings in between.
    let ts = T0;
    for (let i = 0; i < 30_000; i++) {
      ts += (1 + (i % 7)) * S;
      points.push([ts, i % 11 === 0 ? null : Math.round(Math.sin(i / 40) * 3) / 2 + 0]); // + 0: no -0 (JSON has none)
    }
    await sql`insert into ts_kv (device_id, key, ts, dbl_v, str_v)
      select ${dev}, 'v', t, d, case when d is null then 'x' end from unnest(${points.map((p) => String(p[0]))}::bigint[], ${points.map((p) => p[1])}::float8[]) as u(t, d)`.execute(
      s.server.ctx.db,
    );
  });
  afterAll(() => s.close());

  it('keeps exactly each slice minimum and maximum, earliest on a tie, in time order', async () => {
    for (const [start, end] of [
      [T0, ts(points.length - 1)],
      [ts(1234) + 1, ts(27_000) - 1],
    ]) {
      const r = await s.post('/kv/statistic', { device_id: dev, key: 'v', start_time: start, end_time: end, aggregate_window: 'no_aggregate' }, { token });
      expect(r.code).toBe(200);
      expect(r.data.downsampled).toBe(true);
      expect(r.data.time_series).toEqual(expected(points, start, end));
    }
  });

  it('returns every point, strings included, when the range holds at most MAX_POINTS', async () => {
    const [start, end] = [ts(99), ts(99 + MAX_POINTS - 1)];
    const r = await s.post('/kv/statistic', { device_id: dev, key: 'v', start_time: start, end_time: end, aggregate_window: 'no_aggregate' }, { token });
    expect(r.data.downsampled).toBe(false);
    expect(r.data.time_series).toHaveLength(MAX_POINTS);
    expect(r.data.time_series[0]).toEqual({ x: start, y: 'x' });
  });

  const ts = (i: number) => points[i][0];
});
