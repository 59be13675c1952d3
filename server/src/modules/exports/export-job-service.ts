/**
 * Background exports: a queue in the `export_job` table run one job at a time per server, each writing its file
 * under `<data>/exports/<tenant>/<id>.<ext>` (through a `.part` file, so a half-written file is never served).
 * A start marks jobs left `running` failed (their writer died with the old process), sweeps files and rows older
 * than RETENTION_MS, and picks up queued jobs; the sweep repeats hourly.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../app-context';
import { ApiError, businessError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { Caller } from '../../http/route';
import { exportScope, formatOf, type ExportRequest } from '../telemetry/csv-export';
import { countExportRows, exportPages, writeExport, type ExportFormat } from './export-writer';
import { EXPORT_TEXT } from './messages';
import * as store from './job-store';
import type { JobRow, JobStatus } from './job-store';
import { isLocalizedText, localize, type Lang } from '../../i18n/localized-text';

/** Above this many points the console runs the export as a background job. */
export const BACKGROUND_THRESHOLD = 200_000;
export const RETENTION_MS = 7 * 86_400_000;
const SWEEP_MS = 3_600_000;
export const MSG_JOB_NOT_FOUND = EXPORT_TEXT.jobNotFound;
export const MSG_JOB_NOT_READY = EXPORT_TEXT.jobNotReady;
/**
 * A job's error is stored as the JSON of its six-language text (older rows hold the Chinese restart text) and read
 * back in the reader's language; an error without a text (a disk failure) is stored as it is.
 */
export const MSG_RESTARTED = JSON.stringify(EXPORT_TEXT.restarted);
const storedError = (e: unknown) => (e instanceof ApiError && typeof e.text !== 'string' ? JSON.stringify(e.text) : (e as Error).message || String(e));
function readError(stored: string | null, lang: Lang): string | null {
  if (stored === null || stored === EXPORT_TEXT.restarted.ch) return stored && localize(EXPORT_TEXT.restarted, lang);
  if (!stored.startsWith('{')) return stored;
  try {
    const text: unknown = JSON.parse(stored);
    return isLocalizedText(text) ? localize(text, lang) : stored;
  } catch {
    return stored;
  }
}

export type { JobStatus } from './job-store';

/** A job's request as stored: the body plus the site limit of the user who queued it (null: the whole tenant). */
type StoredRequest = ExportRequest & { site_ids: string[] | null };

export interface ExportJob {
  id: string; format: ExportFormat; status: JobStatus; rows_done: number; rows_total: number | null;
  created_at: number; finished_at: number | null; error: string | null; file_size: number | null;
}

const num = (v: string | number | null) => (v === null || v === undefined ? null : Number(v));
const publicOf = (r: JobRow, lang: Lang = 'ch'): ExportJob => ({
  id: r.id, format: r.format, status: r.status, rows_done: Number(r.rows_done), rows_total: num(r.rows_total),
  created_at: Number(r.created_at), finished_at: num(r.finished_at), error: readError(r.error, lang), file_size: num(r.file_size),
});

class Aborted extends Error {}

export class ExportJobService {
  private running?: Promise<void>;
  private current?: string;
  private readonly cancelled = new Set<string>();
  private closed = false;
  private timer?: NodeJS.Timeout;

  constructor(private readonly ctx: AppContext) {}

  private get db() { return this.ctx.db; }
  private tenantOf(caller: Caller): string {
    if (!caller.tenant_id) throw businessError(MSG_JOB_NOT_FOUND);
    return caller.tenant_id;
  }
  fileOf(tenantId: string, id: string, format: ExportFormat): string {
    return path.join(this.ctx.config.dataDir, 'exports', tenantId, `${id}.${format}`);
  }

  async start(): Promise<void> {
    await store.failRunningJobs(this.db, MSG_RESTARTED, this.ctx.clock.now());
    await this.sweep();
    this.timer = setInterval(() => void this.sweep().catch((e) => this.ctx.log.warn(`export sweep: ${(e as Error).message}`)), SWEEP_MS);
    this.timer.unref();
    this.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.current) this.cancelled.add(this.current);
    await this.running?.catch(() => undefined);
  }

  /** Validates like the streamed route, then queues. */
  async create(caller: Caller, body: ExportRequest, siteIds?: string[]): Promise<{ id: string; rows_total: number }> {
    const tenantId = this.tenantOf(caller);
    const format = formatOf(body.format);
    const scope = await exportScope(this.ctx.db, tenantId, body, siteIds);
    // The job runs later with the site limit of its creator (stored by us; a body's own site_ids is overwritten).
    const request: StoredRequest = { ...body, site_ids: siteIds ?? null };
    const total = await countExportRows(this.db, scope);
    const id = randomUUID();
    await store.insertJob(this.db, { id, tenantId, userId: caller.id, format, request, total, now: this.ctx.clock.now() });
    this.kick();
    return { id, rows_total: total };
  }

  /** The caller's own jobs, newest first. */
  async list(caller: Caller, body: PageRequest, lang: Lang) {
    const tenantId = this.tenantOf(caller);
    const win = pageWindow(body);
    const { total, rows } = await store.listJobs(this.db, tenantId, caller.id, win.offset, win.per_page);
    return pageOf(win, total, rows.map((r) => publicOf(r, lang)));
  }

  /** A job of the caller's (never another user's or tenant's: those read as missing). */
  async get(caller: Caller, id: string): Promise<ExportJob & { tenant_id: string }> {
    const tenantId = this.tenantOf(caller);
    const row = await store.findJob(this.db, tenantId, caller.id, id);
    if (!row) throw businessError(MSG_JOB_NOT_FOUND);
    return { ...publicOf(row), tenant_id: row.tenant_id };
  }

  /** The finished file of a job the caller owns. */
  async file(caller: Caller, id: string): Promise<{ file: string; job: ExportJob }> {
    const job = await this.get(caller, id);
    if (job.status !== 'done') throw businessError(MSG_JOB_NOT_READY);
    const file = this.fileOf(job.tenant_id, job.id, job.format);
    if (!fs.existsSync(file)) throw businessError(MSG_JOB_NOT_FOUND);
    return { file, job };
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const job = await this.get(caller, id);
    this.cancelled.add(id);
    await store.deleteJob(this.db, job.tenant_id, id);
    await this.unlink(job.tenant_id, id, job.format);
  }

  private async unlink(tenantId: string, id: string, format: ExportFormat) {
    const file = this.fileOf(tenantId, id, format);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}.part`, { force: true });
  }

  /** Drops jobs and files older than the retention (files by mtime too, so orphans go as well). */
  async sweep(): Promise<void> {
    const cutoff = this.ctx.clock.now() - RETENTION_MS;
    const old = await store.deleteJobsBefore(this.db, cutoff);
    for (const r of old) await this.unlink(r.tenant_id, r.id, r.format);
    const root = path.join(this.ctx.config.dataDir, 'exports');
    for (const tenant of await fsp.readdir(root).catch(() => [] as string[])) {
      for (const name of await fsp.readdir(path.join(root, tenant)).catch(() => [] as string[])) {
        const file = path.join(root, tenant, name);
        const st = await fsp.stat(file).catch(() => null);
        if (st && st.mtimeMs < cutoff) await fsp.rm(file, { force: true });
      }
    }
  }

  private kick(): void {
    if (this.running || this.closed) return;
    this.running = this.drain().catch((e) => this.ctx.log.error(`export queue: ${(e as Error).message}`)).finally(() => {
      this.running = undefined;
    });
  }

  /** One job at a time: claim the oldest queued job (atomically, so servers sharing a database never both run it). */
  private async drain(): Promise<void> {
    while (!this.closed) {
      const row = await store.claimNextJob(this.db);
      if (!row) return;
      await this.run(row);
    }
  }

  private async run(row: JobRow): Promise<void> {
    const { id, tenant_id: tenantId, format } = row;
    this.current = id;
    const file = this.fileOf(tenantId, id, format);
    try {
      const body = (typeof row.request === 'string' ? JSON.parse(row.request) : row.request) as StoredRequest;
      const scope = await exportScope(this.db, tenantId, body, body.site_ids ?? undefined);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const out = fs.createWriteStream(`${file}.part`);
      const closed = new Promise<void>((resolve, reject) => { out.once('close', resolve); out.once('error', reject); });
      const rows = await writeExport(format, exportPages(this.db, scope), out, async (done) => {
        if (this.cancelled.has(id)) throw this.closed ? businessError(EXPORT_TEXT.restarted) : new Aborted('deleted');
        await store.setJobProgress(this.db, id, done);
      }).catch((e) => { out.destroy(); throw e; });
      await closed;
      await fsp.rename(`${file}.part`, file);
      const size = (await fsp.stat(file)).size;
      if (!(await store.finishJob(this.db, id, rows, size, this.ctx.clock.now()))) await this.unlink(tenantId, id, format);
    } catch (e) {
      await fsp.rm(`${file}.part`, { force: true });
      const message = storedError(e);
      await store.failJob(this.db, id, message, this.ctx.clock.now());
    } finally {
      this.cancelled.delete(id);
      this.current = undefined;
    }
  }
}
