/**
 * SQL for the editor's view of `device_model` (the table of migration 0002, shared with the device area). A tenant
 * sees its own plugins and the built-in ones (`tenant_id` null); it changes only its own.
 */
import type { Db } from '../../storage/database';
import type { DeviceModelTable } from '../devices/tables';
import { escapeLike } from '../../storage/like';
import { SEED_MODELS } from '../devices/device-model-seed';

export interface PluginRow {
  id: string;
  model_name: string;
  model_type: string;
  author: string;
  version: string;
  describe: string;
  chart_data: string;
  issued: 0 | 1;
  created_at: number;
  /** 1 = built in (shared by every tenant, read-only). */
  flag: number;
}

export interface PluginListFilter {
  model_name?: string;
  model_type?: string;
}

export type PluginValues = Pick<DeviceModelTable, 'model_name' | 'model_type' | 'author' | 'version' | 'describe' | 'chart_data' | 'issued'>;

export const toPluginRow = (m: DeviceModelTable): PluginRow => ({
  id: m.id,
  model_name: m.model_name,
  model_type: m.model_type,
  author: m.author,
  version: m.version,
  describe: m.describe,
  chart_data: m.chart_data,
  issued: Number(m.issued) === 1 ? 1 : 0,
  created_at: Number(m.created_at),
  flag: Number(m.flag),
});

const visible = (db: Db, tenantId: string) => db.selectFrom('device_model').where((eb) => eb.or([eb('tenant_id', '=', tenantId), eb('tenant_id', 'is', null)]));

export async function listPlugins(db: Db, tenantId: string, f: PluginListFilter, offset: number, limit: number) {
  let q = visible(db, tenantId);
  const name = f.model_name?.trim();
  if (name) q = q.where('model_name', 'ilike', `%${escapeLike(name)}%`);
  if (f.model_type) q = q.where('model_type', '=', f.model_type);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  return { total: Number(n), rows: rows.map(toPluginRow) };
}

/** A plugin the tenant may read (its own or a built-in one). */
export const findVisiblePlugin = (db: Db, tenantId: string, id: string) => visible(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst();

export async function insertPlugin(db: Db, row: PluginValues & { id: string; tenant_id: string; created_at: number }): Promise<void> {
  await db
    .insertInto('device_model')
    .values({ ...row, flag: 0, sort: 0, remark: '' })
    .execute();
}

/** Updates one of the tenant's own plugins; false when it has none of that id. */
export async function updatePlugin(db: Db, tenantId: string, id: string, values: PluginValues): Promise<boolean> {
  const r = await db.updateTable('device_model').set(values).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Devices whose plugin is this one (any tenant: a plugin is only ever usable inside its own tenant anyway). */
export async function countDevicesUsing(db: Db, id: string): Promise<number> {
  const { n } = await db
    .selectFrom('device')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function deletePlugin(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('device_model').where('id', '=', id).where('tenant_id', '=', tenantId).execute();
}

/**
 * The shipped plugins, written at every start: they belong to the server (no tenant can edit a global model), so a
 * database seeded by an older release gets the current thing model and charts.
 */
export async function seedDeviceModels(db: Db, now: number): Promise<void> {
  for (const m of SEED_MODELS) {
    const { id: _id, ...shipped } = m;
    await db
      .insertInto('device_model')
      .values({ ...m, tenant_id: null, flag: 1, sort: 0, issued: 1, remark: '', created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(shipped).where('device_model.tenant_id', 'is', null))
      .execute();
  }
}

/** The plugin id (`type`) and site of a device of the tenant. */
export const deviceTypeAndSite = (db: Db, tenantId: string, deviceId: string) =>
  db.selectFrom('device').select(['type', 'site_id']).where('tenant_id', '=', tenantId).where('id', '=', deviceId).executeTakeFirst();

export interface ModelListFilter {
  id?: string;
  model_type?: string;
  model_name?: string;
  issued?: number;
  flag?: number;
}

/** The device area's plugin list: the tenant's and the built-in ones, in the configured order. */
export async function listModels(db: Db, tenantId: string, f: ModelListFilter, offset: number, limit: number) {
  let q = visible(db, tenantId);
  if (f.id) q = q.where('id', '=', f.id);
  if (f.model_type) q = q.where('model_type', '=', f.model_type);
  if (f.model_name) q = q.where('model_name', 'ilike', `%${escapeLike(f.model_name)}%`);
  if (f.issued !== undefined) q = q.where('issued', '=', f.issued);
  if (f.flag !== undefined) q = q.where('flag', '=', f.flag);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('sort').orderBy('created_at').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export const allVisibleModels = (db: Db, tenantId: string) => visible(db, tenantId).selectAll().orderBy('sort').orderBy('created_at').execute();
