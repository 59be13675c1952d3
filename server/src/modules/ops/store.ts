/** SQL of the operator endpoints: readiness and pool figures. */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';

/** Names of the migrations this database has run; doubles as the "database reachable" probe. */
export async function appliedMigrations(db: Db): Promise<Set<string>> {
  const rows = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows;
  return new Set(rows.map((r) => r.name));
}
