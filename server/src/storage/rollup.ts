/**
 * The telemetry rollups `ts_kv_1m` (per minute) and `ts_kv_1h` (per hour): how raw rows become partials and how a
 * partial merges into a stored one. Only rows actually inserted into `ts_kv` may be added (a duplicate
 * (device, key, ts) is dropped there).
 */
import { sql, type RawBuilder } from 'kysely';

export const MINUTE_US = 60_000_000;
export const HOUR_US = 3_600_000_000;

export type RollupTable = 'ts_kv_1m' | 'ts_kv_1h';
export const ROLLUP_WIDTH: Record<RollupTable, number> = { ts_kv_1m: MINUTE_US, ts_kv_1h: HOUR_US };

/** The rollup tables' columns, in the order `rollupSelectSql` yields them. */
export const ROLLUP_COLUMNS = sql`(device_id, key, bucket, cnt_num, sum_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count)`;

/** `select ...` grouping raw rows `(device_id, key, ts, dbl_v)` of `source` into partials of `width` µs. */
export function rollupSelectSql(source: RawBuilder<unknown>, width: number = MINUTE_US): RawBuilder<unknown> {
  const w = sql.lit(width);
  return sql`select device_id, key, ts - ts % ${w}, count(dbl_v), sum(dbl_v), min(dbl_v), max(dbl_v),
      min(ts) filter (where dbl_v is not null), (array_agg(dbl_v order by ts asc) filter (where dbl_v is not null))[1],
      max(ts) filter (where dbl_v is not null), (array_agg(dbl_v order by ts desc) filter (where dbl_v is not null))[1],
      count(*)
    from (${source}) r group by device_id, key, ts - ts % ${w}`;
}

/** `(columns) select ...` grouping raw rows `(device_id, key, ts, dbl_v)` of `source` into partials of `width` µs. */
export function rollupFromRawSql(source: RawBuilder<unknown>, width: number = MINUTE_US): RawBuilder<unknown> {
  return sql`${ROLLUP_COLUMNS} ${rollupSelectSql(source, width)}`;
}

/** Merges an incoming partial into the stored one: counts and sums add, extremes combine, first/last by ts. */
export function rollupMerge(table: RollupTable): RawBuilder<unknown> {
  const t = sql.table(table);
  return sql`on conflict (device_id, key, bucket) do update set
  cnt_num = ${t}.cnt_num + excluded.cnt_num,
  sum_v = case when ${t}.sum_v is null then excluded.sum_v when excluded.sum_v is null then ${t}.sum_v else ${t}.sum_v + excluded.sum_v end,
  min_v = least(${t}.min_v, excluded.min_v),
  max_v = greatest(${t}.max_v, excluded.max_v),
  first_ts = case when excluded.first_ts < ${t}.first_ts or ${t}.first_ts is null then excluded.first_ts else ${t}.first_ts end,
  first_v = case when excluded.first_ts < ${t}.first_ts or ${t}.first_ts is null then excluded.first_v else ${t}.first_v end,
  last_ts = case when excluded.last_ts > ${t}.last_ts or ${t}.last_ts is null then excluded.last_ts else ${t}.last_ts end,
  last_v = case when excluded.last_ts > ${t}.last_ts or ${t}.last_ts is null then excluded.last_v else ${t}.last_v end,
  data_count = ${t}.data_count + excluded.data_count`;
}

/** The minute rollup's merge (kept for callers of the single-table form). */
export const ROLLUP_MERGE = rollupMerge('ts_kv_1m');

/** Recomputes both rollups from `ts_kv` (for rows written around the ingest, e.g. seeded fixtures). */
export async function rebuildRollup(db: { executeQuery: any } & object): Promise<void> {
  for (const table of ['ts_kv_1m', 'ts_kv_1h'] as const) {
    await sql`delete from ${sql.table(table)}`.execute(db as any);
    await sql`insert into ${sql.table(table)} ${rollupFromRawSql(sql`select device_id, key, ts, dbl_v from ts_kv`, ROLLUP_WIDTH[table])}`.execute(db as any);
  }
}
