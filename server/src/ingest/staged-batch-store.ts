/**
 * Writes an ingest batch on PGlite: the rows travel as COPY text through `/dev/blob` into a temporary staging
 * table and data-modifying CTEs move them on, all in one simple-query message (one implicit transaction, one
 * round trip into the WASM engine). Serializing big array parameters cost PGlite's JavaScript side more than the
 * rows cost the engine, and grouping the rollup partials is cheaper here in JavaScript than in the engine.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BatchSink, IngestBatch } from './batch-sink';
import type { Point } from './point';
import { CopyTextWriter } from './copy-text-writer';
import { HOUR_US, MINUTE_US, ROLLUP_COLUMNS, rollupMerge, rollupSelectSql, type RollupTable } from '../storage/rollup';

/**
 * Runs SQL with `data` readable as `/dev/blob`, in one implicit transaction. `data` may be reused as soon as the
 * call returns (before its promise settles).
 */
export type BlobExec = (sql: string, data: Uint8Array<ArrayBuffer>) => Promise<void>;

/** Stage row flags: a raw point, the newest of its (device, key), a minute partial, an hour partial. */
const RAW = 1,
  LATEST = 2,
  MINUTE = 4,
  HOUR = 8;

/** A partial row reuses `ts` for the bucket and `dbl_v` for the sum. */
const STAGE_COLUMNS = `device_id text not null, key text not null, ts bigint not null, dbl_v double precision, str_v text,
  bool_v boolean, flags smallint not null, cnt_num bigint, min_v double precision, max_v double precision, first_ts bigint,
  first_v double precision, last_ts bigint, last_v double precision, data_count bigint`;

interface Partial {
  deviceId: string;
  key: string;
  bucket: number;
  cnt: number;
  sum: number;
  min: number;
  max: number;
  firstTs: number;
  firstV: number;
  lastTs: number;
  lastV: number;
  count: number;
}

/** A (device, key)'s partials in this batch: one bucket per width but at a bucket's edge. */
interface KeyPartials {
  minute: Partial[];
  hour: Partial[];
}

function addTo(buckets: Partial[], all: Partial[], p: Point, width: number): void {
  const bucket = p.ts - (p.ts % width);
  let r: Partial | undefined;
  for (const b of buckets) if (b.bucket === bucket) r = b;
  if (!r) {
    r = { deviceId: p.deviceId, key: p.key, bucket, cnt: 0, sum: 0, min: 0, max: 0, firstTs: 0, firstV: 0, lastTs: 0, lastV: 0, count: 0 };
    buckets.push(r);
    all.push(r);
  }
  r.count++;
  const v = p.dbl;
  if (v === null) return;
  if (r.cnt === 0) {
    r.sum = r.min = r.max = r.firstV = r.lastV = v;
    r.firstTs = r.lastTs = p.ts;
  } else {
    r.sum += v;
    if (v < r.min) r.min = v;
    if (v > r.max) r.max = v;
    if (p.ts < r.firstTs) {
      r.firstTs = p.ts;
      r.firstV = v;
    }
    if (p.ts > r.lastTs) {
      r.lastTs = p.ts;
      r.lastV = v;
    }
  }
  r.cnt++;
}

/** The same minute and hour partials as `rollupSelectSql` over all `points`, grouped per (device, key, bucket). */
function partials(points: Point[]): { minute: Partial[]; hour: Partial[] } {
  const minute: Partial[] = [];
  const hour: Partial[] = [];
  // Nested maps instead of a composite string key: no string per point.
  const byDevice = new Map<string, Map<string, KeyPartials>>();
  for (const p of points) {
    let byKey = byDevice.get(p.deviceId);
    if (!byKey) byDevice.set(p.deviceId, (byKey = new Map()));
    let mine = byKey.get(p.key);
    if (!mine) byKey.set(p.key, (mine = { minute: [], hour: [] }));
    addTo(mine.minute, minute, p, MINUTE_US);
    addTo(mine.hour, hour, p, HOUR_US);
  }
  return { minute, hour };
}

/** One staged point row: the value in its column, the rollup columns null. */
function writePoint(w: CopyTextWriter, p: Point, flags: number): void {
  w.text(p.deviceId).text(p.key).number(p.ts);
  if (p.dbl === null) w.null();
  else w.number(p.dbl);
  if (p.str === null) w.null();
  else w.text(p.str);
  if (p.bool === null) w.null();
  else w.bool(p.bool);
  w.number(flags);
  for (let i = 0; i < 8; i++) w.null();
  w.end();
}

/** One staged partial row: `ts` is the bucket, `dbl_v` the sum; all-null aggregates when no value was numeric. */
function writePartial(w: CopyTextWriter, r: Partial, flags: number): void {
  w.text(r.deviceId).text(r.key).number(r.bucket);
  if (r.cnt) w.number(r.sum);
  else w.null();
  w.null().null().number(flags).number(r.cnt);
  if (r.cnt) w.number(r.min).number(r.max).number(r.firstTs).number(r.firstV).number(r.lastTs).number(r.lastV);
  else for (let i = 0; i < 6; i++) w.null();
  w.number(r.count).end();
}

/** The staged rows as COPY text: points (flagged raw and/or latest), then the minute and hour partials. */
function stageText(w: CopyTextWriter, batch: IngestBatch): Uint8Array<ArrayBuffer> {
  w.reset();
  const latest = new Set(batch.latest);
  for (const p of batch.points) writePoint(w, p, latest.delete(p) ? RAW | LATEST : RAW);
  for (const p of latest) writePoint(w, p, LATEST);
  const { minute, hour } = partials(batch.points);
  for (const r of minute) writePartial(w, r, MINUTE);
  for (const r of hour) writePartial(w, r, HOUR);
  return w.bytes();
}

export class StagedBatchSink implements BatchSink {
  private staged = false;
  private readonly writer = new CopyTextWriter();

  constructor(
    private readonly db: Kysely<any>,
    private readonly exec: BlobExec,
  ) {}

  async write(batch: IngestBatch): Promise<void> {
    const stage = sql.table('ingest_stage');
    const parts: RawBuilder<unknown>[] = [];
    if (batch.points.length) {
      // A re-sent QoS 1 message carries the same (device, key, ts) only if it is the same point: keep the first.
      // The partials staged from JavaScript hold if every point was inserted; otherwise the rollups add only the
      // rows really inserted (RETURNING), grouped by the engine. The condition is evaluated once per statement.
      const all = sql`(select count(*) from ins) = ${sql.lit(batch.points.length)}`;
      const rollup = (name: string, table: RollupTable, flag: number, width: number) =>
        sql`${sql.raw(name)} as (insert into ${sql.table(table)} ${ROLLUP_COLUMNS}
          select device_id, key, ts, cnt_num, dbl_v, min_v, max_v, first_ts, first_v, last_ts, last_v, data_count
            from ${stage} where flags = ${sql.lit(flag)} and ${all}
          union all ${rollupSelectSql(sql`select * from ins where not ${all}`, width)}
          ${rollupMerge(table)} returning 1)`;
      parts.push(
        sql`ins as (insert into ts_kv (device_id, key, ts, dbl_v, str_v, bool_v)
          select device_id, key, ts, dbl_v, str_v, bool_v from ${stage} where flags & ${sql.lit(RAW)} <> 0
          on conflict do nothing returning device_id, key, ts, dbl_v)`,
        rollup('m', 'ts_kv_1m', MINUTE, MINUTE_US),
        rollup('h', 'ts_kv_1h', HOUR, HOUR_US),
      );
    }
    if (batch.latest.length) {
      parts.push(sql`l as (insert into ts_kv_latest (device_id, key, ts, dbl_v, str_v, bool_v)
          select device_id, key, ts, dbl_v, str_v, bool_v from ${stage} where flags & ${sql.lit(LATEST)} <> 0
          on conflict (device_id, key) do update set ts = excluded.ts, dbl_v = excluded.dbl_v, str_v = excluded.str_v, bool_v = excluded.bool_v
          where ts_kv_latest.ts <= excluded.ts returning 1)`);
    }
    // Events and message counts are few per batch: they travel as literals.
    if (batch.events.length) {
      const rows = batch.events.map((e) => {
        const data = JSON.stringify(e.params ?? {});
        return sql`(${sql.lit(randomUUID())}, ${sql.lit(e.deviceId)}, ${sql.lit(e.method)}, ${sql.lit(e.method)}, '', ${sql.lit(data)}, ${sql.lit(
          Math.floor(e.tsMicros / 1_000_000),
        )}::bigint)`;
      });
      parts.push(sql`e as (insert into device_event_history (id, device_id, event_identify, event_name, "desc", data, report_time)
          values ${sql.join(rows)} returning 1)`);
    }
    if (batch.messages.size) {
      const rows = [...batch.messages].map(([tenant, count]) => sql`(${sql.lit(tenant)}, ${sql.lit(count)}::bigint)`);
      parts.push(sql`c as (insert into message_counter (tenant_id, count) values ${sql.join(rows)}
          on conflict (tenant_id) do update set count = message_counter.count + excluded.count returning 1)`);
    }
    if (!parts.length) return;
    const statement = sql`with ${sql.join(parts, sql`, `)} select 1`.compile(this.db);
    if (statement.parameters.length) throw new Error('staged ingest statement must not take parameters');
    // Temporary: no WAL, session-local (PGlite is one session), emptied at each commit.
    const create = this.staged ? '' : `create temp table if not exists ingest_stage (${STAGE_COLUMNS}) on commit delete rows;\n`;
    try {
      await this.exec(`${create}copy ingest_stage from '/dev/blob';\n${statement.sql}`, stageText(this.writer, batch));
      this.staged = true;
    } catch (err) {
      // All of it rolled back, the table's creation with it if this was the first batch.
      this.staged = false;
      throw err;
    }
  }
}
