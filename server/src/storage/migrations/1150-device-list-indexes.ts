/**
 * Indexes for the device list at 100 000 devices: the newest-first page of a tenant (a top-N over an index, not a
 * sort of every row) and search by a substring of the name (a trigram index; `ilike '%…%'` uses it from 3
 * characters). pg_trgm ships with PostgreSQL and PGlite; where the role may not create extensions (a managed
 * database), the search stays correct without the index and the start says so.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The list filters top-level devices (`parent_id = ''`) unless it asks for a gateway's children: both lead the key.
  await sql`create index if not exists device_tenant_parent_created_idx on device(tenant_id, parent_id, created_at desc, id)`.execute(db);
  // The migrations run in one transaction: a refused CREATE EXTENSION must not abort the others.
  await sql`savepoint tessera_trgm`.execute(db);
  try {
    // In `public` when first installed: a per-tenant or test schema that is dropped later must not take it along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint tessera_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint tessera_trgm`.execute(db);
    return;
  }
  // The operator class lives in whatever schema holds the extension (an earlier install may have chosen another).
  const where = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = where.rows[0]?.schema ?? 'public';
  await sql`create index if not exists device_name_trgm_idx on device using gin (name ${sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`)})`.execute(db);
}
