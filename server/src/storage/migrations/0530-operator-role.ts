/**
 * Menus trimmed by role, for databases seeded before it (a fresh database gets all of it from the seed, which runs
 * after the migrations):
 * - site users, site roles and the site list's buttons become tenant functions (the system admin manages tenants,
 *   not their sites) and system setup a system-admin function; grants of rows a tenant can no longer hold are dropped;
 * - seeded roles carry a `seed_key`, so their name and description are shown in the reader's language until an
 *   administrator renames them;
 * - the demo tenant user's old "Operator" role, which granted every tenant screen, becomes the operator role
 *   (monitoring, map, data, alerts, logs — no administration); a demo user with no role at all gets one.
 * Constants are copied here on purpose: a migration never imports live code.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

const DEMO_TENANT_USER = 'user@tessera.local';
const OLD_OPERATOR = { name: 'Operator', describe: 'Read-only access to the tenant screens' };
const OPERATOR = { name: '操作员', describe: '设备监控、地图、数据导出、告警与日志，不含管理功能', seedKey: 'operator' };
const OPERATOR_GRANTS = [
  'home',
  'deviceAccess',
  'deviceGroups',
  'deviceList',
  'monitoring',
  'monitoringList',
  'device_command_send',
  'device_attribute_send',
  'monitoringRealtime',
  'deviceDetail',
  'monitoringBms',
  'monitoringPcs',
  'monitoringPack',
  'monitoringControl',
  'deviceMap',
  'dataManagement',
  'data_export',
  'alertMessage',
  'alert_handle',
  'alert_ignore',
  'systemLog',
  'operationLog',
  'equipmentLog',
];

/** Sets the access flag of the named menus and of every button under them. */
async function setAccess(db: Kysely<any>, names: string[], access: string): Promise<void> {
  await db.updateTable('sys_function').set({ access }).where('name', 'in', names).where('type', '=', '1').execute();
  await db
    .updateTable('sys_function')
    .set({ access })
    .where('parent_id', 'in', db.selectFrom('sys_function').select('id').where('name', 'in', names).where('type', '=', '1'))
    .execute();
}

async function grantOperator(db: Kysely<any>, roleId: string): Promise<void> {
  await db.deleteFrom('role_function').where('role_id', '=', roleId).execute();
  const rows = await db.selectFrom('sys_function').select('id').where('name', 'in', OPERATOR_GRANTS).where('access', '<>', 'sysadmin').execute();
  if (rows.length)
    await db
      .insertInto('role_function')
      .values(rows.map((r: { id: string }) => ({ role_id: roleId, function_id: r.id })))
      .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table role add column seed_key text`.execute(db);
  await setAccess(db, ['siteUsers', 'siteRoles'], 'tenant');
  await setAccess(db, ['systemSetup'], 'sysadmin');
  // The site list stays for everyone, but adding, editing and deleting sites is a tenant's business.
  await db
    .updateTable('sys_function')
    .set({ access: 'tenant' })
    .where('type', '=', '3')
    .where('parent_id', 'in', db.selectFrom('sys_function').select('id').where('name', '=', 'multisiteList').where('type', '=', '1'))
    .execute();
  await db
    .deleteFrom('role_function')
    .where('role_id', 'in', db.selectFrom('role').select('id').where('tenant_id', 'is not', null))
    .where('function_id', 'in', db.selectFrom('sys_function').select('id').where('access', '=', 'sysadmin'))
    .execute();

  const demoUsers = await db
    .selectFrom('users')
    .select(['id', 'tenant_id', 'created_at'])
    .where('email', '=', DEMO_TENANT_USER)
    .where('authority', '=', 'TENANT_USER')
    .where('tenant_id', 'is not', null)
    .execute();
  for (const user of demoUsers) {
    const old = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', user.tenant_id)
      .where('site_id', 'is', null)
      .where('role_name', '=', OLD_OPERATOR.name)
      .where('role_describe', '=', OLD_OPERATOR.describe)
      .executeTakeFirst();
    if (old) {
      await db
        .updateTable('role')
        .set({ role_name: OPERATOR.name, role_describe: OPERATOR.describe, seed_key: OPERATOR.seedKey })
        .where('id', '=', old.id)
        .execute();
      await grantOperator(db, old.id);
      continue;
    }
    const held = await db.selectFrom('user_role').select('role_id').where('user_id', '=', user.id).executeTakeFirst();
    if (held) continue; // an administrator chose this user's roles: keep them
    const taken = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', user.tenant_id)
      .where('site_id', 'is', null)
      .where('role_name', '=', OPERATOR.name)
      .executeTakeFirst();
    const roleId = taken?.id ?? randomUUID();
    if (!taken) {
      await db
        .insertInto('role')
        .values({
          id: roleId,
          tenant_id: user.tenant_id,
          site_id: null,
          role_name: OPERATOR.name,
          role_describe: OPERATOR.describe,
          parent_id: '0',
          created_at: user.created_at,
          seed_key: OPERATOR.seedKey,
        })
        .execute();
      await grantOperator(db, roleId);
    }
    await db.insertInto('user_role').values({ user_id: user.id, role_id: roleId }).execute();
  }
}
