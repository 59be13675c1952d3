/**
 * Indexes for the plugin editor on the device area's tables (migration 0002 owns them; nothing of it is changed):
 * a tenant's plugins newest first (the editor's list), and devices by plugin (delete is refused while a device
 * uses the plugin). Registered in storage/migrations/index.ts as `0200-device-model`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists device_model_tenant_created_idx on device_model(tenant_id, created_at desc, id desc)`.execute(db);
  await sql`create index if not exists device_type_idx on device(type)`.execute(db);
}
