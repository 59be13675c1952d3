/** SQL of protocol scripts. Every query is scoped to the caller's tenant. */
import type { Db } from '../../storage/database';
import type { ProtocolScriptTable } from './tables';

export interface ScriptFilter {
  protocol_type?: string;
  device_type?: string;
  id?: string;
}

export async function listScripts(db: Db, tenantId: string, f: ScriptFilter, limit: number, offset: number) {
  let q = db.selectFrom('tp_script').where('tenant_id', '=', tenantId);
  if (f.id) q = q.where('id', '=', f.id);
  if (f.protocol_type) q = q.where('protocol_type', '=', f.protocol_type);
  if (f.device_type) q = q.where('device_type', '=', f.device_type);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findScript = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('tp_script').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const insertScript = (db: Db, row: ProtocolScriptTable) => db.insertInto('tp_script').values(row).execute();

export const updateScript = (db: Db, tenantId: string, id: string, patch: Partial<ProtocolScriptTable>) =>
  db.updateTable('tp_script').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

/** Deletes the script and unbinds it from the tenant's devices. */
export async function deleteScript(db: Db, tenantId: string, id: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('device')
      .set({ script_id: '' } as never)
      .where('tenant_id', '=', tenantId)
      .where('script_id' as never, '=', id as never)
      .execute();
    await trx.deleteFrom('tp_script').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  });
}

/** A device plugin the tenant can see (its own or a shared one). */
export async function pluginVisible(db: Db, tenantId: string, pluginId: string): Promise<boolean> {
  const row = await db
    .selectFrom('device_model')
    .select('id')
    .where('id', '=', pluginId)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .executeTakeFirst();
  return !!row;
}

/** The uplink (`script_content_b`) or downlink (`script_content_a`) text of a script of this tenant ('' if none). */
export async function scriptText(db: Db, tenantId: string, id: string, column: 'script_content_a' | 'script_content_b'): Promise<string> {
  const row = await db.selectFrom('tp_script').select(column).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return (row as Record<string, string> | undefined)?.[column] ?? '';
}
