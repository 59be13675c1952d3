/**
 * SQL of open-API apps. Every query is scoped to a tenant, except `appByKey`: the open API's authentication looks
 * an app up by its (globally unique) key before any tenant is known, and the tenant then comes from that row, and
 * the rate windows, which are keyed by app (or data service) rather than tenant.
 */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { OpenApiAppTable } from './tables';

export async function listApps(db: Db, tenantId: string, name: string | undefined, limit: number, offset: number) {
  let q = db.selectFrom('openapi_app').where('tenant_id', '=', tenantId);
  if (name) q = q.where('name', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findApp = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('openapi_app').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const appByKey = (db: Db, appKey: string) => db.selectFrom('openapi_app').selectAll().where('app_key', '=', appKey).executeTakeFirst();

export const insertApp = (db: Db, row: OpenApiAppTable) => db.insertInto('openapi_app').values(row).execute();

export const updateApp = (db: Db, tenantId: string, id: string, patch: Partial<OpenApiAppTable>) =>
  db.updateTable('openapi_app').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export const deleteApp = (db: Db, tenantId: string, id: string) =>
  db.deleteFrom('openapi_app').where('tenant_id', '=', tenantId).where('id', '=', id).execute();

/** The ids among `ids` that are devices of the tenant. */
export async function tenantDeviceIds(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('device').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Every device id of the tenant (the open API's online count walks them through the device service). */
export async function allDeviceIds(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('device').select('id').where('tenant_id', '=', tenantId).execute();
  return rows.map((r) => r.id);
}

/**
 * Counts one call in `bucket`'s window unless it already holds `limit`: true when counted. The upsert is atomic, so
 * servers sharing the database never admit more than `limit` together.
 */
export async function takeRate(db: Db, bucket: string, windowStart: number, limit: number): Promise<boolean> {
  const r = await sql<{ n: number }>`insert into openapi_rate_window (bucket, window_start, n) values (${bucket}, ${windowStart}, 1)
    on conflict (bucket, window_start) do update set n = openapi_rate_window.n + 1 where openapi_rate_window.n < ${limit}
    returning n`.execute(db);
  return r.rows.length > 0;
}

/** Drops the windows that ended before `before` (ms). */
export const dropRateWindows = (db: Db, before: number) => db.deleteFrom('openapi_rate_window').where('window_start', '<', before).execute();
