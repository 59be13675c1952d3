/**
 * The dashboard editor and view pages (issue 17) for databases seeded before they existed; a fresh database gets
 * them from the menu seed, which runs after the migrations. Registered as `0821-dashboard-pages`.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

const PAGES = [
  { name: 'dashboardEditor', path: '/visualization/editor', component: '/pages/visualization/editor', sort: 1000 },
  { name: 'dashboardView', path: '/visualization/view', component: '/pages/visualization/view', sort: 1001 },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const p of PAGES) {
    await sql`insert into sys_function (id, parent_id, name, title, icon, component, path, sort, code, type, description, access, extension_id, created_at)
      select ${randomUUID()}, '0', ${p.name}, ${`menu.${p.name}`}, '', ${p.component}, ${p.path}, ${p.sort}, '', '2', '', 'tenant', null, f.created_at
      from sys_function f
      where f.name = 'visualization' and f.type = '1'
        and not exists (select 1 from sys_function x where x.name = ${p.name})`.execute(db);
  }
}
