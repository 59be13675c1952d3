/**
 * History aggregation in SQL (the spec's constants): the windows and aggregates, as query builders over `ts_kv`.
 * Fixed windows bucket the µs timestamp with integer arithmetic (fast, index-friendly); day and calendar windows
 * use `date_bin` / `date_trunc` in the caller's time zone so days start at local midnight.
 */
import { sql, type RawBuilder } from 'kysely';
import { HOUR_US, MINUTE_US } from '../../storage/rollup';

const S = 1_000_000;
/** Window name → width in µs (fixed) or a calendar rule. */
export const AGGREGATE_WINDOWS = {
  no_aggregate: null,
  '30s': 30 * S,
  '1m': 60 * S,
  '2m': 120 * S,
  '5m': 300 * S,
  '10m': 600 * S,
  '15m': 900 * S,
  '30m': 1800 * S,
  '1h': 3600 * S,
  '3h': 3 * 3600 * S,
  '6h': 6 * 3600 * S,
  '1d': 'days:1',
  '3d': 'days:3',
  '7d': 'days:7',
  '1mo': 'months:1',
  '6mo': 'months:6',
  '1y': 'months:12',
} as const;

export type AggregateWindow = keyof typeof AGGREGATE_WINDOWS;

/**
 * avg, max, min, median, first, last, diff (last − first: the first-last difference of a meter), count (numeric
 * values), sum, data_count (every stored point, whatever its type).
 */
export const AGGREGATE_FUNCTIONS = ['avg', 'max', 'min', 'median', 'first', 'last', 'diff', 'count', 'sum', 'data_count'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export const isWindow = (w: unknown): w is AggregateWindow => typeof w === 'string' && Object.hasOwn(AGGREGATE_WINDOWS, w);
export const isFunction = (f: unknown): f is AggregateFunction => AGGREGATE_FUNCTIONS.includes(f as AggregateFunction);

function aggregateExpr(fn: AggregateFunction): RawBuilder<unknown> {
  switch (fn) {
    case 'avg':
      return sql`avg(dbl_v)`;
    case 'max':
      return sql`max(dbl_v)`;
    case 'min':
      return sql`min(dbl_v)`;
    case 'sum':
      return sql`sum(dbl_v)`;
    case 'median':
      return sql`percentile_cont(0.5) within group (order by dbl_v)`;
    case 'first':
      return sql`(array_agg(dbl_v order by ts asc) filter (where dbl_v is not null))[1]`;
    case 'last':
      return sql`(array_agg(dbl_v order by ts desc) filter (where dbl_v is not null))[1]`;
    case 'diff':
      return sql`(array_agg(dbl_v order by ts desc) filter (where dbl_v is not null))[1] - (array_agg(dbl_v order by ts asc) filter (where dbl_v is not null))[1]`;
    case 'count':
      return sql`count(dbl_v)`;
    case 'data_count':
      return sql`count(*)`;
  }
}

/** Bucket start and end (µs) of a row's `ts` for a window. */
function bucketExprs(
  window: Exclude<AggregateWindow, 'no_aggregate'>,
  timeZone: string,
  ts: RawBuilder<unknown> = sql`ts`,
): { start: RawBuilder<unknown>; end: RawBuilder<unknown> } {
  const rule = AGGREGATE_WINDOWS[window];
  if (typeof rule === 'number') {
    const w = sql.lit(rule);
    return { start: sql`(${ts} - ${ts} % ${w})`, end: sql`(${ts} - ${ts} % ${w} + ${w})` };
  }
  const local = sql`(to_timestamp(${ts} / 1000000.0) at time zone ${timeZone})`;
  const [unit, nText] = rule.split(':');
  const n = Number(nText);
  let start: RawBuilder<unknown>;
  let step: RawBuilder<unknown>;
  if (unit === 'days') {
    // 2000-01-03 is a Monday: weekly buckets start on Mondays.
    step = sql.raw(`interval '${n} days'`);
    start = sql`date_bin(${step}, ${local}, timestamp '2000-01-03')`;
  } else if (n === 12) {
    step = sql.raw(`interval '1 year'`);
    start = sql`date_trunc('year', ${local})`;
  } else if (n === 6) {
    step = sql.raw(`interval '6 months'`);
    start = sql`(date_trunc('year', ${local}) + interval '6 months' * floor((extract(month from ${local}) - 1) / 6))`;
  } else {
    step = sql.raw(`interval '${n} months'`);
    start = sql`date_trunc('month', ${local})`;
  }
  const toMicros = (t: RawBuilder<unknown>) => sql`(extract(epoch from (${t} at time zone ${timeZone})) * 1000000)::bigint`;
  return { start: toMicros(start), end: toMicros(sql`(${start} + ${step})`) };
}

export interface AggregateQuery {
  deviceId: string;
  key: string;
  /** µs, inclusive. */
  start: number;
  /** µs, inclusive. */
  end: number;
  window: Exclude<AggregateWindow, 'no_aggregate'>;
  fn: AggregateFunction;
  /** IANA zone for day and calendar windows (default UTC). */
  timeZone?: string;
  /** Internal: 'raw' forces `ts_kv` (tests compare both paths); default uses the minute rollup when it can. */
  source?: 'auto' | 'raw';
}

/** Minute partials combined: every aggregate except median (needs the points). */
function rollupExpr(fn: Exclude<AggregateFunction, 'median'>): RawBuilder<unknown> {
  const first = sql`(array_agg(first_v order by first_ts asc) filter (where cnt_num > 0))[1]`;
  const last = sql`(array_agg(last_v order by last_ts desc) filter (where cnt_num > 0))[1]`;
  switch (fn) {
    case 'avg':
      return sql`(sum(sum_v) / nullif(sum(cnt_num), 0)::float8)`;
    case 'max':
      return sql`max(max_v)`;
    case 'min':
      return sql`min(min_v)`;
    case 'sum':
      return sql`sum(sum_v)`;
    case 'first':
      return first;
    case 'last':
      return last;
    case 'diff':
      return sql`${last} - ${first}`;
    case 'count':
      return sql`sum(cnt_num)`;
    case 'data_count':
      return sql`sum(data_count)`;
  }
}

/**
 * One minute partial as its own bucket's answer, for the 1-minute window: what `rollupExpr` gives over a single
 * partial (first_v/last_v are null exactly when the minute holds no number, as the filters there require).
 */
function rollupRowExpr(fn: Exclude<AggregateFunction, 'median'>): RawBuilder<unknown> {
  switch (fn) {
    case 'avg':
      return sql`(sum_v / nullif(cnt_num, 0)::float8)`;
    case 'max':
      return sql`max_v`;
    case 'min':
      return sql`min_v`;
    case 'sum':
      return sql`sum_v`;
    case 'first':
      return sql`first_v`;
    case 'last':
      return sql`last_v`;
    case 'diff':
      return sql`(last_v - first_v)`;
    case 'count':
      return sql`cnt_num`;
    case 'data_count':
      return sql`data_count`;
  }
}

/**
 * Whole minutes inside [start, end] come from `ts_kv_1m`; the partial minutes at either edge are rolled up from
 * `ts_kv` on the fly, so the answer equals the raw one. For fixed windows of whole hours (1h, 3h, 6h) the whole
 * hours inside come from `ts_kv_1h` and only the partial hours at the edges from the minutes (a year at 1-hour
 * buckets: 8 760 hour rows instead of 525 600 minutes). Null when the rollup cannot answer (30 s, median, short).
 */
function rollupSql(q: AggregateQuery): RawBuilder<{ x: number; x2: number; y: number | null }> | null {
  if (q.source === 'raw' || q.fn === 'median' || q.window === '30s' || q.start < 0) return null;
  const full0 = Math.ceil(q.start / MINUTE_US) * MINUTE_US;
  const full1 = Math.floor((q.end + 1) / MINUTE_US) * MINUTE_US; // exclusive
  if (full0 >= full1) return null;
  const width = AGGREGATE_WINDOWS[q.window];
  const hourly = typeof width === 'number' && width % HOUR_US === 0;
  const hour0 = Math.ceil(full0 / HOUR_US) * HOUR_US;
  const hour1 = Math.floor(full1 / HOUR_US) * HOUR_US; // exclusive
  const useHours = hourly && hour0 < hour1;
  const edges = sql`select device_id, key, ts, dbl_v from ts_kv where device_id = ${q.deviceId} and key = ${q.key}
    and (ts between ${q.start} and ${full0 - 1} or ts between ${full1} and ${q.end})`;
  const minutes = useHours
    ? sql`((bucket >= ${full0} and bucket < ${hour0}) or (bucket >= ${hour1} and bucket < ${full1}))`
    : sql`bucket >= ${full0} and bucket < ${full1}`;
  const hours = useHours
    ? sql`select bucket, cnt_num, sum_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count from ts_kv_1h
    where device_id = ${q.deviceId} and key = ${q.key} and bucket >= ${hour0} and bucket < ${hour1}
    union all`
    : sql``;
  const partials = sql`${hours}
    select bucket, cnt_num, sum_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count from ts_kv_1m
    where device_id = ${q.deviceId} and key = ${q.key} and ${minutes}
    union all
    select ts - ts % ${sql.lit(MINUTE_US)} as bucket, count(dbl_v), sum(dbl_v), min(dbl_v), max(dbl_v),
      min(ts) filter (where dbl_v is not null), (array_agg(dbl_v order by ts asc) filter (where dbl_v is not null))[1],
      max(ts) filter (where dbl_v is not null), (array_agg(dbl_v order by ts desc) filter (where dbl_v is not null))[1], count(*)
    from (${edges}) e group by 1`;
  if (AGGREGATE_WINDOWS[q.window] === MINUTE_US) {
    // The window is the rollup's grain: every partial is a whole bucket (the edge minutes lie outside
    // [full0, full1)), so regrouping 43 200 rows for a month would only cost time.
    return sql<{ x: number; x2: number; y: number | null }>`
      select bucket as x, bucket + ${sql.lit(MINUTE_US)} as x2, ${rollupRowExpr(q.fn)}::float8 as y from (${partials}) p order by bucket`;
  }
  const { start, end } = bucketExprs(q.window, q.timeZone ?? 'UTC', sql`bucket`);
  return sql<{ x: number; x2: number; y: number | null }>`
    select x, x2, ${rollupExpr(q.fn)}::float8 as y from (
      select ${start} as x, ${end} as x2, cnt_num, sum_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count from (${partials}) p
    ) b group by x, x2 order by x`;
}

/**
 * The 1-minute window over whole minutes, as arrays in one row: the stored minutes straight off the rollup's index
 * in bucket order (`mx`: minutes after the first whole minute `from`, `my`: the values; no union, no re-sort), and
 * the partial minutes at either edge rolled up from `ts_kv` (`ex`: bucket µs, `ey`). Null where `rollupSql` would
 * not use the rollup. The arrays come as text (see `aggregate` in store.ts).
 */
export function minuteSeriesSql(
  q: AggregateQuery,
): { sql: RawBuilder<{ mx: string | null; my: string | null; ex: string | null; ey: string | null }>; from: number } | null {
  if (AGGREGATE_WINDOWS[q.window] !== MINUTE_US || q.source === 'raw' || q.fn === 'median' || q.start < 0) return null;
  const full0 = Math.ceil(q.start / MINUTE_US) * MINUTE_US;
  const full1 = Math.floor((q.end + 1) / MINUTE_US) * MINUTE_US; // exclusive
  if (full0 >= full1) return null;
  const fn = q.fn;
  const y = rollupRowExpr(fn);
  const m = sql.lit(MINUTE_US);
  return {
    from: full0,
    sql: sql`select m.mx, m.my, e.ex, e.ey from
    (select array_agg((bucket - ${full0}) / ${m} order by bucket)::text as mx, array_agg(${y}::float8 order by bucket)::text as my from ts_kv_1m
      where device_id = ${q.deviceId} and key = ${q.key} and bucket >= ${full0} and bucket < ${full1}) m,
    (select array_agg(bucket order by bucket)::text as ex, array_agg(${y}::float8 order by bucket)::text as ey from (
      select ts - ts % ${m} as bucket, count(dbl_v) as cnt_num, sum(dbl_v) as sum_v, min(dbl_v) as min_v, max(dbl_v) as max_v,
        (array_agg(dbl_v order by ts asc) filter (where dbl_v is not null))[1] as first_v,
        (array_agg(dbl_v order by ts desc) filter (where dbl_v is not null))[1] as last_v, count(*) as data_count
      from ts_kv where device_id = ${q.deviceId} and key = ${q.key} and (ts between ${q.start} and ${full0 - 1} or ts between ${full1} and ${q.end})
      group by 1) p) e`,
  };
}

/** `[{x: bucketStart µs, x2: bucketEnd µs, y}]`, one row per non-empty bucket, ordered by time. */
export function aggregateSql(q: AggregateQuery): RawBuilder<{ x: number; x2: number; y: number | null }> {
  const rolled = rollupSql(q);
  if (rolled) return rolled;
  const { start, end } = bucketExprs(q.window, q.timeZone ?? 'UTC');
  return sql<{ x: number; x2: number; y: number | null }>`
    select x, x2, ${aggregateExpr(q.fn)}::float8 as y from (
      select ${start} as x, ${end} as x2, ts, dbl_v from ts_kv
      where device_id = ${q.deviceId} and key = ${q.key} and ts between ${q.start} and ${q.end}
    ) b group by x, x2 order by x`;
}

/**
 * Raw points of a long range, reduced to at most `2 × buckets` points: in each of `buckets` equal time slices the
 * minimum and the maximum (the earliest point on a tie, each with its own timestamp), so the curve keeps its shape
 * and every extreme. One hashed pass: `[value, ±ts]` arrays compare value first, then time, where sorting the
 * month's points twice (`distinct on`) spilled to disk. µs fit a float8 exactly.
 */
export function minMaxDownsampleSql(deviceId: string, key: string, start: number, end: number, buckets: number): RawBuilder<{ ts: number; dbl_v: number }> {
  const width = Math.max(1, Math.ceil((end - start + 1) / buckets));
  return sql<{ ts: number; dbl_v: number }>`
    select distinct v.ts, v.dbl_v from (
      select min(array[dbl_v, ts::float8]) as lo, max(array[dbl_v, -ts::float8]) as hi from ts_kv
      where device_id = ${deviceId} and key = ${key} and ts between ${start} and ${end} and dbl_v is not null
      group by (ts - ${start}) / ${sql.lit(width)}
    ) g, lateral (values (g.lo[2]::bigint, g.lo[1]), ((-g.hi[2])::bigint, g.hi[1])) v(ts, dbl_v)
    order by v.ts`;
}
