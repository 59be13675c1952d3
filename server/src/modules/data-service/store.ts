/**
 * SQL of data services. The configuration queries are scoped to the tenant. `runScoped` runs a tenant's checked
 * query (sql-guard.ts) in a READ ONLY transaction with the tenant set for the `ds_*` views, a statement timeout and
 * a row cap. `serviceByKey` (the open API's admission), `duePushes` (the push scheduler) and `servicesByIds` (the
 * WebSocket push re-reading the services it serves) look across tenants by design; each row they return carries its tenant, and whatever runs next runs in that tenant.
 */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { DataServiceTable } from '../data-gateway/tables';

export async function listServices(db: Db, tenantId: string, name: string | undefined, limit: number, offset: number) {
  let q = db.selectFrom('data_service_config').where('tenant_id', '=', tenantId);
  if (name) q = q.where('name', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findService = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('data_service_config').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const serviceByKey = (db: Db, appKey: string) => db.selectFrom('data_service_config').selectAll().where('app_key', '=', appKey).executeTakeFirst();

/** The current rows of services this server holds WebSockets for (each row carries its tenant). */
export const servicesByIds = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('data_service_config').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const insertService = (db: Db, row: DataServiceTable) => db.insertInto('data_service_config').values(row).execute();

export const updateService = (db: Db, tenantId: string, id: string, patch: Partial<DataServiceTable>) =>
  db.updateTable('data_service_config').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export const deleteService = (db: Db, tenantId: string, id: string) =>
  db.deleteFrom('data_service_config').where('tenant_id', '=', tenantId).where('id', '=', id).execute();

/** Enabled push services whose interval has run out. */
export const duePushes = (db: Db, nowSec: number) =>
  db
    .selectFrom('data_service_config')
    .selectAll()
    .where('enable_flag', '=', '1')
    .where('api_flag', '=', '1')
    .where('time_interval', '>', 0)
    .where('push_url', '<>', '')
    .where(sql<boolean>`last_push_at + time_interval <= ${nowSec}`)
    .execute();

/** Claims one push (several servers may share the database): true for the server whose update moved the mark. */
export async function claimPush(db: Db, tenantId: string, id: string, seenAt: number, nowSec: number): Promise<boolean> {
  const r = await db
    .updateTable('data_service_config')
    .set({ last_push_at: nowSec })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('last_push_at', '=', seenAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether `SET ROLE tessera_ds_reader` works on this database (decided on first use). */
const readerRole = new WeakMap<Db, boolean>();

/** Switches the transaction to the restricted reader role when it exists and may be used; false when not. */
async function becomeReader(db: Db, trx: Db): Promise<boolean> {
  if (readerRole.get(db) === false) return false;
  await sql`savepoint ds_role`.execute(trx);
  try {
    await sql`set local role tessera_ds_reader`.execute(trx);
    readerRole.set(db, true);
    return true;
  } catch {
    await sql`rollback to savepoint ds_role`.execute(trx);
    readerRole.set(db, false);
    return false;
  }
}

/**
 * Runs `query` (already accepted by the SQL guard) as the tenant: READ ONLY transaction, `tessera.ds_tenant` set
 * for the views, `statement_timeout`, the restricted reader role where the database has it (migration
 * `1061-data-service-reader`), at most `limit` rows after `offset`.
 */
export async function runScoped(db: Db, tenantId: string, query: string, limit: number, offset: number, timeoutMs: number): Promise<Record<string, unknown>[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    await sql`select set_config('tessera.ds_tenant', ${tenantId}, true), set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
    await becomeReader(db, trx);
    const r = await sql<Record<string, unknown>>`select * from (${sql.raw(query)}) as ds_result limit ${limit} offset ${offset}`.execute(trx);
    return r.rows;
  });
}
