/**
 * SQL of extensions: `extension` (one row per market extension), `extension_file` (their files, so every server
 * sharing the database can unpack them), the menu rows (`sys_function`) an extension contributes, and the enabled
 * state of built-ins. Extensions and menus are platform-wide: there is no tenant to scope them by.
 */
import type { Db } from '../../storage/database';

export interface InstalledRow {
  id: string;
  version: string;
  manifest: unknown;
  enabled: boolean;
  installed_at: number;
  signer: string | null;
}

/** Every market extension, enabled or not, with who signed its pack. */
export const installedRows = (db: Db): Promise<InstalledRow[]> =>
  db
    .selectFrom('extension')
    .select(['id', 'version', 'manifest', 'enabled', 'installed_at', 'signer'])
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, installed_at: Number(r.installed_at), signer: r.signer ?? null })));

export async function disabledBuiltins(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('extension_builtin_state').select('id').where('enabled', '=', false).execute();
  return new Set(rows.map((r) => r.id));
}

/** `views`: the built-in's view paths, whose menu rows stay out of every menu tree while it is disabled. */
export async function setBuiltinEnabled(db: Db, id: string, enabled: boolean, views: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('extension_builtin_state')
      .values({ id, enabled })
      .onConflict((oc) => oc.column('id').doUpdateSet({ enabled }))
      .execute();
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

/** The menu rows (pages and folders) every installed extension's claims are checked against. */
export const menuRows = (db: Db) =>
  db.selectFrom('sys_function').select(['name', 'path', 'component', 'extension_id']).where('type', 'in', ['1', '2']).execute();

/** The id of a menu folder by name. */
export async function menuFolderId(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('sys_function').select('id').where('name', '=', name).where('type', '=', '0').executeTakeFirst())?.id;
}

/** Menu entries (not buttons) holding any of these names. */
export const menusNamed = (db: Db, names: string[]) =>
  names.length
    ? db.selectFrom('sys_function').select(['name', 'extension_id']).where('name', 'in', names).where('type', '<>', '3').execute()
    : Promise.resolve([]);

export const findExtension = (db: Db, id: string) =>
  db.selectFrom('extension').select(['id', 'version', 'enabled', 'manifest']).where('id', '=', id).executeTakeFirst();

export const extensionFiles = (db: Db, id: string, version: string) =>
  db.selectFrom('extension_file').select(['path', 'content']).where('extension_id', '=', id).where('version', '=', version).execute();

export interface MenuEntry {
  parent_id: string;
  name: string;
  icon: string;
  component: string;
  path: string;
  sort: number;
  description: string;
  /** `sys_function.access`: which authorities see it. */
  access: string;
  /** A permission-tree entry the caller must hold, if any. */
  requires: string | null;
}

/** Replaces an extension (row, files, menu entries) in one transaction. */
export async function replaceExtension(
  db: Db,
  ext: { id: string; version: string; manifest: unknown; signer: string | null },
  files: Map<string, Buffer>,
  menus: MenuEntry[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_function').where('extension_id', '=', ext.id).execute();
    await trx.deleteFrom('extension').where('id', '=', ext.id).execute();
    await trx
      .insertInto('extension')
      .values({
        id: ext.id,
        version: ext.version,
        manifest: JSON.stringify(ext.manifest),
        enabled: true,
        installed_at: now,
        signer: ext.signer,
      })
      .execute();
    for (const [p, bytes] of files)
      await trx.insertInto('extension_file').values({ extension_id: ext.id, version: ext.version, path: p, content: bytes }).execute();
    for (const m of menus) {
      await trx
        .insertInto('sys_function')
        .values({
          id: crypto.randomUUID(),
          parent_id: m.parent_id,
          name: m.name,
          title: `menu.${m.name}`,
          icon: m.icon,
          component: m.component,
          path: m.path,
          sort: m.sort,
          code: '',
          type: '1',
          description: m.description,
          access: m.access,
          extension_id: ext.id,
          created_at: now,
          requires: m.requires,
        })
        .execute();
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
