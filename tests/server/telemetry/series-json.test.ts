import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonText, serializeWithJsonText } from '../../../server/src/http/json-text';
import { SqlBatchSink } from '../../../server/src/ingest/batch-store';
import { latestOf } from '../../../server/src/ingest/batch-sink';
import type { Point } from '../../../server/src/ingest/point';
import { jsonNumber, SeriesWriter } from '../../../server/src/modules/telemetry/series-json';
import { aggregate } from '../../../server/src/modules/telemetry/store';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const S = 1_000_000;
const M = 60 * S;
const T0 = Date.UTC(2024, 2, 30, 20, 0, 7) * 1000 + 123; // not a whole minute

/** mulberry32: seeded so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the answer held before: the parsed value, written by JSON.stringify. */
const reference = (text: string) => JSON.stringify(text === 'NULL' ? null : Number(text));

describe('series JSON', () => {
  it('writes exactly what JSON.stringify writes for the same buckets, across chunks', () => {
    const r = rng(1);
    for (const n of [0, 1, 5, 3000]) {
      const buckets: Array<[number, number, string]> = [];
      let x = T0 - (T0 % M);
      for (let i = 0; i < n; i++) {
        x += r() < 0.2 ? 3 * M : M; // gaps: a start that is not the previous end
        buckets.push([x, x + M, r() < 0.1 ? 'NULL' : String((r() - 0.5) * 1e4)]);
      }
      const w = new SeriesWriter();
      for (const [a, b, y] of buckets) w.add(a, b, y);
      const chunks = w.finish();
      if (n === 3000) expect(chunks.length).toBeGreaterThan(1);
      expect(Buffer.concat(chunks).toString()).toBe(JSON.stringify(buckets.map(([a, b, y]) => ({ x: a, x2: b, y: y === 'NULL' ? null : Number(y) }))));
    }
  });

  it('splices JSON text into an envelope, and stringifies to the parsed value elsewhere', () => {
    const a = new JsonText([Buffer.from('[{"x":1'), Buffer.from(',"y":null}]')]);
    const b = new JsonText([Buffer.from('[]')]);
    const value = { code: 200, message: 'é', data: [{ s: a, k: 'v' }, { s: b }] };
    const expected = '{"code":200,"message":"é","data":[{"s":[{"x":1,"y":null}],"k":"v"},{"s":[]}]}';
    expect((serializeWithJsonText(value) as Buffer).toString('utf8')).toBe(expected);
    expect(JSON.stringify(value)).toBe(expected);
    expect(serializeWithJsonText({ plain: 1 })).toBe('{"plain":1}');
  });
});

describe.each(testBackends())('series JSON against the database (%s)', (backend) => {
  let s: TestServer;
  let dev: string;
  beforeAll(async () => {
    s = await startTestServer({ backend });
    const token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await s.post('/device/add_only', { name: 'series' }, { token })).data.id;
  });
  afterAll(() => s.close());

  it("copies PostgreSQL's float8 text only where JSON.stringify would write the same", async () => {
    const r = rng(2);
    const values = ['0', '-0', '1', '-1', '0.1', '0.30000000000000004', '1e-4', '1e-5', '0.00012345', '123456789012345', '1e15', '999999999999999.9'];
    values.push('5e-324', '1.7976931348623157e308', 'NaN', 'Infinity', '-Infinity', '1e21', '1e-7', '600000000000000.2', '2.5', '1024.125');
    for (let i = 0; i < 3000; i++) {
      const v = (r() - 0.5) * 10 ** Math.floor(r() * 44 - 22);
      values.push(String(i % 3 ? v : Math.round(v * 8) / 8));
    }
    const rows = (await sql<{ t: string | null }>`select v::text as t from unnest(${values}::text[]::float8[]) v`.execute(s.server.ctx.db)).rows;
    const texts = rows.map((x) => x.t ?? 'NULL').concat('NULL');
    for (const t of texts) expect(jsonNumber(t), t).toBe(reference(t));
  });

  it('answers /kv/statistic with the buckets of the aggregate, edges and string-only minutes included', async () => {
    const r = rng(3);
    const points: Point[] = [];
    for (let i = 0; i < 600; i++) {
      const str = r() < 0.1;
      points.push({
        deviceId: dev,
        key: 'k',
        ts: T0 + Math.floor(r() * 3 * 3600) * S,
        dbl: str ? null : (r() - 0.5) * 1000,
        str: str ? 'x' : null,
        bool: null,
      });
    }
    await new SqlBatchSink(s.server.ctx.db).write({ points, latest: latestOf(points), events: [], messages: new Map() });
    const token = await s.login(TENANT_ADMIN_EMAIL);
    for (const [window, fn] of [
      ['1m', 'avg'],
      ['1m', 'last'],
      ['5m', 'max'],
      ['1d', 'avg'],
    ] as const) {
      const start = T0 + 17 * S;
      const end = T0 + 3 * 3600 * S - 5 * S;
      const res = await fetch(`${s.url}/api/kv/statistic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ device_id: dev, key: 'k', start_time: start, end_time: end, aggregate_window: window, aggregate_function: fn }),
      });
      const text = await res.text();
      const buckets = await aggregate(s.server.ctx.db, { deviceId: dev, key: 'k', start, end, window, fn, timeZone: undefined });
      expect(buckets.length).toBeGreaterThan(window === '1d' ? 0 : 20);
      if (window === '1m' && fn === 'avg') expect(buckets.some((b) => b.y === null)).toBe(true);
      const data = { time_series: buckets, downsampled: false, duration: end - start, x_time_range: { start, end } };
      expect(text).toBe(JSON.stringify({ code: 200, message: JSON.parse(text).message, data }));
    }
  });
});
