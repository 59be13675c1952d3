/** SQL of the system settings: one row (`id` = 'system'). */
import type { Db } from '../../storage/database';
import type { SystemSettingTable } from '../../storage/schema';

export async function insertSettingsOnce(db: Db, defaults: SystemSettingTable): Promise<void> {
  await db
    .insertInto('system_setting')
    .values(defaults)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export const findSettings = (db: Db, id: string) => db.selectFrom('system_setting').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateSettings(db: Db, settings: SystemSettingTable): Promise<void> {
  const { id, ...rest } = settings;
  await db.updateTable('system_setting').set(rest).where('id', '=', id).execute();
}
