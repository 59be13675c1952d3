/**
 * SQL for custom roles, their function grants (`role_function`) and user bindings (`user_role`). Every role query
 * is narrowed to one area: a tenant (null: SYS_ADMIN's platform roles) and a site (null: the tenant-wide roles).
 */
import type { Db } from '../../storage/database';
import type { RoleTable } from '../../storage/schema';
import { escapeLike } from '../../storage/like';

export interface RoleArea {
  tenantId: string | null;
  siteId: string | null;
}

/** Sortable API fields of `/user/role/list` and their columns. */
export const ROLE_SORT_COLUMNS = { role_name: 'role_name', role_describe: 'role_describe', created_at: 'created_at' } as const;
export type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[keyof typeof ROLE_SORT_COLUMNS];

function scoped(db: Db, { tenantId, siteId }: RoleArea) {
  const q = db.selectFrom('role');
  const tenant = tenantId === null ? q.where('tenant_id', 'is', null) : q.where('tenant_id', '=', tenantId);
  return siteId ? tenant.where('site_id', '=', siteId) : tenant.where('site_id', 'is', null);
}

export const findRole = (db: Db, area: RoleArea, id: string) => scoped(db, area).selectAll().where('id', '=', id).executeTakeFirst();

export async function roleNameTaken(db: Db, area: RoleArea, name: string): Promise<boolean> {
  return !!(await scoped(db, area).select('id').where('role_name', '=', name).executeTakeFirst());
}

export async function listRoles(
  db: Db,
  area: RoleArea,
  f: { role_name?: string; sort?: { column: RoleSortColumn; order: 'asc' | 'desc' } },
  offset: number,
  limit: number,
) {
  let q = scoped(db, area);
  if (f.role_name) q = q.where('role_name', 'ilike', `%${escapeLike(f.role_name)}%`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ordered = f.sort ? q.orderBy(f.sort.column, f.sort.order) : q.orderBy('created_at');
  const rows = await ordered.selectAll().orderBy('role_name').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

export async function insertRole(db: Db, row: RoleTable): Promise<void> {
  await db.insertInto('role').values(row).execute();
}

export async function updateRole(db: Db, role: RoleTable): Promise<void> {
  await db
    .updateTable('role')
    .set({ role_name: role.role_name, role_describe: role.role_describe, parent_id: role.parent_id, seed_key: role.seed_key })
    .where('id', '=', role.id)
    .execute();
}

export async function roleIsBound(db: Db, roleId: string): Promise<boolean> {
  return !!(await db.selectFrom('user_role').select('user_id').where('role_id', '=', roleId).executeTakeFirst());
}

export async function deleteRole(db: Db, roleId: string): Promise<void> {
  await db.deleteFrom('role').where('id', '=', roleId).execute();
}

export async function roleFunctionIds(db: Db, roleId: string): Promise<string[]> {
  return (await db.selectFrom('role_function').select('function_id').where('role_id', '=', roleId).execute()).map((r) => r.function_id);
}

/** Replaces a role's whole grant set. */
export async function replaceRoleFunctions(db: Db, roleId: string, functionIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_function').where('role_id', '=', roleId).execute();
    if (functionIds.length)
      await trx
        .insertInto('role_function')
        .values(functionIds.map((function_id) => ({ role_id: roleId, function_id })))
        .execute();
  });
}

/** A user's roles within one area. */
export async function userRoleIds(db: Db, area: RoleArea, userId: string): Promise<string[]> {
  return (await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).where('role_id', 'in', scoped(db, area).select('id')).execute()).map(
    (r) => r.role_id,
  );
}

/** Replaces a user's roles within one area; the roles of other areas (other sites) stay as they are. */
export async function replaceUserRoles(db: Db, area: RoleArea, userId: string, roleIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_role').where('user_id', '=', userId).where('role_id', 'in', scoped(trx, area).select('id')).execute();
    if (roleIds.length)
      await trx
        .insertInto('user_role')
        .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
  });
}
