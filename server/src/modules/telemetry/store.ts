/** SQL reads and deletes of telemetry (`ts_kv`, `ts_kv_latest`). */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { TsKvTable } from '../devices/tables';
import { siteCondition } from '../sites/store';
import { AGGREGATE_WINDOWS, aggregateSql, minMaxDownsampleSql, type AggregateQuery } from './aggregation-store';

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

/**
 * The buckets of `aggregateSql`, carried as one array in one row: a month of 1-minute buckets is 43 200 rows, and
 * decoding them one by one (PGlite especially) cost several times the query. The arrays come as text and are split
 * here: the drivers' generic array parsers cost more than the query too (pg's most). µs fit a float8 exactly. A
 * fixed window's bucket ends one width after its start, so only calendar windows carry their ends.
 */
export async function aggregate(db: Db, q: AggregateQuery): Promise<Array<{ x: number; x2: number; y: number | null }>> {
  const rule = AGGREGATE_WINDOWS[q.window];
  const width = typeof rule === 'number' ? rule : null;
  // One ordered aggregate of [x, y] (or [x, x2, y]) pairs: three ordered aggregates sorted the buckets three times.
  const row = width !== null ? sql`array[x::float8, y::float8]` : sql`array[x::float8, x2::float8, y::float8]`;
  const [r] = (await sql<{ xy: string | null }>`select array_agg(${row} order by x)::text as xy from (${aggregateSql(q)}) a`.execute(db)).rows;
  if (!r?.xy) return [];
  // `{{x,y},{x,y},...}` read flat, row by row.
  const flat = floatArray(`{${r.xy.replace(/[{}]/g, '')}}`);
  const stride = width !== null ? 2 : 3;
  const out: Array<{ x: number; x2: number; y: number | null }> = new Array(flat.length / stride);
  for (let i = 0, j = 0; j < flat.length; i++, j += stride) {
    const x = flat[j]!;
    out[i] = stride === 2 ? { x, x2: x + width!, y: flat[j + 1] } : { x, x2: flat[j + 1]!, y: flat[j + 2] };
  }
  return out;
}

/** A float8[] in PostgreSQL's text form: `{1.5,NULL,-2e+15,NaN}` (numbers are never quoted). */
function floatArray(text: string): Array<number | null> {
  return text
    .slice(1, -1)
    .split(',')
    .map((v) => (v === 'NULL' ? null : Number(v)));
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
