/** SQL for sites and site-user grants. */
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../storage/database';
import type { SiteTable } from '../../storage/schema';
import { escapeLike } from '../../storage/like';

/** A site row; list rows also carry how many devices and granted users the site has (the overview cards). */
export function toSiteDto(s: SiteTable & { device_count?: number | string; user_count?: number | string }) {
  const counts = s.device_count === undefined ? {} : { device_count: Number(s.device_count), user_count: Number(s.user_count ?? 0) };
  return { id: s.id, auth_site_id: s.id, name: s.name, address: s.address, remark: s.remark, tenant_id: s.tenant_id, created_at: s.created_at, ...counts };
}

export async function insertSite(db: Db, s: Omit<SiteTable, 'id'>): Promise<SiteTable> {
  const row = { id: randomUUID(), ...s };
  await db.insertInto('site').values(row).execute();
  return row;
}

export const findSite = (db: Db, id: string) => db.selectFrom('site').selectAll().where('id', '=', id).executeTakeFirst();

/** Sortable API fields of `/site/list` and their columns. */
export const SITE_SORT_COLUMNS = { name: 'name', address: 'address', created_at: 'created_at' } as const;
export type SiteSortColumn = (typeof SITE_SORT_COLUMNS)[keyof typeof SITE_SORT_COLUMNS];

export interface SiteFilter {
  tenant_id?: string;
  user_id?: string;
  name?: string;
  sort?: { column: SiteSortColumn; order: 'asc' | 'desc' };
}

export async function listSites(db: Db, f: SiteFilter, offset: number, limit: number) {
  let q = db.selectFrom('site');
  if (f.tenant_id !== undefined) q = q.where('site.tenant_id', '=', f.tenant_id);
  if (f.user_id) q = q.where('site.id', 'in', db.selectFrom('site_user').select('site_id').where('user_id', '=', f.user_id));
  if (f.name) q = q.where('site.name', 'ilike', `%${escapeLike(f.name)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ordered = f.sort ? q.orderBy(`site.${f.sort.column}`, f.sort.order) : q.orderBy('site.created_at');
  const rows = await ordered
    .selectAll('site')
    .select((eb) => [
      eb.selectFrom('device').select(eb.fn.countAll<string>().as('n')).whereRef('device.site_id', '=', 'site.id').as('device_count'),
      eb.selectFrom('site_user').select(eb.fn.countAll<string>().as('n')).whereRef('site_user.site_id', '=', 'site.id').as('user_count'),
    ])
    .orderBy('site.name')
    .orderBy('site.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { total: Number(n), rows: rows.map((r) => ({ ...r, device_count: r.device_count ?? 0, user_count: r.user_count ?? 0 })) };
}

/** Sortable API fields of `/site/user/list` and their columns. */
export const SITE_USER_SORT_COLUMNS = { name: 'users.name', email: 'users.email', created_at: 'users.created_at' } as const;
export type SiteUserSortColumn = (typeof SITE_USER_SORT_COLUMNS)[keyof typeof SITE_USER_SORT_COLUMNS];

export interface SiteUserFilter {
  search?: string;
  sort?: { column: SiteUserSortColumn; order: 'asc' | 'desc' };
}

/** One page of the users granted a site (by e-mail unless sorted otherwise). */
export async function listSiteUsers(db: Db, siteId: string, f: SiteUserFilter, offset: number, limit: number) {
  let q = db.selectFrom('site_user').innerJoin('users', 'users.id', 'site_user.user_id').where('site_user.site_id', '=', siteId);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    q = q.where((eb) => eb.or([eb('users.name', 'ilike', like), eb('users.email', 'ilike', like), eb('users.phone_number', 'ilike', like)]));
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ordered = f.sort ? q.orderBy(f.sort.column, f.sort.order) : q;
  const rows = await ordered.selectAll('users').orderBy('users.email').orderBy('users.id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export async function isGranted(db: Db, siteId: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('site_user').select('site_id').where('site_id', '=', siteId).where('user_id', '=', userId).executeTakeFirst());
}

/** The sites granted to a user inside its tenant. */
export async function grantedSiteIds(db: Db, userId: string, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('site_user')
    .innerJoin('site', 'site.id', 'site_user.site_id')
    .select('site_user.site_id')
    .where('site_user.user_id', '=', userId)
    .where('site.tenant_id', '=', tenantId)
    .execute();
  return rows.map((r) => r.site_id);
}

/** The SQL form of `withinSites` for a `site_id` column (`column` is a trusted identifier such as `d.site_id`). */
export function siteCondition(column: string, siteIds: readonly string[]): RawBuilder<boolean> {
  return siteIds.length ? sql<boolean>`${sql.ref(column)} in (${sql.join(siteIds)})` : sql<boolean>`false`;
}

export async function updateSite(db: Db, site: Pick<SiteTable, 'id' | 'name' | 'address' | 'remark'>): Promise<void> {
  await db.updateTable('site').set({ name: site.name, address: site.address, remark: site.remark }).where('id', '=', site.id).execute();
}

export async function deleteSite(db: Db, id: string): Promise<void> {
  await db.deleteFrom('site').where('id', '=', id).execute();
}

export async function setSiteGrant(db: Db, siteId: string, userId: string, granted: boolean): Promise<void> {
  if (granted)
    await db
      .insertInto('site_user')
      .values({ site_id: siteId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else await db.deleteFrom('site_user').where('site_id', '=', siteId).where('user_id', '=', userId).execute();
}
