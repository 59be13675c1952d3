/**
 * Secrets every server of a deployment must share (the JWT signing key): on PostgreSQL several servers use one
 * schema, so the key lives here instead of in each server's data dir. Created once by whichever server starts first.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table server_secret (
    name text primary key,
    value text not null,
    created_at bigint not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table server_secret`.execute(db);
}
