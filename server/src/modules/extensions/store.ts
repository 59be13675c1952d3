/**
 * SQL of installed market extensions: `extension` (one row per extension), `extension_file` (their files, so every
 * server sharing the database can unpack them) and the menu rows (`sys_function`) an extension contributes.
 * Extensions and menus are platform-wide: there is no tenant to scope them by.
 */
import type { Db } from '../../storage/database';

/** The menu rows (pages and folders) every installed extension's claims are checked against. */
export const menuRows = (db: Db) =>
  db.selectFrom('sys_function').select(['name', 'path', 'component', 'extension_id']).where('type', 'in', ['1', '2']).execute();

/** The id of a menu folder by name. */
export async function menuFolderId(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('sys_function').select('id').where('name', '=', name).where('type', '=', '0').executeTakeFirst())?.id;
}

/** Menu entries (not buttons) holding any of these names. */
export const menusNamed = (db: Db, names: string[]) =>
  names.length ? db.selectFrom('sys_function').select(['name', 'extension_id']).where('name', 'in', names).where('type', '<>', '3').execute() : Promise.resolve([]);

export const findExtension = (db: Db, id: string) =>
  db.selectFrom('extension').select(['id', 'version', 'enabled', 'manifest']).where('id', '=', id).executeTakeFirst();

export const enabledExtensions = (db: Db) => db.selectFrom('extension').selectAll().where('enabled', '=', true).orderBy('id').execute();

export const extensionFiles = (db: Db, id: string, version: string) =>
  db.selectFrom('extension_file').select(['path', 'content']).where('extension_id', '=', id).where('version', '=', version).execute();

export interface MenuEntry {
  parent_id: string; name: string; icon: string; component: string; path: string; sort: number; description: string;
}

/** Replaces an extension (row, files, menu entries) in one transaction. */
export async function replaceExtension(
  db: Db, ext: { id: string; version: string; manifest: unknown }, files: Map<string, Buffer>, menus: MenuEntry[], now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_function').where('extension_id', '=', ext.id).execute();
    await trx.deleteFrom('extension').where('id', '=', ext.id).execute();
    await trx.insertInto('extension').values({ id: ext.id, version: ext.version, manifest: JSON.stringify(ext.manifest), enabled: true, installed_at: now }).execute();
    for (const [p, bytes] of files) await trx.insertInto('extension_file').values({ extension_id: ext.id, version: ext.version, path: p, content: bytes }).execute();
    for (const m of menus) {
      await trx.insertInto('sys_function').values({
        id: crypto.randomUUID(), parent_id: m.parent_id, name: m.name, title: `menu.${m.name}`, icon: m.icon, component: m.component, path: m.path,
        sort: m.sort, code: '', type: '1', description: m.description, access: 'common', extension_id: ext.id, created_at: now,
      }).execute();
    }
  });
}

/** Deletes an extension with its menu entries (its files cascade). */
export async function deleteExtension(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_function').where('extension_id', '=', id).execute();
    await trx.deleteFrom('extension').where('id', '=', id).execute();
  });
}
