/** SQL of protocol plugins: a platform-wide registry (SYS_ADMIN), so no tenant column to scope by. */
import type { Db } from '../../storage/database';
import type { ProtocolPluginTable } from './tables';

export interface PluginFilter {
  name?: string;
  protocol_type?: string;
  device_type?: string;
}

export async function listPlugins(db: Db, f: PluginFilter, limit: number, offset: number) {
  let q = db.selectFrom('tp_protocol_plugin');
  if (f.name) q = q.where('name', 'ilike', `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.protocol_type) q = q.where('protocol_type', '=', f.protocol_type);
  if (f.device_type) q = q.where('device_type', '=', f.device_type);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findPlugin = (db: Db, id: string) => db.selectFrom('tp_protocol_plugin').selectAll().where('id', '=', id).executeTakeFirst();

/** Another plugin already using this protocol type (ignoring `exceptId`). */
export async function typeTaken(db: Db, protocolType: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('tp_protocol_plugin').select('id').where('protocol_type', '=', protocolType);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export const insertPlugin = (db: Db, row: ProtocolPluginTable) => db.insertInto('tp_protocol_plugin').values(row).execute();

export const updatePlugin = (db: Db, id: string, patch: Partial<ProtocolPluginTable>) =>
  db.updateTable('tp_protocol_plugin').set(patch).where('id', '=', id).execute();

export const deletePlugin = (db: Db, id: string) => db.deleteFrom('tp_protocol_plugin').where('id', '=', id).execute();
