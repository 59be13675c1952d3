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

/** µs of the newest telemetry, SYS_ONLINE and the threshold of each device row `d`, and its online state. */
function enriched(nowMicros: number): RawBuilder<unknown> {
  return sql`
    select d.*, a.business_id, b.name as business_name, m.model_name as plugin_name, s.latest_ts,
      case when s.thr > 0 then coalesce(s.latest_ts >= ${nowMicros}::bigint - (s.thr * 1000000)::bigint, false)
           else coalesce(s.sys_online, '0') = '1' end as online
    from device d
    left join asset a on a.id = d.asset_id
    left join business b on b.id = a.business_id
    left join device_model m on m.id = d.type
    cross join lateral (select
      (select max(l.ts) from ts_kv_latest l where l.device_id = d.id and l.key <> 'SYS_ONLINE') as latest_ts,
      (select l.str_v from ts_kv_latest l where l.device_id = d.id and l.key = 'SYS_ONLINE') as sys_online,
      case when (d.additional_info::jsonb #>> '{runningInfo,thresholdTime}') ~ '^[0-9]+(\\.[0-9]+)?$'
           then (d.additional_info::jsonb #>> '{runningInfo,thresholdTime}')::float8 else 0 end as thr) s`;
}

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
  if (f.state === '1') parts.push(sql`x.online`);
  if (f.state === '0') parts.push(sql`not x.online`);
  return sql.join(parts, sql` and `);
}

export async function listDevices(db: Db, tenantId: string, f: ListFilter, nowMicros: number, page?: { offset: number; limit: number }) {
  const base = sql`(${enriched(nowMicros)}) x`;
  const cond = where(tenantId, f);
  const total = page ? Number((await sql<{ n: number }>`select count(*)::int as n from ${base} where ${cond}`.execute(db)).rows[0].n) : 0;
  const tail = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = (await sql<ListedDevice>`select * from ${base} where ${cond} order by x.created_at desc, x.id ${tail}`.execute(db)).rows;
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
  const rows = (await sql<{ id: string; online: boolean }>`select x.id, x.online from (${enriched(nowMicros)}) x
    where x.tenant_id = ${tenantId} and x.id = any(${ids}::text[]) and ${siteIds ? siteCondition('x.site_id', siteIds) : sql`true`}`.execute(db)).rows;
  return Object.fromEntries(rows.map((r) => [r.id, r.online ? '1' : '0']));
}

export async function deleteTelemetry(db: Db, deviceIds: string[]): Promise<void> {
  if (!deviceIds.length) return;
  for (const table of ['ts_kv', 'ts_kv_1m', 'ts_kv_latest', 'device_command_history', 'device_event_history', 'conditions_log']) {
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
  return !!(await db.selectFrom('device_model').select('id').where('id', '=', id)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)])).executeTakeFirst());
}

export async function insertDevice(db: Db, row: Record<string, unknown>): Promise<void> {
  await db.insertInto('device').values(row as never).execute();
}

export async function countChildDevices(db: Db, tenantId: string, gatewayId: string): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from device where tenant_id = ${tenantId} and parent_id = ${gatewayId}`.execute(db)).rows[0].n;
}

export async function updateDevice(db: Db, tenantId: string, id: string, patch: Record<string, unknown>): Promise<void> {
  await db.updateTable('device').set(patch as never).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Deletes devices with their telemetry; sub-devices of a deleted gateway stay, detached, with their history. */
export async function deleteDevices(db: Db, tenantId: string, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('device').set({ parent_id: '' } as never).where('tenant_id', '=', tenantId).where('parent_id', 'in', ids).execute();
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
