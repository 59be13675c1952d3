import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollup } from '../../../server/src/storage/rollup';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const S = 1_000_000;
const T0 = 1_700_000_040 * S; // a whole minute (UTC)

describe.each(testBackends())('telemetry API (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let dev: string;
  const post = (path: string, body: unknown = {}) => s.post(path, body, { token });
  const insert = async (deviceId: string, key: string, rows: Array<[number, number | null, string?]>) => {
    for (const [ts, dbl, str] of rows) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v, str_v) values (${deviceId}, ${key}, ${ts}, ${dbl}, ${str ?? null})`.execute(s.server.ctx.db);
    }
    // Written around the ingest: the minute rollup must be recomputed like the migration's backfill does.
    await rebuildRollup(s.server.ctx.db);
  };
  beforeAll(async () => {
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await post('/device/add_only', { name: 'sensor', type: ENV_SENSOR_MODEL_ID })).data.id;
    await insert(dev, 't', [
      [T0, 10],
      [T0 + 10 * S, 20],
      [T0 + 20 * S, 30],
      [T0 + 30 * S, null, 'err'],
      [T0 + 50 * S, 5],
      [T0 + 60 * S, 7],
      [T0 + 61 * S, 9],
    ]);
  });
  afterAll(() => s.close());

  const stat = async (fn: string, window = '1m', extra: Record<string, unknown> = {}) => {
    const r = await post('/kv/statistic', {
      device_id: dev,
      key: 't',
      start_time: T0,
      end_time: T0 + 119 * S,
      aggregate_window: window,
      aggregate_function: fn,
      ...extra,
    });
    expect(r.code).toBe(200);
    return r.data;
  };

  it.each([
    ['avg', [16.25, 8]],
    ['max', [30, 9]],
    ['min', [5, 7]],
    ['median', [15, 8]],
    ['first', [10, 7]],
    ['last', [5, 9]],
    ['diff', [-5, 2]],
    ['count', [4, 2]],
    ['sum', [65, 16]],
    ['data_count', [5, 2]],
  ] as const)('aggregates %s per 1-minute bucket in SQL', async (fn, expected) => {
    const data = await stat(fn);
    expect(data.time_series.map((p: any) => p.y)).toEqual(expected);
    expect(data.time_series.map((p: any) => [p.x, p.x2])).toEqual([
      [T0, T0 + 60 * S],
      [T0 + 60 * S, T0 + 120 * S],
    ]);
    expect(data).toMatchObject({ duration: 119 * S, x_time_range: { start: T0, end: T0 + 119 * S }, downsampled: false });
  });

  it('buckets days at local midnight of the given time zone and months by the calendar', async () => {
    const d2 = (await post('/device/add_only', { name: 'tz' })).data.id;
    const a = Date.UTC(2023, 10, 14, 15, 30) * 1000; // 23:30 in Shanghai
    const b = Date.UTC(2023, 10, 14, 16, 30) * 1000; // 00:30 next day in Shanghai
    const c = Date.UTC(2023, 11, 2, 12, 0) * 1000;
    await insert(d2, 'e', [
      [a, 1],
      [b, 2],
      [c, 4],
    ]);
    const q = (window: string, time_zone?: string) =>
      post('/kv/statistic', {
        device_id: d2,
        key: 'e',
        start_time: a,
        end_time: c,
        aggregate_window: window,
        aggregate_function: 'sum',
        time_zone,
      });
    expect((await q('1d')).data.time_series.map((p: any) => p.y)).toEqual([3, 4]);
    const sh = (await q('1d', 'Asia/Shanghai')).data.time_series;
    expect(sh.map((p: any) => p.y)).toEqual([1, 2, 4]);
    expect(sh[1].x).toBe(Date.UTC(2023, 10, 14, 16, 0) * 1000); // 2023-11-15 00:00 +08:00
    const months = (await q('1mo')).data.time_series;
    expect(months.map((p: any) => [p.x, p.y])).toEqual([
      [Date.UTC(2023, 10, 1) * 1000, 3],
      [Date.UTC(2023, 11, 1) * 1000, 4],
    ]);
    expect(months[0].x2).toBe(Date.UTC(2023, 11, 1) * 1000);
    expect((await q('1y')).data.time_series.map((p: any) => p.y)).toEqual([7]);
    expect((await q('6mo')).data.time_series.map((p: any) => p.x)).toEqual([Date.UTC(2023, 6, 1) * 1000]);
    expect((await q('7d')).code).toBe(200);
    expect((await q('5s')).code).toBe(1000);
    expect((await q('1d', 'Not/AZone')).code).toBe(1000);
  });

  it('returns raw points without aggregation, and accepts millisecond timestamps', async () => {
    const raw = await stat('avg', 'no_aggregate');
    expect(raw.time_series.map((p: any) => p.y)).toEqual([10, 20, 30, 'err', 5, 7, 9]);
    const ms = await post('/kv/statistic', { device_id: dev, key: 't', start_time: T0 / 1000, end_time: (T0 + 119 * S) / 1000 });
    expect(ms.data.time_series).toHaveLength(7);
  });

  it('downsamples a long raw range to at most 4000 points and keeps every extreme', async () => {
    const d3 = (await post('/device/add_only', { name: 'long' })).data.id;
    const n = 20_000;
    const ts: string[] = [];
    const v: number[] = [];
    for (let i = 0; i < n; i++) {
      ts.push(String(T0 + i * S));
      v.push(Math.sin(i / 300) * 100);
    }
    v[7_777] = 1000;
    v[12_345] = -1000;
    await sql`insert into ts_kv (device_id, key, ts, dbl_v) select ${d3}, 'w', * from unnest(${ts}::bigint[], ${v}::float8[])`.execute(s.server.ctx.db);
    await rebuildRollup(s.server.ctx.db);
    const r = (await post('/kv/statistic', { device_id: d3, key: 'w', start_time: T0, end_time: T0 + n * S, aggregate_window: 'no_aggregate' })).data;
    expect(r.downsampled).toBe(true);
    expect(r.time_series.length).toBeLessThanOrEqual(4000);
    expect(r.time_series.length).toBeGreaterThan(1000);
    expect(r.time_series).toContainEqual({ x: T0 + 7_777 * S, y: 1000 });
    expect(r.time_series).toContainEqual({ x: T0 + 12_345 * S, y: -1000 });
    const xs = r.time_series.map((p: any) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const batch = (
      await post('/kv/statistic/batch', {
        data: [
          { device_id: d3, key: 'w' },
          { device_id: dev, key: 't' },
        ],
        start_time: T0,
        end_time: T0 + n * S,
      })
    ).data;
    expect(batch.map((b: any) => [b.device_id, b.downsampled])).toEqual([
      [d3, true],
      [dev, false],
    ]);
  });

  it('pages raw history newest first and refuses ranges over 30 days', async () => {
    const page = (await post('/kv/history/data', { device_id: dev, key: 't', start_time: T0, end_time: T0 + 119 * S, page: 1, page_records: 3 })).data;
    expect(page).toEqual([
      { ts: T0 + 61 * S, value: 9 },
      { ts: T0 + 60 * S, value: 7 },
      { ts: T0 + 50 * S, value: 5 },
    ]);
    const tooLong = await post('/kv/history/data', { device_id: dev, key: 't', start_time: T0, end_time: T0 + 31 * 86400 * S });
    expect(tooLong).toMatchObject({ code: 400, message: '时间范围不能超过30天' });
  });

  it('answers current values with TSL names and units, and deletes history by key', async () => {
    await sql`insert into ts_kv_latest (device_id, key, ts, dbl_v) values (${dev}, 'temperature', ${T0}, 21.5), (${dev}, 't', ${T0 + S}, 9)`.execute(
      s.server.ctx.db,
    );
    const cur = (await post('/kv/current', { entity_id: dev })).data;
    expect(cur).toHaveLength(1);
    expect(cur[0]).toMatchObject({ temperature: 21.5, t: 9 });
    expect(typeof cur[0].systime).toBe('string');
    const detail = (await post('/kv/current/detail', { device_id: dev })).data;
    expect(detail.find((r: any) => r.key === 'temperature')).toMatchObject({ name: '温度', unit: '℃', dbl_v: 21.5, ts: T0 });
    expect((await post('/kv/history/delete', { device_id: dev, attribute: ['t'] })).code).toBe(200);
    expect((await stat('count')).time_series).toEqual([]);
    expect((await post('/kv/current', { entity_id: dev })).data[0]).not.toHaveProperty('t');
  });
});
