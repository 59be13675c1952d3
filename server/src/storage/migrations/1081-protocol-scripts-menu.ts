/**
 * The protocol scripts page (Application management → protocol scripts, issue 15) for databases seeded before it
 * existed; a fresh database gets it from the menu seed, which runs after the migrations. Registered as
 * `1081-protocol-scripts-menu`.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const parent = await sql<{
    id: string;
    created_at: number;
  }>`select id, created_at from sys_function where name = 'applicationManagement' and type = '0'`.execute(db);
  const dir = parent.rows[0];
  if (!dir) return; // not seeded yet: the seed adds the page
  const exists = await sql`select 1 from sys_function where name = 'protocolScripts' and type = '1'`.execute(db);
  if (exists.rows.length) return;
  const menuId = randomUUID();
  await sql`insert into sys_function (id, parent_id, name, title, icon, component, path, sort, code, type, description, access, extension_id, created_at)
    values (${menuId}, ${dir.id}, 'protocolScripts', 'menu.protocolScripts', 'code', '/pages/market/protocol-scripts', '/apps/protocol-scripts', 40, '', '1', '', 'tenant', null, ${dir.created_at})`.execute(
    db,
  );
  for (const [i, verb] of ['add', 'edit', 'del'].entries()) {
    await sql`insert into sys_function (id, parent_id, name, title, icon, component, path, sort, code, type, description, access, extension_id, created_at)
      values (${randomUUID()}, ${menuId}, ${`protocol_script_${verb}`}, ${`button.${verb}`}, '', '', '', ${(i + 1) * 10}, ${`protocol:script:${verb}`}, '3', '', 'tenant', null, ${dir.created_at})`.execute(
      db,
    );
  }
}
