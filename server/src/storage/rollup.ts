/**
 * The per-minute rollup `ts_kv_1m`: how raw rows become minute partials and how a partial merges into a stored
 * one. Only rows actually inserted into `ts_kv` may be added (a duplicate (device, key, ts) is dropped there).
 */
import { sql, type RawBuilder } from 'kysely';

export const MINUTE_US = 60_000_000;

/** `(columns) select ...` grouping raw rows `(device_id, key, ts, dbl_v)` of `source` into minute partials. */
export function rollupFromRawSql(source: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(device_id, key, bucket, cnt_num, sum_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count)
    select device_id, key, ts - ts % ${sql.lit(MINUTE_US)}, count(dbl_v), sum(dbl_v), min(dbl_v), max(dbl_v),
      min(ts) filter (where dbl_v is not null), (array_agg(dbl_v order by ts asc) filter (where dbl_v is not null))[1],
      max(ts) filter (where dbl_v is not null), (array_agg(dbl_v order by ts desc) filter (where dbl_v is not null))[1],
      count(*)
    from (${source}) r group by device_id, key, ts - ts % ${sql.lit(MINUTE_US)}`;
}

/** Merges an incoming partial into the stored minute: counts and sums add, extremes combine, first/last by ts. */
export const ROLLUP_MERGE = sql`on conflict (device_id, key, bucket) do update set
  cnt_num = ts_kv_1m.cnt_num + excluded.cnt_num,
  sum_v = case when ts_kv_1m.sum_v is null then excluded.sum_v when excluded.sum_v is null then ts_kv_1m.sum_v else ts_kv_1m.sum_v + excluded.sum_v end,
  min_v = least(ts_kv_1m.min_v, excluded.min_v),
  max_v = greatest(ts_kv_1m.max_v, excluded.max_v),
  first_ts = case when excluded.first_ts < ts_kv_1m.first_ts or ts_kv_1m.first_ts is null then excluded.first_ts else ts_kv_1m.first_ts end,
  first_v = case when excluded.first_ts < ts_kv_1m.first_ts or ts_kv_1m.first_ts is null then excluded.first_v else ts_kv_1m.first_v end,
  last_ts = case when excluded.last_ts > ts_kv_1m.last_ts or ts_kv_1m.last_ts is null then excluded.last_ts else ts_kv_1m.last_ts end,
  last_v = case when excluded.last_ts > ts_kv_1m.last_ts or ts_kv_1m.last_ts is null then excluded.last_v else ts_kv_1m.last_v end,
  data_count = ts_kv_1m.data_count + excluded.data_count`;

/** Recomputes the whole rollup from `ts_kv` (for rows written around the ingest, e.g. seeded fixtures). */
export async function rebuildRollup(db: { executeQuery: any } & object): Promise<void> {
  await sql`delete from ts_kv_1m`.execute(db as any);
  await sql`insert into ts_kv_1m ${rollupFromRawSql(sql`select device_id, key, ts, dbl_v from ts_kv`)}`.execute(db as any);
}
