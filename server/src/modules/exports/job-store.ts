/** SQL of the background export jobs (`export_job`): every read and delete of a caller is scoped to its tenant and user. */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { ExportRequest } from '../telemetry/csv-export';
import type { ExportFormat } from './export-writer';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: string;
  format: ExportFormat;
  status: JobStatus;
  error: string | null;
  tenant_id: string;
  user_id: string;
  request: ExportRequest | string;
  rows_done: string | number;
  rows_total: string | number | null;
  created_at: string | number;
  finished_at: string | number | null;
  file_size: string | number | null;
}

/** Jobs left running by a stopped server fail with `error`: all of them, or those whose heartbeat is older than `staleBefore`. */
export async function failRunningJobs(db: Db, error: string, now: number, staleBefore?: number): Promise<void> {
  await sql`update export_job set status = 'failed', error = ${error}, finished_at = ${now}
    where status = 'running' ${staleBefore === undefined ? sql`` : sql`and coalesce(heartbeat_at, created_at) < ${staleBefore}`}`.execute(db);
}

export async function insertJob(
  db: Db,
  j: { id: string; tenantId: string; userId: string; format: ExportFormat; request: unknown; total: number; now: number },
): Promise<void> {
  await sql`insert into export_job (id, tenant_id, user_id, format, request, status, rows_total, created_at)
    values (${j.id}, ${j.tenantId}, ${j.userId}, ${j.format}, ${JSON.stringify(j.request)}::jsonb, 'queued', ${j.total}, ${j.now})`.execute(db);
}

/** One page of a user's jobs, newest first. */
export async function listJobs(db: Db, tenantId: string, userId: string, offset: number, limit: number): Promise<{ total: number; rows: JobRow[] }> {
  const total = Number(
    (await sql<{ n: string }>`select count(*) as n from export_job where tenant_id = ${tenantId} and user_id = ${userId}`.execute(db)).rows[0].n,
  );
  const rows = (
    await sql<JobRow>`select * from export_job where tenant_id = ${tenantId} and user_id = ${userId}
    order by created_at desc, id limit ${limit} offset ${offset}`.execute(db)
  ).rows;
  return { total, rows };
}

export async function findJob(db: Db, tenantId: string, userId: string, id: string): Promise<JobRow | undefined> {
  return (await sql<JobRow>`select * from export_job where id = ${id} and tenant_id = ${tenantId} and user_id = ${userId}`.execute(db)).rows[0];
}

export async function deleteJob(db: Db, tenantId: string, id: string): Promise<void> {
  await sql`delete from export_job where id = ${id} and tenant_id = ${tenantId}`.execute(db);
}

/** Deletes the finished jobs created before `cutoff` (ms); returns what their files were. */
export async function deleteJobsBefore(db: Db, cutoff: number): Promise<Pick<JobRow, 'id' | 'tenant_id' | 'format'>[]> {
  return (await sql<JobRow>`delete from export_job where created_at < ${cutoff} and status <> 'running' returning id, tenant_id, format`.execute(db)).rows;
}

/** Claims the oldest queued job atomically (servers sharing a database never both run it). */
export async function claimNextJob(db: Db, now: number): Promise<JobRow | undefined> {
  return (
    await sql<JobRow>`update export_job set status = 'running', heartbeat_at = ${now} where id = (
      select id from export_job where status = 'queued' order by created_at, id limit 1) and status = 'queued'
    returning *`.execute(db)
  ).rows[0];
}

/** Progress, and the heartbeat that tells other servers the job's runner is alive. */
export async function setJobProgress(db: Db, id: string, done: number, now: number): Promise<void> {
  await sql`update export_job set rows_done = ${done}, heartbeat_at = ${now} where id = ${id}`.execute(db);
}

export async function touchJob(db: Db, id: string, now: number): Promise<void> {
  await sql`update export_job set heartbeat_at = ${now} where id = ${id}`.execute(db);
}

/** One piece of a finished job's file (shared databases: any server can then hand the file out). */
export async function putFileChunk(db: Db, id: string, seq: number, data: Buffer): Promise<void> {
  await sql`insert into export_file_chunk (job_id, seq, data) values (${id}, ${seq}, ${data})`.execute(db);
}

export async function fileChunk(db: Db, id: string, seq: number): Promise<Buffer | undefined> {
  const row = (await sql<{ data: Uint8Array }>`select data from export_file_chunk where job_id = ${id} and seq = ${seq}`.execute(db)).rows[0];
  return row ? Buffer.from(row.data) : undefined;
}

export async function hasFileChunks(db: Db, id: string): Promise<boolean> {
  return (await sql`select 1 from export_file_chunk where job_id = ${id} and seq = 0`.execute(db)).rows.length > 0;
}

/** Marks a job done; false when it was deleted meanwhile. */
export async function finishJob(db: Db, id: string, rows: number, size: number, now: number): Promise<boolean> {
  const kept = await sql`update export_job set status = 'done', rows_done = ${rows}, rows_total = ${rows}, file_size = ${size},
    finished_at = ${now} where id = ${id} returning id`.execute(db);
  return kept.rows.length > 0;
}

export async function failJob(db: Db, id: string, error: string, now: number): Promise<void> {
  await sql`update export_job set status = 'failed', error = ${error}, finished_at = ${now} where id = ${id}`.execute(db);
}
