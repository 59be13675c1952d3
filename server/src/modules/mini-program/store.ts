/** SQL of the mini-program areas: shown device groups, feedback, media, notices, site keys and QR code look-ups. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { MiniDeviceGroupTable, MiniFeedbackTable, MiniNoticeTable, MiniSourceTable } from '../../storage/schema';
import { siteCondition } from '../sites/access';

/** Limits a query to the sites a request may see (undefined = the whole tenant). */
const inSites = (siteIds: readonly string[] | undefined, column: string) => (siteIds ? siteCondition(column, siteIds) : sql<boolean>`true`);
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Filter {
  tenantId: string;
  siteIds?: string[];
  siteId?: string;
}

export const findTenantSite = (db: Db, tenantId: string, siteId: string) =>
  db.selectFrom('site').select(['id', 'name', 'tenant_id']).where('id', '=', siteId).where('tenant_id', '=', tenantId).executeTakeFirst();

export const findSite = (db: Db, siteId: string) => db.selectFrom('site').select(['id', 'tenant_id']).where('id', '=', siteId).executeTakeFirst();

// Device groups

export async function listGroups(db: Db, f: Filter) {
  let q = db
    .selectFrom('mini_device_group as g')
    .innerJoin('asset as a', 'a.id', 'g.asset_id')
    .innerJoin('business as b', 'b.id', 'a.business_id')
    .where('g.tenant_id', '=', f.tenantId)
    .where(inSites(f.siteIds, 'g.site_id'));
  if (f.siteId) q = q.where('g.site_id', '=', f.siteId);
  return q
    .select(['g.id', 'g.site_id', 'g.asset_id', 'g.display_name', 'g.sort', 'g.created_at', 'a.name as group_name', 'b.name as project_name'])
    .select(sql<number>`(select count(*) from device d where d.asset_id = g.asset_id)`.as('device_count'))
    .orderBy('g.sort')
    .orderBy('g.display_name')
    .orderBy('g.id')
    .limit(1000)
    .execute();
}

export const findGroup = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('mini_device_group')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'mini_device_group.site_id'))
    .executeTakeFirst();

/** Groups of the site's projects: the tree the console already has, flattened with each group's parent. */
export const siteAssets = (db: Db, tenantId: string, siteId: string) =>
  db
    .selectFrom('asset as a')
    .innerJoin('business as b', 'b.id', 'a.business_id')
    .select(['a.id', 'a.name', 'a.parent_id', 'a.tier', 'b.id as project_id', 'b.name as project_name'])
    .where('a.tenant_id', '=', tenantId)
    .where('b.site_id', '=', siteId)
    .orderBy('b.created_at')
    .orderBy('a.tier')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(5000)
    .execute();

export const siteAsset = (db: Db, tenantId: string, siteId: string, assetId: string) =>
  db
    .selectFrom('asset as a')
    .innerJoin('business as b', 'b.id', 'a.business_id')
    .select(['a.id', 'a.name'])
    .where('a.id', '=', assetId)
    .where('a.tenant_id', '=', tenantId)
    .where('b.site_id', '=', siteId)
    .executeTakeFirst();

export const groupShown = (db: Db, siteId: string, assetId: string) =>
  db.selectFrom('mini_device_group').select('id').where('site_id', '=', siteId).where('asset_id', '=', assetId).executeTakeFirst();

export async function insertGroup(db: Db, row: Omit<MiniDeviceGroupTable, 'id'>): Promise<MiniDeviceGroupTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('mini_device_group').values(full).execute();
  return full;
}

export const updateGroup = (db: Db, id: string, patch: Partial<Pick<MiniDeviceGroupTable, 'display_name' | 'sort'>>) =>
  db.updateTable('mini_device_group').set(patch).where('id', '=', id).execute();

export const deleteGroup = (db: Db, id: string) => db.deleteFrom('mini_device_group').where('id', '=', id).execute();

/** What the mini-program of a site shows: the groups in order with their devices. */
export async function openGroups(db: Db, siteId: string) {
  const groups = await db
    .selectFrom('mini_device_group')
    .select(['id', 'asset_id', 'display_name', 'sort'])
    .where('site_id', '=', siteId)
    .orderBy('sort')
    .orderBy('display_name')
    .limit(200)
    .execute();
  if (!groups.length) return [];
  const devices = await db
    .selectFrom('device')
    .select(['id', 'name', 'asset_id'])
    .where(
      'asset_id',
      'in',
      groups.map((g) => g.asset_id),
    )
    .orderBy('name')
    .limit(5000)
    .execute();
  return groups.map((g) => ({
    id: g.id,
    display_name: g.display_name,
    sort: Number(g.sort),
    devices: devices.filter((d) => d.asset_id === g.asset_id).map((d) => ({ id: d.id, name: d.name })),
  }));
}

// Feedback

export interface FeedbackFilter extends Filter {
  status?: string;
  keyword?: string;
}

export async function listFeedback(db: Db, f: FeedbackFilter, offset: number, limit: number) {
  let q = db
    .selectFrom('mini_feedback as f')
    .leftJoin('device as d', 'd.id', 'f.device_id')
    .where('f.tenant_id', '=', f.tenantId)
    .where(inSites(f.siteIds, 'f.site_id'));
  if (f.siteId) q = q.where('f.site_id', '=', f.siteId);
  if (f.status) q = q.where('f.status', '=', f.status);
  if (f.keyword) q = q.where((eb) => eb.or([eb('f.content', 'ilike', like(f.keyword!)), eb('f.contact', 'ilike', like(f.keyword!))]));
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll('f').select('d.name as device_name').orderBy('f.created_at', 'desc').orderBy('f.id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export const findFeedback = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('mini_feedback as f')
    .leftJoin('device as d', 'd.id', 'f.device_id')
    .selectAll('f')
    .select('d.name as device_name')
    .where('f.id', '=', id)
    .where('f.tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'f.site_id'))
    .executeTakeFirst();

export async function insertFeedback(db: Db, row: Omit<MiniFeedbackTable, 'id'>): Promise<MiniFeedbackTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('mini_feedback').values(full).execute();
  return full;
}

export const updateFeedback = (db: Db, id: string, patch: Partial<Pick<MiniFeedbackTable, 'status' | 'reply' | 'replied_at' | 'replied_by'>>) =>
  db.updateTable('mini_feedback').set(patch).where('id', '=', id).execute();

export const deleteFeedback = (db: Db, id: string) => db.deleteFrom('mini_feedback').where('id', '=', id).execute();

export const deviceInSite = (db: Db, siteId: string, deviceId: string) =>
  db.selectFrom('device').select('id').where('id', '=', deviceId).where('site_id', '=', siteId).executeTakeFirst();

// Media

export async function listSources(db: Db, f: Filter & { kind?: string }, offset: number, limit: number) {
  let q = db.selectFrom('mini_source').where('tenant_id', '=', f.tenantId).where(inSites(f.siteIds, 'mini_source.site_id'));
  if (f.siteId) q = q.where('site_id', '=', f.siteId);
  if (f.kind) q = q.where('kind', '=', f.kind);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('kind').orderBy('sort').orderBy('created_at').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export const findSource = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('mini_source')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'mini_source.site_id'))
    .executeTakeFirst();

export async function insertSource(db: Db, row: Omit<MiniSourceTable, 'id'>): Promise<MiniSourceTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('mini_source').values(full).execute();
  return full;
}

export const updateSource = (db: Db, id: string, patch: Partial<Omit<MiniSourceTable, 'id' | 'tenant_id' | 'site_id' | 'created_at'>>) =>
  db.updateTable('mini_source').set(patch).where('id', '=', id).execute();

export const deleteSource = (db: Db, id: string) => db.deleteFrom('mini_source').where('id', '=', id).execute();

export const openSources = (db: Db, siteId: string, kind?: string) => {
  let q = db.selectFrom('mini_source').select(['id', 'kind', 'title', 'image', 'link', 'sort']).where('site_id', '=', siteId).where('published', '=', 1);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('kind').orderBy('sort').orderBy('created_at').limit(200).execute();
};

// Notices

export async function listNotices(db: Db, f: Filter & { published?: number; title?: string }, offset: number, limit: number) {
  let q = db.selectFrom('mini_notice').where('tenant_id', '=', f.tenantId).where(inSites(f.siteIds, 'mini_notice.site_id'));
  if (f.siteId) q = q.where('site_id', '=', f.siteId);
  if (f.published !== undefined) q = q.where('published', '=', f.published);
  if (f.title) q = q.where('title', 'ilike', like(f.title));
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export const findNotice = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('mini_notice')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'mini_notice.site_id'))
    .executeTakeFirst();

export async function insertNotice(db: Db, row: Omit<MiniNoticeTable, 'id'>): Promise<MiniNoticeTable> {
  const full = { id: randomUUID(), ...row };
  await db.insertInto('mini_notice').values(full).execute();
  return full;
}

export const updateNotice = (db: Db, id: string, patch: Partial<Omit<MiniNoticeTable, 'id' | 'tenant_id' | 'site_id' | 'created_at'>>) =>
  db.updateTable('mini_notice').set(patch).where('id', '=', id).execute();

export const deleteNotice = (db: Db, id: string) => db.deleteFrom('mini_notice').where('id', '=', id).execute();

/** Published notices a site's mini-program shows now: its own and the tenant's notices to all sites. */
export const openNotices = (db: Db, tenantId: string, siteId: string, nowMs: number) =>
  db
    .selectFrom('mini_notice')
    .select(['id', 'title', 'content', 'audience', 'publish_at'])
    .where('tenant_id', '=', tenantId)
    .where('published', '=', 1)
    .where('publish_at', '<=', nowMs)
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('audience', '=', 'all')]))
    .orderBy('publish_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();

// Site keys

export const findKey = (db: Db, siteId: string) => db.selectFrom('mini_site_key').selectAll().where('site_id', '=', siteId).executeTakeFirst();

export async function saveKey(db: Db, row: { site_id: string; tenant_id: string; key_hash: string; key_hint: string; created_at: number }) {
  await db
    .insertInto('mini_site_key')
    .values(row)
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ key_hash: row.key_hash, key_hint: row.key_hint, created_at: row.created_at }))
    .execute();
}

// QR codes

export const findDevice = (db: Db, tenantId: string, siteIds: string[] | undefined, id: string) =>
  db
    .selectFrom('device')
    .select(['id', 'name', 'site_id'])
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where(inSites(siteIds, 'device.site_id'))
    .executeTakeFirst();

export const findPreRegistered = (db: Db, tenantId: string, code: string) =>
  db
    .selectFrom('tp_generate_device')
    .select(['id', 'device_code', 'device_id', 'add_flag'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', code), eb('device_code', '=', code)]))
    .limit(1)
    .executeTakeFirst();
