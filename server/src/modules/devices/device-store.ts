/** SQL of devices: the full row, the paged tree list with last push and online state, and status lookups. */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../storage/database';
import type { FullDeviceRow } from './tables';
import { siteCondition } from '../sites/access';
import { escapeLike } from '../../storage/like';

export interface ListFilter {
  business_id?: string;
  asset_id?: string;
  device_id?: string;
  /** Plugin id (`device.type`). */
  plugin_id?: string;
  token?: string;
  name?: string;
  parent_id?: string;
  not_gateway?: boolean;
  /** '1' online, '0' offline. */
  state?: string;
  /** The sites the caller may see (undefined: the whole tenant). */
  siteIds?: string[];
}

export interface ListedDevice extends FullDeviceRow {
  business_id: string | null;
  business_name: string | null;
  plugin_name: string | null;
  latest_ts: number | null;
  online: boolean;
}

/** A device row `d` with its business and plugin names: what every filter but the online state needs. */
const described = sql`
    select d.*, a.business_id, b.name as business_name, m.model_name as plugin_name
    from device d
    left join asset a on a.id = d.asset_id
    left join business b on b.id = a.business_id
    left join device_model m on m.id = d.type`;

/**
 * µs of the newest telemetry, SYS_ONLINE and the threshold of each row of `rows` (aliased `x`), and its online state.
 * Two index lookups per row: applied to a page of rows, never to a whole tenant, unless the filter is the online state.
 */
function withPresence(rows: RawBuilder<unknown>, nowMicros: number): RawBuilder<unknown> {
  return sql`
    select x.*, s.latest_ts,
      case when s.thr > 0 then coalesce(s.latest_ts >= ${nowMicros}::bigint - (s.thr * 1000000)::bigint, false)
           else coalesce(s.sys_online, '0') = '1' end as online
    from ${rows}
    cross join lateral (select
      (select max(l.ts) from ts_kv_latest l where l.device_id = x.id and l.key <> 'SYS_ONLINE') as latest_ts,
      (select l.str_v from ts_kv_latest l where l.device_id = x.id and l.key = 'SYS_ONLINE') as sys_online,
      case when (x.additional_info::jsonb #>> '{runningInfo,thresholdTime}') ~ '^[0-9]+(\\.[0-9]+)?$'
           then (x.additional_info::jsonb #>> '{runningInfo,thresholdTime}')::float8 else 0 end as thr) s`;
}

/**
 * The same columns as `withPresence` for every row of `rows` at once: the tenant's latest values grouped in one pass
 * and joined (a hash join), the threshold parsed only for devices that ever reported. For the online filter.
 */
function withPresenceJoined(tenantId: string, rows: RawBuilder<unknown>, nowMicros: number): RawBuilder<unknown> {
  return sql`
    select x.*, p.latest_ts,
      case when p.device_id is null then false
           when (x.additional_info::jsonb #>> '{runningInfo,thresholdTime}') ~ '^[0-9]+(\\.[0-9]+)?$'
                and (x.additional_info::jsonb #>> '{runningInfo,thresholdTime}')::float8 > 0
             then coalesce(p.latest_ts >= ${nowMicros}::bigint - ((x.additional_info::jsonb #>> '{runningInfo,thresholdTime}')::float8 * 1000000)::bigint, false)
           else coalesce(p.sys_online, '0') = '1' end as online
    from ${rows}
    left join (select l.device_id,
        max(l.ts) filter (where l.key <> 'SYS_ONLINE') as latest_ts,
        max(l.str_v) filter (where l.key = 'SYS_ONLINE') as sys_online
      from ts_kv_latest l join device dd on dd.id = l.device_id
      where dd.tenant_id = ${tenantId}
      group by l.device_id) p on p.device_id = x.id`;
}

/** The filter on a row `x` of `described`; the online state is filtered apart (it needs the presence columns). */
function where(tenantId: string, f: ListFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`x.tenant_id = ${tenantId}`];
  if (f.siteIds) parts.push(siteCondition('x.site_id', f.siteIds));
  if (f.business_id) parts.push(sql`x.business_id = ${f.business_id}`);
  if (f.asset_id) parts.push(sql`x.asset_id = ${f.asset_id}`);
  if (f.device_id) parts.push(sql`x.id = ${f.device_id}`);
  if (f.plugin_id) parts.push(sql`x.type = ${f.plugin_id}`);
  if (f.token) parts.push(sql`x.token = ${f.token}`);
  if (f.name) parts.push(sql`x.name ilike ${'%' + escapeLike(f.name) + '%'}`);
  if (f.parent_id !== undefined) parts.push(sql`x.parent_id = ${f.parent_id}`);
  if (f.not_gateway) parts.push(sql`x.device_type <> '2'`);
  return sql.join(parts, sql` and `);
}

const ORDER = sql`order by x.created_at desc, x.id`;

/**
 * The paged device list. Without an online filter the page is cut first and only its rows get their presence (a
 * count and a top-N over an index, however many devices the tenant has); with one, every matching row needs it.
 */
export async function listDevices(db: Db, tenantId: string, f: ListFilter, nowMicros: number, page?: { offset: number; limit: number }) {
  const matching = sql`(${described}) x where ${where(tenantId, f)}`;
  const tail = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  if (f.state === '1' || f.state === '0') {
    const present = sql`(${withPresenceJoined(tenantId, sql`(select x.* from ${matching}) x`, nowMicros)}) x where ${f.state === '1' ? sql`x.online` : sql`not x.online`}`;
    const total = page ? Number((await sql<{ n: number }>`select count(*)::int as n from ${present}`.execute(db)).rows[0].n) : 0;
    const rows = (await sql<ListedDevice>`select x.* from ${present} ${ORDER} ${tail}`.execute(db)).rows;
    return { total: page ? total : rows.length, rows };
  }
  const total = page ? Number((await sql<{ n: number }>`select count(*)::int as n from ${matching}`.execute(db)).rows[0].n) : 0;
  const rows = (
    await sql<ListedDevice>`select x.* from (${withPresence(sql`(select x.* from ${matching} ${ORDER} ${tail}) x`, nowMicros)}) x ${ORDER}`.execute(db)
  ).rows;
  return { total: page ? total : rows.length, rows };
}

export async function findDevice(db: Db, tenantId: string, id: string): Promise<FullDeviceRow | undefined> {
  return (await sql<FullDeviceRow>`select * from device where tenant_id = ${tenantId} and id = ${id}`.execute(db)).rows[0];
}

export async function tokenOwner(db: Db, token: string): Promise<string | undefined> {
  return (await sql<{ id: string }>`select id from device where token = ${token}`.execute(db)).rows[0]?.id;
}

/** Online state ("1"/"0") of the tenant's devices among `ids` (other tenants' ids are simply absent). */
export async function statusOf(db: Db, tenantId: string, ids: string[], nowMicros: number, siteIds?: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const mine = sql`(select d.* from device d where d.tenant_id = ${tenantId} and d.id = any(${ids}::text[]) and ${siteIds ? siteCondition('d.site_id', siteIds) : sql`true`}) x`;
  const rows = (await sql<{ id: string; online: boolean }>`select x.id, x.online from (${withPresence(mine, nowMicros)}) x`.execute(db)).rows;
  return Object.fromEntries(rows.map((r) => [r.id, r.online ? '1' : '0']));
}

export async function deleteTelemetry(db: Db, deviceIds: string[]): Promise<void> {
  if (!deviceIds.length) return;
  for (const table of ['ts_kv', 'ts_kv_1m', 'ts_kv_1h', 'ts_kv_latest', 'device_command_history', 'device_event_history', 'conditions_log']) {
    await sql`delete from ${sql.table(table)} where device_id = any(${deviceIds}::text[])`.execute(db);
  }
}

/** The plugin of a product (empty: none). */
export async function productPlugin(db: Db, productId: string): Promise<string | undefined> {
  return (await db.selectFrom('tp_product').select('plugin').where('id', '=', productId).executeTakeFirst())?.plugin || undefined;
}

export async function productExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('tp_product').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst());
}

/** A plugin the tenant may use (its own or a built-in one). */
export async function pluginUsable(db: Db, tenantId: string, id: string): Promise<boolean> {
  return !!(await db
    .selectFrom('device_model')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .executeTakeFirst());
}

export async function insertDevice(db: Db, row: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('device')
    .values(row as never)
    .execute();
}

export async function countChildDevices(db: Db, tenantId: string, gatewayId: string): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from device where tenant_id = ${tenantId} and parent_id = ${gatewayId}`.execute(db)).rows[0].n;
}

export async function updateDevice(db: Db, tenantId: string, id: string, patch: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('device')
    .set(patch as never)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Deletes devices with their telemetry; sub-devices of a deleted gateway stay, detached, with their history. */
export async function deleteDevices(db: Db, tenantId: string, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('device')
      .set({ parent_id: '' } as never)
      .where('tenant_id', '=', tenantId)
      .where('parent_id', 'in', ids)
      .execute();
    await trx.deleteFrom('device').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    await deleteTelemetry(trx, ids);
  });
}

/** Sets a device's online mark (`SYS_ONLINE`, '1' or '0') by hand. */
export async function setOnlineMark(db: Db, deviceId: string, tsMicros: number, online: boolean): Promise<void> {
  await sql`insert into ts_kv_latest (device_id, key, ts, str_v) values (${deviceId}, 'SYS_ONLINE', ${tsMicros}, ${online ? '1' : '0'})
    on conflict (device_id, key) do update set ts = excluded.ts, str_v = excluded.str_v`.execute(db);
}

/** The site of a device of the tenant (undefined: no such device there). */
export const deviceSite = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('device').select('site_id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
