/**
 * Upgrade tasks: which devices (chosen, or every device of the product below the package's version), when (now or
 * at a scheduled time), retries and timeout; the per-device list with counts per status; retry and cancel.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import semver from 'semver';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import type { OtaDeviceTable } from '../products/tables';
import { OTA_MSG } from './messages';
import * as store from './store';
import { STATUS } from './status';
import { detailText, type UpgradeEngine } from './upgrade-engine';

export const DEFAULT_TIMEOUT_SECONDS = 600;

export interface TaskInput {
  task_name: string;
  upgrade_time_type: '0' | '1';
  start_time?: string;
  end_time?: string;
  description?: string;
  ota_id: string;
  product_id?: string;
  select_device_flag: '0' | '1';
  device_id_list?: string[];
  retry_count?: number;
  timeout_seconds?: number;
}

/** Whether a device at `current` needs `target`: an empty or non-semver current version counts as older. */
export function isBelow(current: string, target: string): boolean {
  const cur = semver.valid(current) ?? semver.valid(semver.coerce(current));
  return !cur || semver.lt(cur, target);
}

const parseTime = (v: string | undefined) => {
  if (!v) return null;
  const ms = Date.parse(v);
  if (!Number.isFinite(ms)) throw validationError(fill(OTA_MSG.badDateTime, { value: v.slice(0, 40) }));
  return ms;
};

export class TaskService {
  constructor(
    private readonly ctx: AppContext,
    private readonly engine: UpgradeEngine,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async task(s: Scope, id: string) {
    const t = await store.findTask(this.db, s.tenantId, id);
    if (!t) throw businessError(OTA_MSG.taskNotFound);
    return t;
  }

  async list(s: Scope, b: PageRequest & { ota_id: string; id?: string; task_name?: string }) {
    const pkg = await store.findPackage(this.db, s.tenantId, b.ota_id);
    if (!pkg) throw businessError(OTA_MSG.packageNotFound);
    const win = pageWindow(b);
    const { total, rows } = await store.listTasks(this.db, s.tenantId, pkg.id, b, win.per_page, win.offset);
    return pageOf(
      win,
      total,
      rows.map(({ download_token: _t, ...r }) => ({
        ...r,
        task_status: r.pushed === '0' ? '0' : Number(r.active_count) > 0 ? '1' : '2',
        start_time: r.start_time ? new Date(Number(r.start_time)).toISOString() : '',
        end_time: r.end_time ? new Date(Number(r.end_time)).toISOString() : '',
        package_name: pkg.package_name,
        package_version: pkg.package_version,
        signature_algorithm: pkg.signature_algorithm,
        sign: pkg.sign,
      })),
    );
  }

  async add(s: Scope, b: TaskInput) {
    const pkg = await store.findPackage(this.db, s.tenantId, b.ota_id);
    if (!pkg) throw businessError(OTA_MSG.packageNotFound);
    const now = this.ctx.clock.now();
    const start = b.upgrade_time_type === '1' ? parseTime(b.start_time) : null;
    if (b.upgrade_time_type === '1' && start === null) throw validationError(OTA_MSG.startTimeRequired);
    const end = parseTime(b.end_time);
    if (end !== null && end <= (start ?? now)) throw validationError(OTA_MSG.endBeforeStart);
    let devices: store.DeviceVersion[];
    if (b.select_device_flag === '1') {
      const ids = [...new Set(b.device_id_list ?? [])];
      devices = ids.length ? await store.tenantDevices(this.db, s.tenantId, s.siteId, ids) : [];
      if (!ids.length || devices.length !== ids.length) throw businessError(OTA_MSG.deviceNotFound);
    } else {
      devices = (await store.productDevices(this.db, s.tenantId, s.siteId, pkg.product_id)).filter((d) => isBelow(d.current_version, pkg.package_version));
    }
    if (!devices.length) throw businessError(OTA_MSG.noDevices);
    const retry = b.retry_count ?? 3;
    const task = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      ota_id: pkg.id,
      task_name: b.task_name,
      upgrade_time_type: b.upgrade_time_type,
      start_time: start,
      end_time: end,
      retry_count: retry,
      timeout_seconds: b.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS,
      download_token: randomBytes(24).toString('hex'),
      pushed: start !== null && start > now ? '0' : '1',
      description: b.description ?? '',
      created_at: unixSeconds(now),
    };
    const rows: OtaDeviceTable[] = devices.map((d) => ({
      id: randomUUID(),
      tenant_id: s.tenantId,
      ota_task_id: task.id,
      device_id: d.id,
      current_version: d.current_version,
      target_version: pkg.package_version,
      upgrade_progress: 0,
      upgrade_status: STATUS.waiting,
      status_detail: 'waiting',
      detail_params: '{}',
      retry_left: retry,
      notified_at_ms: null,
      last_report_ms: null,
      status_update_ms: now,
    }));
    await store.insertTask(this.db, task, rows);
    if (task.pushed === '1') await this.engine.pushTask(task.id);
    const { download_token: _t, ...out } = task;
    return ok({ ...out, device_count: rows.length }, OTA_MSG.added);
  }

  async remove(s: Scope, id: string) {
    const t = await this.task(s, id);
    if (t.pushed === '0' || (await store.activeCount(this.db, t.id)) > 0) throw businessError(OTA_MSG.taskUnfinished);
    await store.deleteTask(this.db, s.tenantId, t.id);
    return ok([], OTA_MSG.deleted);
  }

  async devices(s: Scope, b: PageRequest & { ota_task_id: string; device_id?: string; name?: string; upgrade_status?: string }, lang: 'ch' | 'en') {
    const t = await this.task(s, b.ota_task_id);
    const win = pageWindow(b);
    const filter = { ...b, upgrade_status: b.upgrade_status === '-1' ? undefined : b.upgrade_status };
    const { total, rows, statuscount } = await store.listRows(this.db, s.tenantId, t.id, filter, win.per_page, win.offset);
    const list = rows.map((r) => {
      const params = JSON.parse(r.detail_params || '{}') as Record<string, string | number>;
      const { detail_params: _p, ...row } = r;
      return {
        ...row,
        status_detail: detailText(r.status_detail, params, lang),
        detail_key: r.status_detail,
        detail_params: params,
        status_update_time: Number(r.status_update_ms),
        upgrade_progress: Number(r.upgrade_progress),
      };
    });
    return { current_page: win.current_page, per_page: win.per_page, total, list, statuscount };
  }

  /** `/tp_ota_device/modfiyupdate`: "0" re-upgrades (one row, or every failed row), "5" cancels (one, or every pending row). */
  async modify(s: Scope, b: { id?: string; ota_task_id: string; upgrade_status: '0' | '5' }) {
    const t = await this.task(s, b.ota_task_id);
    const retry = b.upgrade_status === '0';
    let ids: string[];
    if (b.id) {
      const row = await store.findRow(this.db, s.tenantId, t.id, b.id);
      if (!row) throw businessError(OTA_MSG.rowNotFound);
      const allowed: string[] = retry ? [STATUS.failed, STATUS.cancelled] : [STATUS.waiting, STATUS.notified, STATUS.upgrading];
      if (!allowed.includes(row.upgrade_status)) throw businessError(retry ? OTA_MSG.notRetryable : OTA_MSG.notCancellable);
      ids = [row.id];
    } else {
      ids = (await store.taskRows(this.db, t.id, retry ? [STATUS.failed] : [STATUS.waiting, STATUS.notified, STATUS.upgrading])).map((r) => r.id);
    }
    if (retry) await this.engine.retryRows(ids, t.retry_count);
    else await this.engine.cancelRows(ids);
    return ok({ count: ids.length }, OTA_MSG.success);
  }
}
