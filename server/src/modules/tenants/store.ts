/** SQL for tenants: the tenant row with its admin account, user/device/site counts and enabled state. */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import { escapeLike } from '../../storage/like';
import { adminDb } from '../settings/tables';

export const TENANT_SORT_FIELDS = ['name', 'admin_email', 'user_count', 'device_count', 'created_at'] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];

export interface TenantListFilter {
  search?: string;
  sort_field?: TenantSortField;
  sort_order?: 'asc' | 'desc';
}

export interface TenantDto {
  id: string;
  name: string;
  enabled: string;
  remark: string;
  created_at: number;
  admin_id: string;
  admin_name: string;
  admin_email: string;
  user_count: number;
  device_count: number;
  site_count: number;
}

/** One query: counts come from correlated sub-selects so a page of tenants costs one round trip. */
function baseQuery(db: Db) {
  return adminDb(db)
    .selectFrom('tenant as t')
    .leftJoin('tenant_state as s', 's.tenant_id', 't.id')
    .select([
      't.id',
      't.name',
      't.created_at',
      sql<string>`coalesce(s.enabled, '1')`.as('enabled'),
      sql<string>`coalesce(s.remark, '')`.as('remark'),
      sql<string>`coalesce((select u.id from users u where u.tenant_id = t.id and u.authority = 'TENANT_ADMIN' order by u.created_at, u.email limit 1), '')`.as(
        'admin_id',
      ),
      sql<string>`coalesce((select u.name from users u where u.tenant_id = t.id and u.authority = 'TENANT_ADMIN' order by u.created_at, u.email limit 1), '')`.as(
        'admin_name',
      ),
      sql<string>`coalesce((select u.email from users u where u.tenant_id = t.id and u.authority = 'TENANT_ADMIN' order by u.created_at, u.email limit 1), '')`.as(
        'admin_email',
      ),
      sql<number>`(select count(*) from users u where u.tenant_id = t.id)`.as('user_count'),
      sql<number>`(select count(*) from device d where d.tenant_id = t.id)`.as('device_count'),
      sql<number>`(select count(*) from site x where x.tenant_id = t.id)`.as('site_count'),
    ]);
}

const toDto = (r: Record<string, unknown>): TenantDto => ({
  id: String(r.id),
  name: String(r.name),
  enabled: String(r.enabled),
  remark: String(r.remark),
  created_at: Number(r.created_at),
  admin_id: String(r.admin_id),
  admin_name: String(r.admin_name),
  admin_email: String(r.admin_email),
  user_count: Number(r.user_count),
  device_count: Number(r.device_count),
  site_count: Number(r.site_count),
});

export async function listTenants(db: Db, f: TenantListFilter, offset: number, limit: number) {
  const q = baseQuery(db);
  const filtered = f.search
    ? q.where((eb) =>
        eb.or([
          eb('t.name', 'ilike', `%${escapeLike(f.search!)}%`),
          eb.exists(
            eb
              .selectFrom('users as u')
              .select('u.id')
              .whereRef('u.tenant_id', '=', 't.id')
              .where('u.authority', '=', 'TENANT_ADMIN')
              .where('u.email', 'ilike', `%${escapeLike(f.search!)}%`),
          ),
        ]),
      )
    : q;
  const { n } = await adminDb(db)
    .selectFrom(filtered.as('x'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const field = f.sort_field && (TENANT_SORT_FIELDS as readonly string[]).includes(f.sort_field) ? f.sort_field : 'created_at';
  const order = f.sort_order === 'asc' ? 'asc' : 'desc';
  const rows = await adminDb(db)
    .selectFrom(filtered.as('x'))
    .selectAll()
    .orderBy(sql.ref(`x.${field}`), order)
    .orderBy('x.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { total: Number(n), rows: rows.map((r) => toDto(r as Record<string, unknown>)) };
}

export async function findTenant(db: Db, id: string): Promise<TenantDto | undefined> {
  const row = await baseQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toDto(row as Record<string, unknown>) : undefined;
}

export async function insertTenantState(db: Db, tenantId: string, remark: string): Promise<void> {
  await adminDb(db).insertInto('tenant_state').values({ tenant_id: tenantId, enabled: '1', remark, disabled_user_ids: '[]' }).execute();
}

export async function renameTenant(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('tenant').set({ name }).where('id', '=', id).execute();
}

export async function setTenantRemark(db: Db, id: string, remark: string): Promise<void> {
  await adminDb(db)
    .insertInto('tenant_state')
    .values({ tenant_id: id, enabled: '1', remark, disabled_user_ids: '[]' })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ remark }))
    .execute();
}

/**
 * Disables a tenant (its enabled users are disabled and remembered) or enables it again (exactly the users it
 * disabled come back), in one transaction.
 */
export async function setTenantEnabled(db: Db, id: string, enabled: '0' | '1', now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const states = adminDb(trx);
    const state = await states.selectFrom('tenant_state').selectAll().where('tenant_id', '=', id).executeTakeFirst();
    if (enabled === '0') {
      const active = await trx.selectFrom('users').select('id').where('tenant_id', '=', id).where('enabled', '=', '1').execute();
      const ids = active.map((u) => u.id);
      if (ids.length) await trx.updateTable('users').set({ enabled: '0', updated_at: now }).where('id', 'in', ids).execute();
      const values = { enabled: '0', disabled_user_ids: JSON.stringify(ids) };
      if (state) await states.updateTable('tenant_state').set(values).where('tenant_id', '=', id).execute();
      else
        await states
          .insertInto('tenant_state')
          .values({ tenant_id: id, remark: '', ...values })
          .execute();
    } else {
      const ids: string[] = state ? JSON.parse(state.disabled_user_ids || '[]') : [];
      if (ids.length) await trx.updateTable('users').set({ enabled: '1', updated_at: now }).where('tenant_id', '=', id).where('id', 'in', ids).execute();
      await states.updateTable('tenant_state').set({ enabled: '1', disabled_user_ids: '[]' }).where('tenant_id', '=', id).execute();
    }
  });
}

export async function countTenantAdmins(db: Db, id: string): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', id)
    .where('authority', '=', 'TENANT_ADMIN')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Cascades: the admin accounts, their sessions, the tenant's roles and state. */
export async function deleteTenant(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tenant').where('id', '=', id).execute();
}
