/**
 * The open API's rate counter shared by every server of a deployment on PostgreSQL: one row per app (or data
 * service) and one-minute window, raised by an atomic upsert that stops at the app's limit.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists openapi_rate_window (
    bucket text not null, window_start bigint not null, n integer not null,
    primary key (bucket, window_start))`.execute(db);
}
