/**
 * SQL of the plugin market: its sources, the trusted publisher keys and its switches. Platform configuration of
 * the SYS_ADMIN, shared by every tenant (no tenant column).
 */
import type { Db } from '../../storage/database';
import type { MarketSourceTable, MarketTrustedKeyTable } from '../../storage/schema';

export type SourceRow = MarketSourceTable;
export type KeyRow = MarketTrustedKeyTable;

const num = <T extends { created_at: number }>(r: T): T => ({ ...r, created_at: Number(r.created_at) });

export const listSources = (db: Db) =>
  db
    .selectFrom('market_source')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute()
    .then((r) => r.map(num));
export const findSource = (db: Db, id: string) => db.selectFrom('market_source').selectAll().where('id', '=', id).executeTakeFirst();
export const insertSource = (db: Db, row: SourceRow) => db.insertInto('market_source').values(row).execute();
export const deleteSource = (db: Db, id: string) =>
  db
    .deleteFrom('market_source')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => Number(r.numDeletedRows) > 0);

export const listKeys = (db: Db) =>
  db
    .selectFrom('market_trusted_key')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute()
    .then((r) => r.map(num));
export const findKey = (db: Db, id: string) => db.selectFrom('market_trusted_key').selectAll().where('id', '=', id).executeTakeFirst();
export const insertKey = (db: Db, row: KeyRow) => db.insertInto('market_trusted_key').values(row).execute();
export const deleteKey = (db: Db, id: string) =>
  db
    .deleteFrom('market_trusted_key')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => Number(r.numDeletedRows) > 0);

export async function getSetting(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('market_setting').select('value').where('name', '=', name).executeTakeFirst())?.value;
}
export async function setSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('market_setting')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}
