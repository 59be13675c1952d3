/** Home counters: devices of a tenant (or site) and the message counter the ingest pipeline increments. */
import type { Db } from '../../storage/database';
import { siteCondition } from '../sites/access';

/** Devices of a tenant; all devices for the platform (null); optionally only some sites. */
export async function countDevices(db: Db, tenantId: string | null, siteIds?: string[]): Promise<number> {
  let q = db.selectFrom('device').select((eb) => eb.fn.countAll<number>().as('n'));
  if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
  if (siteIds) q = q.where(siteCondition('site_id', siteIds));
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function messageCount(db: Db, tenantId: string | null): Promise<number> {
  let q = db.selectFrom('message_counter').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'));
  if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** For the ingest pipeline: add `n` messages to a tenant's counter (one upsert per batch, not per message). */
export async function incrementMessageCount(db: Db, tenantId: string, n: number): Promise<void> {
  await db
    .insertInto('message_counter')
    .values({ tenant_id: tenantId, count: n })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet((eb) => ({ count: eb('message_counter.count', '+', n) })))
    .execute();
}

/** A device by id, inside a tenant (null: the platform sees every tenant's). */
export async function findDeviceOf(db: Db, tenantId: string | null, id: string) {
  let q = db.selectFrom('device').selectAll().where('id', '=', id);
  if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
  return q.executeTakeFirst();
}
