/** SQL reads and deletes of telemetry (`ts_kv`, `ts_kv_latest`). */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { TsKvTable } from '../devices/tables';
import { siteCondition } from '../sites/store';
import { AGGREGATE_WINDOWS, aggregateSql, minMaxDownsampleSql, minuteSeriesSql, type AggregateQuery } from './aggregation-store';

export async function latest(db: Db, deviceId: string, keys?: string[]): Promise<TsKvTable[]> {
  const filter = keys?.length ? sql`and key = any(${keys}::text[])` : sql``;
  return (await sql<TsKvTable>`select * from ts_kv_latest where device_id = ${deviceId} ${filter} order by ts desc, key`.execute(db)).rows;
}

export async function rawPage(db: Db, deviceId: string, key: string, start: number, end: number, offset: number, limit: number): Promise<TsKvTable[]> {
  return (
    await sql<TsKvTable>`select ts, dbl_v, str_v, bool_v from ts_kv where device_id = ${deviceId} and key = ${key}
    and ts between ${start} and ${end} order by ts desc limit ${limit} offset ${offset}`.execute(db)
  ).rows;
}

/** Points in the range, counted up to `limit` at most (past it the exact number costs a scan of the range). */
export async function countRange(db: Db, deviceId: string, key: string, start: number, end: number, limit?: number): Promise<number> {
  const bounded = limit === undefined ? sql`` : sql`limit ${limit}`;
  return Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from (select 1 from ts_kv where device_id = ${deviceId} and key = ${key}
    and ts between ${start} and ${end} ${bounded}) r`.execute(db)
    ).rows[0].n,
  );
}

export async function rawRange(db: Db, deviceId: string, key: string, start: number, end: number): Promise<TsKvTable[]> {
  return (
    await sql<TsKvTable>`select ts, dbl_v, str_v, bool_v from ts_kv where device_id = ${deviceId} and key = ${key}
    and ts between ${start} and ${end} order by ts`.execute(db)
  ).rows;
}

/** Every `step`-th row of a long non-numeric series (strings have no extremes to keep). */
export async function sampledRange(db: Db, deviceId: string, key: string, start: number, end: number, step: number): Promise<TsKvTable[]> {
  return (
    await sql<TsKvTable>`select ts, dbl_v, str_v, bool_v from (
      select ts, dbl_v, str_v, bool_v, row_number() over (order by ts) as rn from ts_kv
      where device_id = ${deviceId} and key = ${key} and ts between ${start} and ${end}) r
    where (rn - 1) % ${step} = 0 order by ts`.execute(db)
  ).rows;
}

export async function hasNumbers(db: Db, deviceId: string, key: string, start: number, end: number): Promise<boolean> {
  return (
    (
      await sql`select 1 from ts_kv where device_id = ${deviceId} and key = ${key} and ts between ${start} and ${end}
    and dbl_v is not null limit 1`.execute(db)
    ).rows.length > 0
  );
}

export async function downsampled(db: Db, deviceId: string, key: string, start: number, end: number, buckets: number) {
  return (await minMaxDownsampleSql(deviceId, key, start, end, buckets).execute(db)).rows;
}

/** One bucket of an aggregate: start and end in µs, the value in PostgreSQL's float8 text (`NULL` for none). */
export type BucketVisitor = (x: number, x2: number, y: string) => void;

/**
 * The buckets of one aggregate, in time order, to `visit`. A month of 1-minute buckets is 43 200 rows, and decoding
 * them one by one (PGlite especially) cost several times the query, so they leave the database as arrays in one
 * row, as text, walked here in place: the drivers' generic array parsers cost more than the query too (pg's most),
 * and arrays of 43 200 strings outlive young-generation collections. µs fit a float8 exactly. A fixed window's
 * bucket ends one width after its start, so only calendar windows carry their ends.
 */
export async function aggregateBuckets(db: Db, q: AggregateQuery, visit: BucketVisitor): Promise<void> {
  const rule = AGGREGATE_WINDOWS[q.window];
  const width = typeof rule === 'number' ? rule : 0;
  const minute = minuteSeriesSql(q);
  if (minute) {
    const [r] = (await minute.sql.execute(db)).rows;
    // The edge minutes lie before the first whole minute or after the last; the stored ones come as offsets.
    const ex = elements(r?.ex ?? null);
    const ey = elements(r?.ey ?? null);
    let e = 0;
    for (; e < ex.length && Number(ex[e]) < minute.from; e++) visit(Number(ex[e]), Number(ex[e]) + width, ey[e]!);
    const mx = r?.mx ?? null;
    const my = r?.my ?? null;
    if (mx && my) {
      for (let i = 1, j = 1; i < mx.length;) {
        const ci = mx.indexOf(',', i);
        const cj = my.indexOf(',', j);
        const x = minute.from + Number(mx.slice(i, ci < 0 ? -1 : ci)) * width;
        visit(x, x + width, my.slice(j, cj < 0 ? -1 : cj));
        if (ci < 0) break;
        i = ci + 1;
        j = cj + 1;
      }
    }
    for (; e < ex.length; e++) visit(Number(ex[e]), Number(ex[e]) + width, ey[e]!);
    return;
  }
  // One ordered aggregate of [x, y] (or [x, x2, y]) pairs: three ordered aggregates sorted the buckets three times.
  const row = width ? sql`array[x::float8, y::float8]` : sql`array[x::float8, x2::float8, y::float8]`;
  const [r] = (await sql<{ xy: string | null }>`select array_agg(${row} order by x)::text as xy from (${aggregateSql(q)}) a`.execute(db)).rows;
  const xy = r?.xy;
  if (!xy) return;
  // `{{x,y},{x,y},...}` (or `{{x,x2,y},...}`) row by row.
  for (let i = 2; i < xy.length;) {
    const end = xy.indexOf('}', i);
    const c1 = xy.indexOf(',', i);
    const x = Number(xy.slice(i, c1));
    if (width) visit(x, x + width, xy.slice(c1 + 1, end));
    else {
      const c2 = xy.indexOf(',', c1 + 1);
      visit(x, Number(xy.slice(c1 + 1, c2)), xy.slice(c2 + 1, end));
    }
    i = end + 3; // past `},{`
  }
}

/** The buckets of an aggregate as `[{x, x2, y}]` (the answer's JSON is written from `aggregateBuckets`: series-json.ts). */
export async function aggregate(db: Db, q: AggregateQuery): Promise<Array<{ x: number; x2: number; y: number | null }>> {
  const out: Array<{ x: number; x2: number; y: number | null }> = [];
  await aggregateBuckets(db, q, (x, x2, y) => out.push({ x, x2, y: y === 'NULL' ? null : Number(y) }));
  return out;
}

/** The elements of a short one-dimensional array in PostgreSQL's text form (`{1.5,NULL,-2e+15,NaN}`). */
function elements(text: string | null): string[] {
  return text ? text.slice(1, -1).split(',') : [];
}

export async function deleteKeys(db: Db, deviceId: string, keys: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from ts_kv where device_id = ${deviceId} and key = any(${keys}::text[])`.execute(trx);
    await sql`delete from ts_kv_1m where device_id = ${deviceId} and key = any(${keys}::text[])`.execute(trx);
    await sql`delete from ts_kv_1h where device_id = ${deviceId} and key = any(${keys}::text[])`.execute(trx);
    await sql`delete from ts_kv_latest where device_id = ${deviceId} and key = any(${keys}::text[])`.execute(trx);
  });
}

/** One export page of one device, column by column (index i of every array is one row). */
export interface ExportColumns {
  key: string[];
  ts: number[];
  dbl_v: Array<number | string | null>;
  str_v: Array<string | null>;
  bool_v: Array<boolean | null>;
}

/**
 * One page of one device's export in primary-key order (key, ts) after the keyset position `after`. The device is
 * a scalar so the row comparison positions the index scan: with `device_id = any(...)` PostgreSQL scanned each
 * device from its first row on every page (quadratic: ~150 ms a page at 750 000 rows in). The page leaves the
 * database as one json array per column: PGlite copies and decodes every field of every row into its own buffer
 * and object, which was most of an export; a few json values per page are parsed natively (a 1 M-row page loop:
 * ~8 s → ~1.1 s). json keeps float8 and bigint digits exact (it writes NaN and ±Infinity as text).
 */
export async function exportPage(
  db: Db,
  deviceId: string,
  keys: string[] | undefined,
  start: number,
  end: number,
  after: { key: string; ts: number } | null,
  limit: number,
): Promise<ExportColumns> {
  const keyFilter = keys?.length ? sql`and key = any(${keys}::text[])` : sql``;
  const pos = after ? sql`and (key, ts) > (${after.key}, ${after.ts}::bigint)` : sql``;
  const r = await sql<Partial<ExportColumns>>`select json_agg(key order by key, ts) as key, json_agg(ts order by key, ts) as ts,
    json_agg(dbl_v order by key, ts) as dbl_v, json_agg(str_v order by key, ts) as str_v, json_agg(bool_v order by key, ts) as bool_v
    from (select key, ts, dbl_v, str_v, bool_v from ts_kv where device_id = ${deviceId} and ts between ${start} and ${end} ${keyFilter} ${pos}
    order by key, ts limit ${limit}) p`.execute(db);
  const c = r.rows[0];
  return { key: c?.key ?? [], ts: c?.ts ?? [], dbl_v: c?.dbl_v ?? [], str_v: c?.str_v ?? [], bool_v: c?.bool_v ?? [] };
}

/** How many points of these devices (and keys, if any) lie in [start, end] (µs). */
export async function countPoints(db: Db, deviceIds: string[], keys: string[] | undefined, startMicros: number, endMicros: number): Promise<number> {
  const keyFilter = keys?.length ? sql`and key = any(${keys}::text[])` : sql``;
  const r = await sql<{ n: string | number }>`select count(*) as n from ts_kv
    where device_id = any(${deviceIds}::text[]) and ts between ${startMicros} and ${endMicros} ${keyFilter}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * The devices an export covers: one device, or the devices of a group and its sub-groups; always inside the tenant
 * and, when `siteIds` is given, inside those sites.
 */
export async function exportDeviceRows(db: Db, tenantId: string, target: { device_id?: string; asset_id?: string }, siteIds?: string[]) {
  const inSites = siteIds ? siteCondition('d.site_id', siteIds) : sql<boolean>`true`;
  if (target.device_id) {
    return (
      await sql<{ id: string; name: string }>`select id, name from device d where tenant_id = ${tenantId} and id = ${target.device_id} and ${inSites}`.execute(
        db,
      )
    ).rows;
  }
  if (target.asset_id) {
    return (
      await sql<{ id: string; name: string }>`with recursive g(id) as (
        select id from asset where tenant_id = ${tenantId} and id = ${target.asset_id}
        union select a.id from asset a join g on a.parent_id = g.id)
      select d.id, d.name from device d join g on d.asset_id = g.id where d.tenant_id = ${tenantId} and ${inSites} order by d.id`.execute(db)
    ).rows;
  }
  return [];
}
