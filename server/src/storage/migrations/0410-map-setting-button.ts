/**
 * The device map's settings button (`device:map:edit`, issue 5) for databases seeded before it existed; a fresh
 * database gets it from the menu seed, which runs after the migrations. Registered as `0410-map-setting-button`.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into sys_function (id, parent_id, name, title, icon, component, path, sort, code, type, description, access, extension_id, created_at)
    select ${randomUUID()}, f.id, 'device_map_edit', 'button.edit', '', '', '', 10, 'device:map:edit', '3', '', 'tenant', null, f.created_at
    from sys_function f
    where f.name = 'deviceMap' and f.type = '1'
      and not exists (select 1 from sys_function b where b.parent_id = f.id and b.code = 'device:map:edit')`.execute(db);
}
