/**
 * Tables of the administration modules (issue 4): per-tenant state (disabled tenants remember which of their
 * users were enabled, so enabling restores them) and key/value system configuration (notification channels,
 * license). Registered in storage/migrations/index.ts as `0100-admin`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table tenant_state (
    tenant_id text primary key references tenant(id) on delete cascade,
    enabled text not null default '1',
    remark text not null default '',
    disabled_user_ids text not null default '[]')`.execute(db);
  await sql`create table system_config (key text primary key, value text not null, updated_at bigint not null)`.execute(db);
}
