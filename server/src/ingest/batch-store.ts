/**
 * Writes an ingest batch as one statement (PostgreSQL): the columns travel as arrays and `unnest` turns them into
 * rows, so a batch of thousands of points is a handful of parameters whatever its size; each table is one
 * data-modifying CTE. PGlite takes the staged form instead (staged-batch-store.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BatchSink, IngestBatch } from './batch-sink';
import type { Point } from './point';
import { HOUR_US, MINUTE_US, rollupFromRawSql, rollupMerge } from '../storage/rollup';
import { blobExecOf } from '../storage/pglite-dialect';
import { StagedBatchSink } from './staged-batch-store';

function columns(points: Point[]) {
  const n = points.length;
  const device: string[] = new Array(n),
    key: string[] = new Array(n),
    ts: string[] = new Array(n);
  const dbl: Array<number | null> = new Array(n),
    str: Array<string | null> = new Array(n),
    bool: Array<boolean | null> = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = points[i];
    device[i] = p.deviceId;
    key[i] = p.key;
    ts[i] = String(p.ts);
    dbl[i] = p.dbl;
    str[i] = p.str;
    bool[i] = p.bool;
  }
  return { device, key, ts, dbl, str, bool };
}

export class SqlBatchSink implements BatchSink {
  constructor(private readonly db: Kysely<any>) {}

  /**
   * One statement (data-modifying CTEs, atomic on its own): on PGlite every statement and every begin/commit is a
   * round trip into the WASM engine, so six of them per batch cost more than the rows.
   */
  async write(batch: IngestBatch): Promise<void> {
    const parts: RawBuilder<unknown>[] = [];
    if (batch.points.length) {
      const c = columns(batch.points);
      // A re-sent QoS 1 message carries the same (device, key, ts) only if it is the same point: keep the first.
      // The rollups add only the rows really inserted (RETURNING), in the same statement.
      parts.push(sql`ins as (insert into ts_kv (device_id, key, ts, dbl_v, str_v, bool_v)
          select * from unnest(${c.device}::text[], ${c.key}::text[], ${c.ts}::bigint[], ${c.dbl}::float8[], ${c.str}::text[], ${c.bool}::bool[])
          on conflict do nothing returning device_id, key, ts, dbl_v)`);
      parts.push(sql`m as (insert into ts_kv_1m ${rollupFromRawSql(sql`select * from ins`, MINUTE_US)} ${rollupMerge('ts_kv_1m')} returning 1)`);
      parts.push(sql`h as (insert into ts_kv_1h ${rollupFromRawSql(sql`select * from ins`, HOUR_US)} ${rollupMerge('ts_kv_1h')} returning 1)`);
    }
    if (batch.latest.length) {
      const c = columns(batch.latest);
      parts.push(sql`l as (insert into ts_kv_latest (device_id, key, ts, dbl_v, str_v, bool_v)
          select * from unnest(${c.device}::text[], ${c.key}::text[], ${c.ts}::bigint[], ${c.dbl}::float8[], ${c.str}::text[], ${c.bool}::bool[])
          on conflict (device_id, key) do update set ts = excluded.ts, dbl_v = excluded.dbl_v, str_v = excluded.str_v, bool_v = excluded.bool_v
          where ts_kv_latest.ts <= excluded.ts returning 1)`);
    }
    if (batch.events.length) {
      const ids = batch.events.map(() => randomUUID());
      const devices = batch.events.map((e) => e.deviceId);
      const methods = batch.events.map((e) => e.method);
      const data = batch.events.map((e) => JSON.stringify(e.params ?? {}));
      const times = batch.events.map((e) => String(Math.floor(e.tsMicros / 1_000_000)));
      parts.push(sql`e as (insert into device_event_history (id, device_id, event_identify, event_name, "desc", data, report_time)
          select i, d, m, m, '', x, t from unnest(${ids}::text[], ${devices}::text[], ${methods}::text[], ${data}::text[], ${times}::bigint[]) as u(i, d, m, x, t) returning 1)`);
    }
    if (batch.messages.size) {
      const tenants = [...batch.messages.keys()];
      const counts = tenants.map((t) => String(batch.messages.get(t)));
      parts.push(sql`c as (insert into message_counter (tenant_id, count)
          select * from unnest(${tenants}::text[], ${counts}::bigint[])
          on conflict (tenant_id) do update set count = message_counter.count + excluded.count returning 1)`);
    }
    if (!parts.length) return;
    await sql`with ${sql.join(parts, sql`, `)} select 1`.execute(this.db);
  }
}

/** The batch writer for `db`: PGlite stages the rows with COPY; PostgreSQL takes them as array parameters. */
export function batchSinkFor(db: Kysely<any>): BatchSink {
  const exec = blobExecOf(db);
  return exec ? new StagedBatchSink(db, exec) : new SqlBatchSink(db);
}
