/**
 * Writes ingest batches with one statement per table: the columns travel as arrays and `unnest` turns them into
 * rows, so a batch of thousands of points is a handful of parameters whatever its size (PGlite and pg alike).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BatchSink, IngestBatch } from './batch-sink';
import type { Point } from './point';
import { ROLLUP_MERGE, rollupFromRawSql } from '../storage/rollup';

function columns(points: Point[]) {
  const n = points.length;
  const device: string[] = new Array(n), key: string[] = new Array(n), ts: string[] = new Array(n);
  const dbl: Array<number | null> = new Array(n), str: Array<string | null> = new Array(n), bool: Array<boolean | null> = new Array(n);
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

  async write(batch: IngestBatch): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (batch.points.length) {
        const c = columns(batch.points);
        // A re-sent QoS 1 message carries the same (device, key, ts) only if it is the same point: keep the first.
        // The rollup adds only the rows really inserted (RETURNING), in the same statement and transaction.
        await sql`with ins as (insert into ts_kv (device_id, key, ts, dbl_v, str_v, bool_v)
          select * from unnest(${c.device}::text[], ${c.key}::text[], ${c.ts}::bigint[], ${c.dbl}::float8[], ${c.str}::text[], ${c.bool}::bool[])
          on conflict do nothing returning device_id, key, ts, dbl_v)
          insert into ts_kv_1m ${rollupFromRawSql(sql`select * from ins`)} ${ROLLUP_MERGE}`.execute(trx);
      }
      if (batch.latest.length) {
        const c = columns(batch.latest);
        await sql`insert into ts_kv_latest (device_id, key, ts, dbl_v, str_v, bool_v)
          select * from unnest(${c.device}::text[], ${c.key}::text[], ${c.ts}::bigint[], ${c.dbl}::float8[], ${c.str}::text[], ${c.bool}::bool[])
          on conflict (device_id, key) do update set ts = excluded.ts, dbl_v = excluded.dbl_v, str_v = excluded.str_v, bool_v = excluded.bool_v
          where ts_kv_latest.ts <= excluded.ts`.execute(trx);
      }
      if (batch.events.length) {
        const ids = batch.events.map(() => randomUUID());
        const devices = batch.events.map((e) => e.deviceId);
        const methods = batch.events.map((e) => e.method);
        const data = batch.events.map((e) => JSON.stringify(e.params ?? {}));
        const times = batch.events.map((e) => String(Math.floor(e.tsMicros / 1_000_000)));
        await sql`insert into device_event_history (id, device_id, event_identify, event_name, "desc", data, report_time)
          select i, d, m, m, '', x, t from unnest(${ids}::text[], ${devices}::text[], ${methods}::text[], ${data}::text[], ${times}::bigint[]) as u(i, d, m, x, t)`.execute(trx);
      }
      if (batch.messages.size) {
        const tenants = [...batch.messages.keys()];
        const counts = tenants.map((t) => String(batch.messages.get(t)));
        await sql`insert into message_counter (tenant_id, count)
          select * from unnest(${tenants}::text[], ${counts}::bigint[])
          on conflict (tenant_id) do update set count = message_counter.count + excluded.count`.execute(trx);
      }
    });
  }
}
