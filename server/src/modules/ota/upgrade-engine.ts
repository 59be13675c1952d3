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
import * as store from './store';

export const STATUS = { waiting: '0', notified: '1', upgrading: '2', success: '3', failed: '4', cancelled: '5' } as const;

type DetailKey = keyof typeof OTA_MSG;
const detail = (key: DetailKey, params: Record<string, string | number> = {}) => ({ status_detail: key, detail_params: JSON.stringify(params) });

export interface EngineDeps {
  publish(topic: string, payload: string): Promise<void>;
  isOnline(deviceId: string): boolean;
  /** `http://host:port` devices download from. */
  baseUrl(): string;
}

const ERROR_KEYS: Record<number, DetailKey> = { [-1]: 'failed', [-2]: 'downloadFailed', [-3]: 'verifyFailed', [-4]: 'flashFailed' };

export class UpgradeEngine {
  /** Reports of one device are handled in order (a late "90" must not follow its "100"). */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly ctx: AppContext, private readonly deps: EngineDeps) {}

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
    } catch { /* stored validated; keep {} */ }
    return JSON.stringify({
      id: String(randomInt(1, 2 ** 31)), code: '200',
      params: {
        version: r.target_version, size: r.file_size, url: `${this.deps.baseUrl()}/api/ota/download/${r.download_token}`,
        signMethod: r.signature_algorithm, sign: r.sign, module: r.package_module, extData,
      },
    });
  }

  /** Tells each row's device, or parks the row until the device comes online. */
  async push(rows: store.PushRow[]): Promise<{ notified: number; offline: number; busy: number }> {
    const now = this.now();
    const busy = await store.busyDevices(this.db, rows.map((r) => r.device_id), rows.map((r) => r.id));
    const told: string[] = [];
    const offline: string[] = [];
    const refused: string[] = [];
    const sends: Promise<void>[] = [];
    for (const r of rows) {
      if (busy.has(r.device_id)) refused.push(r.id);
      else if (!r.token || !this.deps.isOnline(r.device_id)) offline.push(r.id);
      else {
        told.push(r.id);
        sends.push(this.deps.publish(`ota/device/inform/${r.token}`, this.informPayload(r)).catch((err) => this.ctx.log.warn(`ota: inform to ${r.device_id} failed: ${(err as Error).message}`)));
      }
    }
    await Promise.all(sends);
    const pending = [STATUS.waiting, STATUS.notified, STATUS.upgrading];
    await store.patchRows(this.db, told, { upgrade_status: STATUS.notified, upgrade_progress: 0, notified_at_ms: now, last_report_ms: null, ...detail('notified') }, now, pending);
    await store.patchRows(this.db, offline, { upgrade_status: STATUS.upgrading, upgrade_progress: 0, notified_at_ms: null, last_report_ms: null, ...detail('offlineWaiting') }, now, pending);
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

  /** Runs a device's report after its previous one. */
  report(deviceId: string, kind: 'progress' | 'version', body: unknown): Promise<void> {
    const prev = this.chains.get(deviceId) ?? Promise.resolve();
    const next = prev.then(() => (kind === 'progress' ? this.progress(deviceId, body) : this.version(deviceId, body)))
      .catch((err) => this.ctx.log.warn(`ota: report of ${deviceId} not applied: ${(err as Error).message}`));
    this.chains.set(deviceId, next);
    void next.finally(() => this.chains.get(deviceId) === next && this.chains.delete(deviceId));
    return next;
  }

  /** `ota/device/progress` `{step, desc, module}`: 1–99 upgrading, 100 success, negative = failed with that code. */
  private async progress(deviceId: string, body: unknown) {
    if (!body || typeof body !== 'object') return;
    const b = body as { step?: unknown; desc?: unknown; module?: unknown; version?: unknown };
    const row = await store.inFlight(this.db, deviceId);
    if (!row) return;
    if (typeof b.module === 'string' && b.module && b.module !== row.package_module) return;
    const step = Number(b.step);
    const desc = typeof b.desc === 'string' ? b.desc.slice(0, 255) : '';
    const now = this.now();
    const live = [STATUS.notified, STATUS.upgrading];
    if (Number.isInteger(step) && step >= 1 && step <= 99) {
      await store.patchRows(this.db, [row.id], { upgrade_status: STATUS.upgrading, upgrade_progress: Math.max(step, Number(row.upgrade_progress)), last_report_ms: now, ...detail('upgrading', { desc }) }, now, live);
    } else if (step === 100) {
      const version = typeof b.version === 'string' && b.version ? b.version.slice(0, 64) : row.target_version;
      await store.patchRows(this.db, [row.id], { upgrade_status: STATUS.success, upgrade_progress: 100, last_report_ms: now, ...detail('succeeded', { desc }) }, now, live);
      await store.setDeviceVersion(this.db, deviceId, version);
    } else if (Number.isInteger(step) && step < 0) {
      const key = ERROR_KEYS[step] ?? 'deviceError';
      await store.patchRows(this.db, [row.id], { upgrade_status: STATUS.failed, last_report_ms: now, ...detail(key, { code: step, desc }) }, now, live);
    } else {
      await store.patchRows(this.db, [row.id], { last_report_ms: now, ...detail('upgrading', { desc }) }, now, live);
    }
  }

  /**
   * `ota/device/inform` `{id, params: {version, module}}`: the device's firmware version. It becomes the device's
   * version; the target version finishes its upgrade; another version after the device reported progress means the
   * upgrade did not take: pushed again while retries remain, else failed.
   */
  private async version(deviceId: string, body: unknown) {
    const params = (body as { params?: { version?: unknown; module?: unknown } } | null)?.params;
    const version = typeof params?.version === 'string' ? params.version.slice(0, 64) : '';
    if (!version) return;
    await store.setDeviceVersion(this.db, deviceId, version);
    const row = await store.inFlight(this.db, deviceId);
    if (!row || (typeof params?.module === 'string' && params.module && params.module !== row.package_module)) return;
    const now = this.now();
    const live = [STATUS.notified, STATUS.upgrading];
    if (version === row.target_version) {
      await store.patchRows(this.db, [row.id], { upgrade_status: STATUS.success, upgrade_progress: 100, last_report_ms: now, ...detail('succeeded') }, now, live);
    } else if (row.upgrade_status === STATUS.upgrading && Number(row.upgrade_progress) > 0) {
      if (row.retry_left > 0) await this.retryRows([row.id], row.retry_left - 1);
      else await store.patchRows(this.db, [row.id], { upgrade_status: STATUS.failed, last_report_ms: now, ...detail('wrongVersion', { version }) }, now, live);
    }
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
    return store.patchRows(this.db, ids, { upgrade_status: STATUS.cancelled, ...detail('cancelled') }, this.now(), [STATUS.waiting, STATUS.notified, STATUS.upgrading]);
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
