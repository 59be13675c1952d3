/** SQL for the function (permission) table, role grants and the first-start menu seed. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database';
import type { FunctionTable } from '../../storage/schema';
import { MENU_SEED, type SeedFunction } from './menu-seed';

export type FunctionRow = FunctionTable;

/** Seed order is menu order: siblings get sort 10, 20, 30... (ascending sort = top first). */
export async function seedMenu(db: Db, now: number): Promise<number> {
  const rows: FunctionRow[] = [];
  const walk = (nodes: SeedFunction[], parent: string) =>
    nodes.forEach((n, i) => {
      const id = randomUUID();
      rows.push({
        id,
        parent_id: parent,
        name: n.name,
        title: n.title,
        icon: n.icon ?? '',
        component: n.component ?? '',
        path: n.path ?? '',
        sort: (i + 1) * 10,
        code: n.code ?? '',
        type: n.type,
        description: '',
        access: n.access,
        extension_id: null,
        created_at: now,
      });
      walk(n.children ?? [], id);
    });
  walk(MENU_SEED, '0');
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('sys_function')
      .values(rows.slice(i, i + 200))
      .execute();
  invalidateFunctions(db);
  return rows.length;
}

/**
 * Every row, ordered. Read on each /user/function/auth, so cached per database for a few seconds (writers call
 * invalidateFunctions; the TTL bounds staleness when several servers share one PostgreSQL). Callers must not
 * mutate the returned rows.
 */
const CACHE_TTL_MS = 5_000;
const cache = new WeakMap<object, { at: number; rows: Promise<FunctionRow[]> }>();

export function allFunctions(db: Db): Promise<FunctionRow[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.rows;
  // The menu entries of a disabled extension (market rows by owner, built-in ones by view path) stay out until it is enabled again.
  const rows = db
    .selectFrom('sys_function')
    .selectAll()
    .where((eb) => eb.or([eb('extension_id', 'is', null), eb('extension_id', 'not in', eb.selectFrom('extension').select('id').where('enabled', '=', false))]))
    .where((eb) => eb.or([eb('component', '=', ''), eb('component', 'not in', eb.selectFrom('extension_disabled_view').select('component'))]))
    .orderBy('sort')
    .orderBy('name')
    .execute();
  cache.set(db, { at: Date.now(), rows });
  rows.catch(() => cache.delete(db));
  return rows;
}

export function invalidateFunctions(db: Db): void {
  cache.delete(db);
}

export const findFunction = (db: Db, id: string) => db.selectFrom('sys_function').selectAll().where('id', '=', id).executeTakeFirst();
/** A menu, directory or page of that (route) name; buttons may share names. */
export const findFunctionByName = (db: Db, name: string) =>
  db.selectFrom('sys_function').selectAll().where('name', '=', name).where('type', '<>', '3').executeTakeFirst();

export async function insertFunction(db: Db, f: Omit<FunctionRow, 'id'>): Promise<FunctionRow> {
  const row = { id: randomUUID(), ...f };
  await db.insertInto('sys_function').values(row).execute();
  invalidateFunctions(db);
  return row;
}

/** Function ids granted to the given roles. */
export async function grantedFunctionIds(db: Db, roleIds: string[]): Promise<Set<string>> {
  if (!roleIds.length) return new Set();
  const rows = await db.selectFrom('role_function').select('function_id').where('role_id', 'in', roleIds).execute();
  return new Set(rows.map((r) => r.function_id));
}

/** The user's tenant-wide roles, plus the roles of `siteId` when the request is inside that site. */
export async function roleIdsOfUser(db: Db, userId: string, siteId?: string | null): Promise<string[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('user_role.role_id')
    .where('user_role.user_id', '=', userId)
    .where((eb) => (siteId ? eb.or([eb('role.site_id', 'is', null), eb('role.site_id', '=', siteId)]) : eb('role.site_id', 'is', null)))
    .execute();
  return rows.map((r) => r.role_id);
}

export async function updateFunction(db: Db, row: FunctionRow): Promise<void> {
  const { id, ...rest } = row;
  await db.updateTable('sys_function').set(rest).where('id', '=', id).execute();
}

export async function hasChildFunction(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('sys_function').select('id').where('parent_id', '=', id).executeTakeFirst());
}

export async function deleteFunction(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sys_function').where('id', '=', id).execute();
}
