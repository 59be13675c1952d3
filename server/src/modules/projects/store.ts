/** SQL of projects ("business") and groups ("asset"); every query carries the tenant. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { AssetTable, BusinessTable } from '../devices/tables';
import { siteCondition } from '../sites/access';
import { escapeLike } from '../../storage/like';

export async function listBusinesses(db: Db, tenantId: string, siteIds: string[] | undefined, name: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('business').where('tenant_id', '=', tenantId);
  if (siteIds) q = q.where(siteCondition('site_id', siteIds));
  if (name) q = q.where('name', 'ilike', `%${escapeLike(name)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'name', 'created_at'])
    .select(
      sql<number>`case when exists (select 1 from device d join asset a on a.id = d.asset_id where a.business_id = business.id) then 1 else 0 end`.as(
        'is_device',
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { total: Number(n), rows };
}

export async function findBusiness(db: Db, tenantId: string, id: string): Promise<BusinessTable | undefined> {
  return db.selectFrom('business').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function insertBusiness(db: Db, row: Omit<BusinessTable, 'id'>): Promise<BusinessTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('business').values(full).execute();
  return full;
}

export async function allBusinesses(db: Db, tenantId: string, siteIds?: string[]): Promise<BusinessTable[]> {
  let q = db.selectFrom('business').selectAll().where('tenant_id', '=', tenantId);
  if (siteIds) q = q.where(siteCondition('site_id', siteIds));
  return q.orderBy('created_at').orderBy('id').execute();
}

export async function assetsOf(db: Db, tenantId: string, businessIds?: string[]): Promise<AssetTable[]> {
  let q = db.selectFrom('asset').selectAll().where('tenant_id', '=', tenantId);
  if (businessIds) {
    if (!businessIds.length) return [];
    q = q.where('business_id', 'in', businessIds);
  }
  return q.orderBy('tier').orderBy('created_at').orderBy('id').execute();
}

export async function findAsset(db: Db, tenantId: string, id: string): Promise<AssetTable | undefined> {
  return db.selectFrom('asset').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function insertAsset(db: Db, row: Omit<AssetTable, 'id'>): Promise<AssetTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('asset').values(full).execute();
  return full;
}

export async function countChildren(db: Db, assetId: string): Promise<{ groups: number; devices: number }> {
  const r = await sql<{ groups: number; devices: number }>`select
      (select count(*)::int from asset where parent_id = ${assetId}) as groups,
      (select count(*)::int from device where asset_id = ${assetId}) as devices`.execute(db);
  return r.rows[0];
}

export async function renameBusiness(db: Db, tenantId: string, id: string, name: string): Promise<void> {
  await db.updateTable('business').set({ name }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteBusiness(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('business').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function updateAsset(
  db: Db,
  tenantId: string,
  id: string,
  values: Pick<AssetTable, 'name' | 'parent_id' | 'business_id' | 'tier'>,
): Promise<void> {
  await db.updateTable('asset').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function deleteAsset(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('asset').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
