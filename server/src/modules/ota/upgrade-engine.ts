/**
 * The per-device upgrade state machine (docs/products-ota.md): push (tell the device on `ota/device/inform/<token>`
 * or wait for it to come online), device reports (progress steps and version reports), the timeout and end-time
 * sweep with automatic retries, and the manual retry and cancel. Rows move in bulk: one UPDATE per outcome, so a
 * task over ten thousand devices is a handful of statements.
 */
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { LocalizedText } from '../../i18n/localized-text';
import { OTA_MSG } from './messages';
import { ReportFold } from './report-fold';
import { STATUS, type DetailKey } from './status';
import * as store from './store';

const detail = (key: DetailKey, params: Record<string, string | number> = {}) => ({ status_detail: key, detail_params: JSON.stringify(params) });

export interface EngineDeps {
  publish(topic: string, payload: string): Promise<void>;
  isOnline(deviceId: string): boolean;
  /** `http://host:port` devices download from. */
  baseUrl(): string;
}

/** Reports arriving within this window are applied together. */
const REPORT_BATCH_MS = 10;

interface QueuedReport {
  deviceId: string;
  kind: 'progress' | 'version';
  body: unknown;
  done(): void;
}

export class UpgradeEngine {
  private reports: QueuedReport[] = [];
  private reportTimer: NodeJS.Timeout | null = null;
  private applying = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: EngineDeps,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return this.ctx.clock.now();
  }

  informPayload(r: store.PushRow): string {
    let extData: unknown = {};
    try {
      extData = JSON.parse(r.additional_info || '{}');
    } catch {
      /* stored validated; keep {} */
    }
    return JSON.stringify({
      id: String(randomInt(1, 2 ** 31)),
      code: '200',
      params: {
        version: r.target_version,
        size: r.file_size,
        url: `${this.deps.baseUrl()}/api/ota/download/${r.download_token}`,
        signMethod: r.signature_algorithm,
        sign: r.sign,
        module: r.package_module,
        extData,
      },
    });
  }

  /** Tells each row's device, or parks the row until the device comes online. */
  async push(rows: store.PushRow[]): Promise<{ notified: number; offline: number; busy: number }> {
    const now = this.now();
    const busy = await store.busyDevices(
      this.db,
      rows.map((r) => r.device_id),
      rows.map((r) => r.id),
    );
    const told: string[] = [];
    const offline: string[] = [];
    const refused: string[] = [];
    const sends: Promise<void>[] = [];
    for (const r of rows) {
      if (busy.has(r.device_id)) refused.push(r.id);
      else if (!r.token || !this.deps.isOnline(r.device_id)) offline.push(r.id);
      else {
        told.push(r.id);
        sends.push(
          this.deps
            .publish(`ota/device/inform/${r.token}`, this.informPayload(r))
            .catch((err) => this.ctx.log.warn(`ota: inform to ${r.device_id} failed: ${(err as Error).message}`)),
        );
      }
    }
    await Promise.all(sends);
    const pending = [STATUS.waiting, STATUS.notified, STATUS.upgrading];
    await store.patchRows(
      this.db,
      told,
      { upgrade_status: STATUS.notified, upgrade_progress: 0, notified_at_ms: now, last_report_ms: null, ...detail('notified') },
      now,
      pending,
    );
    await store.patchRows(
      this.db,
      offline,
      { upgrade_status: STATUS.upgrading, upgrade_progress: 0, notified_at_ms: null, last_report_ms: null, ...detail('offlineWaiting') },
      now,
      pending,
    );
    await store.patchRows(this.db, refused, { upgrade_status: STATUS.failed, ...detail('previousUnfinished') }, now, pending);
    return { notified: told.length, offline: offline.length, busy: refused.length };
  }

  async pushTask(taskId: string) {
    return this.push(await store.pushRows(this.db, { taskId }));
  }

  /** Devices that just came online: tell those whose upgrade waits for them. */
  async online(deviceIds: string[]) {
    if (!deviceIds.length) return;
    const rows = await store.pushRows(this.db, { deviceIds, waitingOnline: true });
    if (rows.length) await this.push(rows);
  }

  /**
   * Queues a device report; reports are applied in batches (a fleet answering at once is a few statements, not
   * thousands), in arrival order per device. Resolves once applied.
   */
  report(deviceId: string, kind: 'progress' | 'version', body: unknown): Promise<void> {
    return new Promise((resolve) => {
      this.reports.push({ deviceId, kind, body, done: resolve });
      this.reportTimer ??= setTimeout(() => void this.flushReports(), REPORT_BATCH_MS);
    });
  }

  private async flushReports(): Promise<void> {
    if (this.applying) return void (this.reportTimer = setTimeout(() => void this.flushReports(), REPORT_BATCH_MS));
    this.reportTimer = null;
    const batch = this.reports.splice(0);
    this.applying = true;
    try {
      const rows = await store.inFlightMany(this.db, [...new Set(batch.map((r) => r.deviceId))]);
      const fold = new ReportFold(rows);
      for (const r of batch) fold.apply(r.deviceId, r.kind, r.body);
      const now = this.now();
      await store.applyReports(this.db, fold.patches(), now);
      await store.setDeviceVersions(this.db, fold.versions);
      for (const [left, ids] of fold.retries) await this.retryRows(ids, left);
    } catch (err) {
      this.ctx.log.warn(`ota: ${batch.length} device reports not applied: ${(err as Error).message}`);
    } finally {
      this.applying = false;
      for (const r of batch) r.done();
    }
  }

  /** Applies what is queued (shutdown). */
  async drain(): Promise<void> {
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.reportTimer = null;
    while (this.applying) await new Promise((r) => setTimeout(r, 5));
    if (this.reports.length) await this.flushReports();
  }

  /** Back to "waiting to push" and pushed again at once (task started). */
  async retryRows(ids: string[], retryLeft?: number) {
    const now = this.now();
    const patch: store.RowPatch = { upgrade_status: STATUS.waiting, upgrade_progress: 0, notified_at_ms: null, last_report_ms: null, ...detail('waiting') };
    if (retryLeft !== undefined) patch.retry_left = retryLeft;
    await store.patchRows(this.db, ids, patch, now);
    const rows = await store.pushRows(this.db, { rowIds: ids });
    if (rows.length) await this.push(rows.filter((r) => ids.includes(r.id)));
  }

  async cancelRows(ids: string[]) {
    return store.patchRows(this.db, ids, { upgrade_status: STATUS.cancelled, ...detail('cancelled') }, this.now(), [
      STATUS.waiting,
      STATUS.notified,
      STATUS.upgrading,
    ]);
  }

  /** Starts due scheduled tasks, fails what outlived its task, and retries or fails the silent devices. */
  async sweep() {
    const now = this.now();
    for (const id of await store.dueTasks(this.db, now)) await this.pushTask(id);
    const ended = await store.endedRows(this.db, now);
    await store.patchRows(this.db, ended, { upgrade_status: STATUS.failed, ...detail('taskEnded') }, now, [STATUS.waiting, STATUS.notified, STATUS.upgrading]);
    const silent = await store.silentRows(this.db, now);
    const retry = silent.filter((r) => r.retry_left > 0);
    const byLeft = new Map<number, string[]>();
    for (const r of retry) byLeft.set(r.retry_left - 1, [...(byLeft.get(r.retry_left - 1) ?? []), r.id]);
    for (const [left, ids] of byLeft) await this.retryRows(ids, left);
    const bySeconds = new Map<number, string[]>();
    for (const r of silent.filter((x) => x.retry_left <= 0)) bySeconds.set(r.timeout_seconds, [...(bySeconds.get(r.timeout_seconds) ?? []), r.id]);
    for (const [seconds, ids] of bySeconds) {
      await store.patchRows(this.db, ids, { upgrade_status: STATUS.failed, ...detail('timedOut', { seconds }) }, now, [STATUS.notified, STATUS.upgrading]);
    }
  }
}

/** The stored detail key and parameters as text in one language (the console localizes the key itself). */
export function detailText(key: string, params: Record<string, string | number>, lang: 'ch' | 'en'): string {
  const msg = (OTA_MSG as Record<string, LocalizedText>)[key];
  if (!msg) return key;
  const text = msg[lang].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  return params.desc ? `${text}: ${params.desc}` : text;
}
