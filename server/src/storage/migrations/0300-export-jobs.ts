/** Background telemetry exports (issue 5): one row per job; the file lives in `<data>/exports/<tenant>/<id>.<ext>`. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists export_job (
    id text primary key,
    tenant_id text not null,
    user_id text not null,
    format text not null,
    request jsonb not null,
    status text not null,
    rows_done bigint not null default 0,
    rows_total bigint,
    created_at bigint not null,
    finished_at bigint,
    error text,
    file_size bigint
  )`.execute(db);
  await sql`create index if not exists export_job_owner_idx on export_job(tenant_id, user_id, created_at desc)`.execute(db);
  await sql`create index if not exists export_job_status_idx on export_job(status, created_at)`.execute(db);
}
