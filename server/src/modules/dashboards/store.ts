/** All SQL of the dashboards module (Kysely); every query is scoped to the tenant. */
import type { Db } from '../../storage/database';
import type { TsKvTable } from '../devices/tables';
import { withinSites } from '../sites/access';
import type { DashboardTable } from './tables';

export interface DashboardListRow {
  id: string;
  dashboard_name: string;
  remark: string;
  thumbnail: string;
  owner_id: string | null;
  owner_name: string | null;
  shared: boolean;
  created_at: number;
  updated_at: number;
}

export async function listDashboards(db: Db, tenantId: string, search: string, offset: number, limit: number) {
  let q = db.selectFrom('tp_dashboard as d').where('d.tenant_id', '=', tenantId);
  if (search) q = q.where((eb) => eb.or([eb('d.dashboard_name', 'like', `%${search}%`), eb('d.remark', 'like', `%${search}%`)]));
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .leftJoin('users as u', 'u.id', 'd.owner_id')
    .select(['d.id', 'd.dashboard_name', 'd.remark', 'd.thumbnail', 'd.owner_id', 'u.name as owner_name', 'd.share_token', 'd.created_at', 'd.updated_at'])
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const data: DashboardListRow[] = rows.map(({ share_token, ...r }) => ({
    ...r,
    owner_name: r.owner_name || null,
    shared: share_token !== null,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  }));
  return { total, rows: data };
}

export function findDashboard(db: Db, tenantId: string, id: string): Promise<DashboardTable | undefined> {
  return db.selectFrom('tp_dashboard').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export function findByShareToken(db: Db, token: string): Promise<DashboardTable | undefined> {
  return db.selectFrom('tp_dashboard').selectAll().where('share_token', '=', token).executeTakeFirst();
}

export async function insertDashboard(db: Db, row: DashboardTable): Promise<void> {
  await db.insertInto('tp_dashboard').values(row).execute();
}

export async function updateDashboard(db: Db, tenantId: string, id: string, set: Partial<DashboardTable>): Promise<boolean> {
  const r = await db.updateTable('tp_dashboard').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteDashboard(db: Db, tenantId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('tp_dashboard').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Which of these device ids the caller may see: the tenant's, within `siteIds` when the caller is site-limited. */
export async function visibleDeviceIds(db: Db, tenantId: string, siteIds: readonly string[] | undefined, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('device').select(['id', 'site_id']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Set(rows.filter((r) => withinSites(siteIds, r.site_id)).map((r) => r.id));
}

/** Names of these devices of the tenant, by id (a share page labels its device-list tiles with them). */
export async function deviceNames(db: Db, tenantId: string, ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await db.selectFrom('device').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.name ?? '']));
}

/** Each device's plugin (product) and group (the business of its asset): what a variable's filter compares. */
export async function deviceFacets(db: Db, tenantId: string, ids: string[]): Promise<Map<string, { plugin_id: string; business_id: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('device as d')
    .leftJoin('asset as a', 'a.id', 'd.asset_id')
    .select(['d.id', 'd.type', 'a.business_id'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { plugin_id: r.type ?? '', business_id: r.business_id ?? '' }]));
}

/** The latest value of every key of these devices, in one read (a dashboard's first paint). */
export function latestOf(db: Db, deviceIds: string[]): Promise<TsKvTable[]> {
  if (!deviceIds.length) return Promise.resolve([]);
  return db.selectFrom('ts_kv_latest').selectAll().where('device_id', 'in', deviceIds).orderBy('device_id').orderBy('ts', 'desc').execute();
}
