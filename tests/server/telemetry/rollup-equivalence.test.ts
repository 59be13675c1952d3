import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchSinkFor } from '../../../server/src/ingest/batch-store';
import { latestOf } from '../../../server/src/ingest/batch-sink';
import { rebuildRollup } from '../../../server/src/storage/rollup';
import type { Point } from '../../../server/src/ingest/point';
import { aggregateSql, type AggregateFunction, type AggregateWindow } from '../../../server/src/modules/telemetry/aggregation-store';
import { aggregate } from '../../../server/src/modules/telemetry/store';
import { startTestServer, testBackends, type TestServer, TENANT_ADMIN_EMAIL } from '../helpers/test-server';

const S = 1_000_000;
const T0 = Date.UTC(2024, 2, 30, 20, 0, 7) * 1000; // not a whole minute; spans a DST change in Europe/Berlin

/** mulberry32: seeded so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FNS: Array<Exclude<AggregateFunction, 'median'>> = ['avg', 'max', 'min', 'first', 'last', 'diff', 'count', 'sum', 'data_count'];
const WINDOWS: Array<Exclude<AggregateWindow, 'no_aggregate'>> = ['1m', '5m', '15m', '1h', '6h', '1d', '7d', '1mo', '1y'];

describe.each(testBackends())('per-minute rollup (%s)', (backend) => {
  let s: TestServer;
  let dev: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    const token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await s.post('/device/add_only', { name: 'rollup' }, { token })).data.id;
    const r = rng(42);
    const sink = batchSinkFor(s.server.ctx.db);
    const sent: Point[] = [];
    // 3 days of points in shuffled batches: out of order, re-sent duplicates (same ts) in every other batch (the
    // writer groups the partials itself when every point is new), strings mixed in.
    // Values are multiples of 1/8 so every sum is exact whatever the addition order.
    for (let b = 0; b < 40; b++) {
      const points: Point[] = [];
      for (let i = 0; i < 150; i++) {
        const dup = b % 2 && r() < 0.2 ? sent[Math.floor(r() * sent.length)] : null;
        const ts = dup ? dup.ts : T0 + Math.floor(r() * 3 * 86_400) * S + Math.floor(r() * 1000);
        const str = r() < 0.15;
        points.push({ deviceId: dev, key: 'k', ts, dbl: str ? null : Math.round((r() - 0.5) * 8000) / 8, str: str ? 'x' : null, bool: null });
      }
      sent.push(...points);
      await sink.write({ points, latest: latestOf(points), events: [], messages: new Map() });
    }
  });
  afterAll(() => s.close());

  const run = async (q: Parameters<typeof aggregateSql>[0]) =>
    (await aggregateSql(q).execute(s.server.ctx.db)).rows.map((x) => [Number(x.x), Number(x.x2), x.y === null ? null : Number(x.y)]);
  // What /kv/statistic serves: the same buckets, carried out of the database as arrays.
  const served = async (q: Parameters<typeof aggregateSql>[0]) => (await aggregate(s.server.ctx.db, q)).map((x) => [x.x, x.x2, x.y]);

  it('answers every decomposable aggregate exactly as the raw rows do, at several windows and ranges', async () => {
    const ranges = [
      [T0, T0 + 3 * 86_400 * S],
      [T0 + 123_456_789, T0 + 2 * 86_400 * S + 7_654_321],
    ];
    let compared = 0;
    for (const [start, end] of ranges) {
      for (const window of WINDOWS) {
        for (const fn of FNS) {
          for (const timeZone of ['UTC', 'Europe/Berlin']) {
            const q = { deviceId: dev, key: 'k', start, end, window, fn, timeZone };
            const raw = await run({ ...q, source: 'raw' });
            expect(raw.length).toBeGreaterThan(0);
            // Minutes holding only strings: their null averages must survive the array transport too.
            if (window === '1m' && fn === 'avg') expect(raw.some(([, , y]) => y === null)).toBe(true);
            expect(await run(q), `${fn} ${window} ${timeZone} ${start}`).toEqual(raw);
            expect(await served(q), `served ${fn} ${window} ${timeZone} ${start}`).toEqual(raw);
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(2 * WINDOWS.length * FNS.length * 2);
  }, 120_000); // about a thousand queries: minutes on a loaded machine, never a timing assertion

  it('the hourly rollup answers across an hour boundary and after a late point exactly as the raw rows do', async () => {
    const db = s.server.ctx.db;
    const sink = batchSinkFor(db);
    const hour = Math.ceil(T0 / (3600 * S)) * 3600 * S + 3600 * S;
    const point = (ts: number, dbl: number): Point => ({ deviceId: dev, key: 'k', ts, dbl, str: null, bool: null });
    // Either side of an hour boundary, then a point arriving late into the earlier hour (and a re-sent duplicate).
    const first = [point(hour - 1, 1000.5), point(hour, -1000.25)];
    await sink.write({ points: first, latest: latestOf(first), events: [], messages: new Map() });
    const late = [point(hour - 30 * 60 * S, 2000.125), point(hour - 1, 1000.5)];
    await sink.write({ points: late, latest: latestOf(late), events: [], messages: new Map() });
    const ranges = [
      [hour - 2 * 3600 * S + 7, hour + 2 * 3600 * S - 3],
      [T0, T0 + 3 * 86_400 * S],
    ];
    for (const [start, end] of ranges) {
      for (const window of ['1h', '3h', '6h'] as const) {
        for (const fn of FNS) {
          const q = { deviceId: dev, key: 'k', start, end, window, fn, timeZone: 'UTC' };
          const raw = await run({ ...q, source: 'raw' });
          expect(await run(q), `${fn} ${window} ${start}`).toEqual(raw);
          expect(await served(q), `served ${fn} ${window} ${start}`).toEqual(raw);
        }
      }
    }
    const stored = (
      await sql<{ n: number; first_v: number; last_v: number; max_v: number }>`select data_count::int as n, first_v, last_v, max_v from ts_kv_1h
      where device_id = ${dev} and key = 'k' and bucket = ${hour - 3600 * S}`.execute(db)
    ).rows[0];
    expect(stored.max_v).toBeGreaterThanOrEqual(2000.125);
    expect(stored.last_v).toBe(1000.5);
  });

  it('the backfill equals the incrementally maintained rollup, and history delete clears it', async () => {
    const db = s.server.ctx.db;
    const before = (await sql`select * from ts_kv_1m order by device_id, key, bucket`.execute(db)).rows;
    const beforeHours = (await sql`select * from ts_kv_1h order by device_id, key, bucket`.execute(db)).rows;
    expect(before.length).toBeGreaterThan(100);
    expect(beforeHours.length).toBeGreaterThan(50);
    // The migration's backfill folds minutes into hours: the same rows as the hours kept up by the ingest.
    const fromMinutes = (
      await sql`select device_id, key, bucket - bucket % 3600000000 as bucket, sum(cnt_num)::bigint as cnt_num, sum(sum_v) as sum_v,
      min(min_v) as min_v, max(max_v) as max_v, min(first_ts) as first_ts, (array_agg(first_v order by first_ts asc) filter (where cnt_num > 0))[1] as first_v,
      max(last_ts) as last_ts, (array_agg(last_v order by last_ts desc) filter (where cnt_num > 0))[1] as last_v, sum(data_count)::bigint as data_count
      from ts_kv_1m group by 1, 2, 3 order by 1, 2, 3`.execute(db)
    ).rows;
    expect(fromMinutes).toEqual(beforeHours);
    await rebuildRollup(db);
    expect((await sql`select * from ts_kv_1m order by device_id, key, bucket`.execute(db)).rows).toEqual(before);
    expect((await sql`select * from ts_kv_1h order by device_id, key, bucket`.execute(db)).rows).toEqual(beforeHours);
    const token = await s.login(TENANT_ADMIN_EMAIL);
    expect((await s.post('/kv/history/delete', { device_id: dev, attribute: 'k' }, { token })).code).toBe(200);
    expect((await sql`select count(*)::int as n from ts_kv_1m where device_id = ${dev}`.execute(db)).rows[0]).toEqual({ n: 0 });
    expect((await sql`select count(*)::int as n from ts_kv_1h where device_id = ${dev}`.execute(db)).rows[0]).toEqual({ n: 0 });
  });
});
