/** Indexes for the paged lists: users of a tenant newest first, sessions by expiry (purge). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists users_tenant_created_idx on users(tenant_id, created_at desc, email)`.execute(db);
  await sql`create index if not exists session_expires_idx on session(expires_at)`.execute(db);
}
