/**
 * SQL for the editor's view of `device_model` (the table of migration 0002, shared with the device area). A tenant
 * sees its own plugins and the built-in ones (`tenant_id` null); it changes only its own.
 */
import type { Db } from '../../storage/database';
import type { DeviceModelTable } from '../devices/tables';
import { escapeLike } from '../../storage/like';

export interface PluginRow {
  id: string; model_name: string; model_type: string; author: string; version: string; describe: string; chart_data: string;
  issued: 0 | 1; created_at: number;
  /** 1 = built in (shared by every tenant, read-only). */
  flag: number;
}

export interface PluginListFilter { model_name?: string; model_type?: string }

export type PluginValues = Pick<DeviceModelTable, 'model_name' | 'model_type' | 'author' | 'version' | 'describe' | 'chart_data' | 'issued'>;

export const toPluginRow = (m: DeviceModelTable): PluginRow => ({
  id: m.id, model_name: m.model_name, model_type: m.model_type, author: m.author, version: m.version, describe: m.describe,
  chart_data: m.chart_data, issued: Number(m.issued) === 1 ? 1 : 0, created_at: Number(m.created_at), flag: Number(m.flag),
});

const visible = (db: Db, tenantId: string) =>
  db.selectFrom('device_model').where((eb) => eb.or([eb('tenant_id', '=', tenantId), eb('tenant_id', 'is', null)]));

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
export const findVisiblePlugin = (db: Db, tenantId: string, id: string) =>
  visible(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst();

export async function insertPlugin(db: Db, row: PluginValues & { id: string; tenant_id: string; created_at: number }): Promise<void> {
  await db.insertInto('device_model').values({ ...row, flag: 0, sort: 0, remark: '' }).execute();
}

/** Updates one of the tenant's own plugins; false when it has none of that id. */
export async function updatePlugin(db: Db, tenantId: string, id: string, values: PluginValues): Promise<boolean> {
  const r = await db.updateTable('device_model').set(values).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Devices whose plugin is this one (any tenant: a plugin is only ever usable inside its own tenant anyway). */
export async function countDevicesUsing(db: Db, id: string): Promise<number> {
  const { n } = await db.selectFrom('device').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

export async function deletePlugin(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('device_model').where('id', '=', id).where('tenant_id', '=', tenantId).execute();
}
