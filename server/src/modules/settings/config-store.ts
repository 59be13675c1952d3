/** JSON values under a key in `system_config`. */
import type { Db } from '../../storage/database';
import { adminDb } from './tables';

export async function readConfig<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await adminDb(db).selectFrom('system_config').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return fallback;
  try {
    return { ...fallback, ...JSON.parse(row.value) } as T;
  } catch {
    return fallback;
  }
}

export async function writeConfig(db: Db, key: string, value: unknown, now: number): Promise<void> {
  const json = JSON.stringify(value);
  await adminDb(db)
    .insertInto('system_config')
    .values({ key, value: json, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}
