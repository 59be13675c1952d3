/** SQL of the first-start seed (seed.ts): what it checks and the demo user's site grant and operator role. */
import { randomUUID } from 'node:crypto';
import type { Db } from './storage/database';

export async function countFunctions(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('sys_function')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function anyUserExists(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

export async function grantSite(db: Db, siteId: string, userId: string): Promise<void> {
  await db.insertInto('site_user').values({ site_id: siteId, user_id: userId }).execute();
}

/** A tenant-wide role keeping its seed key, granted the named functions of the tenant tier, bound to one user. */
export async function insertSeededRole(
  db: Db,
  r: { tenantId: string; name: string; describe: string; seedKey: string; grants: readonly string[]; userId: string; now: number },
): Promise<void> {
  const roleId = randomUUID();
  await db
    .insertInto('role')
    .values({
      id: roleId,
      tenant_id: r.tenantId,
      site_id: null,
      role_name: r.name,
      role_describe: r.describe,
      parent_id: '0',
      created_at: r.now,
      seed_key: r.seedKey,
    })
    .execute();
  const grants = await db
    .selectFrom('sys_function')
    .select('id')
    .where('name', 'in', [...r.grants])
    .where('access', 'in', ['tenant', 'common'])
    .execute();
  if (grants.length)
    await db
      .insertInto('role_function')
      .values(grants.map((v) => ({ role_id: roleId, function_id: v.id })))
      .execute();
  await db.insertInto('user_role').values({ user_id: r.userId, role_id: roleId }).execute();
}
