/** SQL of the installed-extensions list: market rows, the enabled flag of built-ins, who signed a pack. */
import type { Db } from '../../storage/database';

export interface InstalledRow { id: string; version: string; manifest: unknown; enabled: boolean; installed_at: number; signer: string | null }

export const installedRows = (db: Db): Promise<InstalledRow[]> =>
  db.selectFrom('extension').select(['id', 'version', 'manifest', 'enabled', 'installed_at', 'signer']).orderBy('id').execute()
    .then((rows) => rows.map((r) => ({ ...r, installed_at: Number(r.installed_at), signer: r.signer ?? null })));

export async function disabledBuiltins(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('extension_builtin_state').select('id').where('enabled', '=', false).execute();
  return new Set(rows.map((r) => r.id));
}

/** `views`: the built-in's view paths, whose menu rows stay out of every menu tree while it is disabled. */
export async function setBuiltinEnabled(db: Db, id: string, enabled: boolean, views: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('extension_builtin_state').values({ id, enabled })
      .onConflict((oc) => oc.column('id').doUpdateSet({ enabled })).execute();
    await trx.deleteFrom('extension_disabled_view').where('extension_id', '=', id).execute();
    const rows = enabled ? [] : [...new Set(views)].map((component) => ({ extension_id: id, component }));
    if (rows.length) await trx.insertInto('extension_disabled_view').values(rows).execute();
  });
}

/** Returns whether the market extension exists. */
export async function setMarketEnabled(db: Db, id: string, enabled: boolean): Promise<boolean> {
  const r = await db.updateTable('extension').set({ enabled }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
