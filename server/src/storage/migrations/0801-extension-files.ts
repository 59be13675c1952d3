/**
 * The files of installed extension packs, so every server sharing the database can serve them (each server
 * unpacks them into its own data dir on first request). Rows go with their extension row.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table extension_file (
    extension_id text not null references extension(id) on delete cascade,
    version text not null,
    path text not null,
    content bytea not null,
    primary key (extension_id, version, path))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table extension_file`.execute(db);
}
