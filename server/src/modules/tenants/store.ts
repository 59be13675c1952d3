/** SQL for tenants: the tenant row with its admin account, user/device/site counts and enabled state. */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import { escapeLike } from '../operation-log/store';
import { adminDb } from '../settings/tables';

export const TENANT_SORT_FIELDS = ['name', 'admin_email', 'user_count', 'device_count', 'created_at'] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];

export interface TenantListFilter { search?: string; sort_field?: TenantSortField; sort_order?: 'asc' | 'desc' }

export interface TenantDto {
  id: string; name: string; enabled: string; remark: string; created_at: number;
  admin_id: string; admin_name: string; admin_email: string;
  user_count: number; device_count: number; site_count: number;
}

/** One query: counts come from correlated sub-selects so a page of tenants costs one round trip. */
function baseQuery(db: Db) {
  return adminDb(db)
    .selectFrom('tenant as t')
    .leftJoin('tenant_state as s', 's.tenant_id', 't.id')
    .select([
      't.id', 't.name', 't.created_at',
      sql<string>`coalesce(s.enabled, '1')`.as('enabled'),
      sql<string>`coalesce(s.remark, '')`.as('remark'),
      sql<string>`coalesce((select u.id from users u where u.tenant_id = t.id and u.authority = 'TENANT_ADMIN' order by u.created_at, u.email limit 1), '')`.as('admin_id'),
      sql<string>`coalesce((select u.name from users u where u.tenant_id = t.id and u.authority = 'TENANT_ADMIN' order by u.created_at, u.email limit 1), '')`.as('admin_name'),
      sql<string>`coalesce((select u.email from users u where u.tenant_id = t.id and u.authority = 'TENANT_ADMIN' order by u.created_at, u.email limit 1), '')`.as('admin_email'),
      sql<number>`(select count(*) from users u where u.tenant_id = t.id)`.as('user_count'),
      sql<number>`(select count(*) from device d where d.tenant_id = t.id)`.as('device_count'),
      sql<number>`(select count(*) from site x where x.tenant_id = t.id)`.as('site_count'),
    ]);
}

const toDto = (r: Record<string, unknown>): TenantDto => ({
  id: String(r.id), name: String(r.name), enabled: String(r.enabled), remark: String(r.remark), created_at: Number(r.created_at),
  admin_id: String(r.admin_id), admin_name: String(r.admin_name), admin_email: String(r.admin_email),
  user_count: Number(r.user_count), device_count: Number(r.device_count), site_count: Number(r.site_count),
});

export async function listTenants(db: Db, f: TenantListFilter, offset: number, limit: number) {
  const q = baseQuery(db);
  const filtered = f.search
    ? q.where((eb) => eb.or([
      eb('t.name', 'ilike', `%${escapeLike(f.search!)}%`),
      eb.exists(eb.selectFrom('users as u').select('u.id').whereRef('u.tenant_id', '=', 't.id').where('u.authority', '=', 'TENANT_ADMIN').where('u.email', 'ilike', `%${escapeLike(f.search!)}%`)),
    ]))
    : q;
  const { n } = await adminDb(db).selectFrom(filtered.as('x')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const field = f.sort_field && (TENANT_SORT_FIELDS as readonly string[]).includes(f.sort_field) ? f.sort_field : 'created_at';
  const order = f.sort_order === 'asc' ? 'asc' : f.sort_field ? 'desc' : 'desc';
  const rows = await adminDb(db).selectFrom(filtered.as('x')).selectAll()
    .orderBy(sql.ref(`x.${field}`), order).orderBy('x.id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows: rows.map((r) => toDto(r as Record<string, unknown>)) };
}

export async function findTenant(db: Db, id: string): Promise<TenantDto | undefined> {
  const row = await baseQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toDto(row as Record<string, unknown>) : undefined;
}
