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
import { Readable } from 'node:stream';
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
/** A running job whose heartbeat is older than this has lost its server (several servers share the database). */
export const STALE_JOB_MS = 120_000;
/** How often a shared database checks for such jobs, and the size of the stored file's pieces. */
const STALE_CHECK_MS = 60_000;
export const FILE_CHUNK_BYTES = 1024 * 1024;
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
  id: string;
  format: ExportFormat;
  status: JobStatus;
  rows_done: number;
  rows_total: number | null;
  created_at: number;
  finished_at: number | null;
  error: string | null;
  file_size: number | null;
}

const num = (v: string | number | null) => (v === null || v === undefined ? null : Number(v));
const publicOf = (r: JobRow, lang: Lang = 'ch'): ExportJob => ({
  id: r.id,
  format: r.format,
  status: r.status,
  rows_done: Number(r.rows_done),
  rows_total: num(r.rows_total),
  created_at: Number(r.created_at),
  finished_at: num(r.finished_at),
  error: readError(r.error, lang),
  file_size: num(r.file_size),
});

class Aborted extends Error {}

export class ExportJobService {
  private running?: Promise<void>;
  private current?: string;
  private readonly cancelled = new Set<string>();
  private closed = false;
  private timer?: NodeJS.Timeout;
  private staleTimer?: NodeJS.Timeout;

  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }
  private tenantOf(caller: Caller): string {
    if (!caller.tenant_id) throw businessError(MSG_JOB_NOT_FOUND);
    return caller.tenant_id;
  }
  fileOf(tenantId: string, id: string, format: ExportFormat): string {
    return path.join(this.ctx.config.dataDir, 'exports', tenantId, `${id}.${format}`);
  }

  /** PostgreSQL may be shared by several servers: files then also go to the database, and liveness is a heartbeat. */
  private get shared(): boolean {
    return !!this.ctx.config.databaseUrl;
  }

  async start(): Promise<void> {
    // Alone on its database (PGlite), a server's running jobs died with its previous run; shared, only stale ones did.
    await this.failStale();
    await this.sweep();
    this.timer = setInterval(() => void this.sweep().catch((e) => this.ctx.log.warn(`export sweep: ${(e as Error).message}`)), SWEEP_MS);
    this.timer.unref();
    if (this.shared) {
      this.staleTimer = setInterval(() => void this.failStale().catch((e) => this.ctx.log.warn(`export jobs: ${(e as Error).message}`)), STALE_CHECK_MS);
      this.staleTimer.unref();
    }
    this.kick();
  }

  /** Fails the running jobs no server works on any more. */
  async failStale(): Promise<void> {
    const now = this.ctx.clock.now();
    await store.failRunningJobs(this.db, MSG_RESTARTED, now, this.shared ? now - STALE_JOB_MS : undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.staleTimer) clearInterval(this.staleTimer);
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
    return pageOf(
      win,
      total,
      rows.map((r) => publicOf(r, lang)),
    );
  }

  /** A job of the caller's (never another user's or tenant's: those read as missing). */
  async get(caller: Caller, id: string): Promise<ExportJob & { tenant_id: string }> {
    const tenantId = this.tenantOf(caller);
    const row = await store.findJob(this.db, tenantId, caller.id, id);
    if (!row) throw businessError(MSG_JOB_NOT_FOUND);
    return { ...publicOf(row), tenant_id: row.tenant_id };
  }

  /**
   * The finished file of a job the caller owns: from this server's data dir when it ran the job, else (a shared
   * database) from the pieces stored with it.
   */
  async file(caller: Caller, id: string): Promise<{ body: Readable; job: ExportJob }> {
    const job = await this.get(caller, id);
    if (job.status !== 'done') throw businessError(MSG_JOB_NOT_READY);
    const file = this.fileOf(job.tenant_id, job.id, job.format);
    if (fs.existsSync(file)) return { body: fs.createReadStream(file), job };
    if (this.shared && (await store.hasFileChunks(this.db, job.id))) return { body: this.chunks(job.id), job };
    throw businessError(MSG_JOB_NOT_FOUND);
  }

  /** The stored pieces in order, one read at a time (the response's backpressure paces the database). */
  private chunks(id: string): Readable {
    let seq = 0;
    const db = this.db;
    return new Readable({
      async read() {
        try {
          this.push((await store.fileChunk(db, id, seq++)) ?? null);
        } catch (e) {
          this.destroy(e as Error);
        }
      },
    });
  }

  /** Copies a finished file into the database, piece by piece, keeping the job's heartbeat fresh. */
  private async storeFile(id: string, file: string): Promise<void> {
    const handle = await fsp.open(file, 'r');
    try {
      for (let seq = 0; ; seq++) {
        const buf = Buffer.alloc(FILE_CHUNK_BYTES);
        const { bytesRead } = await handle.read(buf, 0, FILE_CHUNK_BYTES, null);
        if (bytesRead === 0) break;
        await store.putFileChunk(this.db, id, seq, buf.subarray(0, bytesRead));
        await store.touchJob(this.db, id, this.ctx.clock.now());
      }
    } finally {
      await handle.close();
    }
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
    this.running = this.drain()
      .catch((e) => this.ctx.log.error(`export queue: ${(e as Error).message}`))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** One job at a time: claim the oldest queued job (atomically, so servers sharing a database never both run it). */
  private async drain(): Promise<void> {
    while (!this.closed) {
      const row = await store.claimNextJob(this.db, this.ctx.clock.now());
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
      const closed = new Promise<void>((resolve, reject) => {
        out.once('close', resolve);
        out.once('error', reject);
      });
      const rows = await writeExport(format, exportPages(this.db, scope), out, async (done) => {
        if (this.cancelled.has(id)) throw this.closed ? businessError(EXPORT_TEXT.restarted) : new Aborted('deleted');
        await store.setJobProgress(this.db, id, done, this.ctx.clock.now());
      }).catch((e) => {
        out.destroy();
        throw e;
      });
      await closed;
      await fsp.rename(`${file}.part`, file);
      const size = (await fsp.stat(file)).size;
      if (this.shared) await this.storeFile(id, file);
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
