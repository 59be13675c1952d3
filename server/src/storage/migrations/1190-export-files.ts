/**
 * Export files any server can hand out: on PostgreSQL (where several servers may share the database) a finished
 * job's file is also stored in `export_file_chunk` (1 MiB rows), so a download answered by another server than the
 * one that ran the job streams it from there. `heartbeat_at` lets a server tell a job whose runner died (on
 * another server) from one still running.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table export_job add column if not exists heartbeat_at bigint`.execute(db);
  await sql`create table if not exists export_file_chunk (
    job_id text not null references export_job(id) on delete cascade, seq integer not null, data bytea not null,
    primary key (job_id, seq))`.execute(db);
}
