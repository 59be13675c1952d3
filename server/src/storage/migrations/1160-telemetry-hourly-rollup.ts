/**
 * Per-hour telemetry rollup `ts_kv_1h`: the minute rollup's decomposable aggregates per (device, key, hour), so a
 * year at 1-hour buckets reads 8 760 rows instead of 525 600 minutes. Backfilled from `ts_kv_1m`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table ts_kv_1h (
    device_id text not null, key text not null, bucket bigint not null,
    cnt_num bigint not null, sum_v double precision, min_v double precision, max_v double precision,
    first_ts bigint, first_v double precision, last_ts bigint, last_v double precision, data_count bigint not null,
    primary key (device_id, key, bucket))`.execute(db);
  // One hour is 3 600 000 000 µs; minute partials combine like the statistics read them.
  await sql`insert into ts_kv_1h (device_id, key, bucket, cnt_num, sum_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count)
    select device_id, key, bucket - bucket % 3600000000, sum(cnt_num), sum(sum_v), min(min_v), max(max_v),
      min(first_ts), (array_agg(first_v order by first_ts asc) filter (where cnt_num > 0))[1],
      max(last_ts), (array_agg(last_v order by last_ts desc) filter (where cnt_num > 0))[1],
      sum(data_count)
    from ts_kv_1m group by device_id, key, bucket - bucket % 3600000000`.execute(db);
}
