/**
 * Folds a batch of device reports, in arrival order, over the devices' upgrades in flight: what each row becomes,
 * which devices changed firmware version, which rows go back for an automatic retry.
 *   progress `{step, desc, module, version?}`: 1–99 upgrading, 100 success (the device runs `version`, else the
 *   target), negative = failed with that code (-1 upgrade, -2 download, -3 verify, -4 flash), anything else = a note.
 *   version `{params: {version, module}}`: the device's version; the target finishes the upgrade; another version
 *   after the device reported progress means the upgrade did not take: retried while retries remain, else failed.
 */
import type { ReportPatch, ReportRow } from './store';
import { STATUS, type DetailKey } from './status';

const ERROR_KEYS: Record<number, DetailKey> = { [-1]: 'failed', [-2]: 'downloadFailed', [-3]: 'verifyFailed', [-4]: 'flashFailed' };

interface RowState {
  row: ReportRow;
  status: string;
  progress: number;
  key: DetailKey;
  params: Record<string, string | number>;
  touched: boolean;
}

export class ReportFold {
  /** Device id → the firmware version it now runs. */
  readonly versions = new Map<string, string>();
  /** Retries left after the retry → row ids to push again. */
  readonly retries = new Map<number, string[]>();
  private readonly states = new Map<string, RowState>();

  constructor(rows: Map<string, ReportRow>) {
    for (const [deviceId, row] of rows) {
      this.states.set(deviceId, { row, status: row.upgrade_status, progress: Number(row.upgrade_progress), key: 'notified', params: {}, touched: false });
    }
  }

  apply(deviceId: string, kind: 'progress' | 'version', body: unknown): void {
    if (!body || typeof body !== 'object') return;
    if (kind === 'version') return this.version(deviceId, body as { params?: { version?: unknown; module?: unknown } });
    const b = body as { step?: unknown; desc?: unknown; module?: unknown; version?: unknown };
    const st = this.live(deviceId, b.module);
    if (!st) return;
    const step = Number(b.step);
    const desc = typeof b.desc === 'string' ? b.desc.slice(0, 255) : '';
    st.touched = true;
    if (Number.isInteger(step) && step >= 1 && step <= 99) {
      Object.assign(st, { status: STATUS.upgrading, progress: Math.max(step, st.progress), key: 'upgrading', params: { desc } });
    } else if (step === 100) {
      Object.assign(st, { status: STATUS.success, progress: 100, key: 'succeeded', params: { desc } });
      this.versions.set(deviceId, typeof b.version === 'string' && b.version ? b.version.slice(0, 64) : st.row.target_version);
    } else if (Number.isInteger(step) && step < 0) {
      Object.assign(st, { status: STATUS.failed, key: ERROR_KEYS[step] ?? 'deviceError', params: { code: step, desc } });
    } else {
      Object.assign(st, { key: 'upgrading', params: { desc } });
    }
  }

  private version(deviceId: string, body: { params?: { version?: unknown; module?: unknown } }): void {
    const version = typeof body.params?.version === 'string' ? body.params.version.slice(0, 64) : '';
    if (!version) return;
    this.versions.set(deviceId, version);
    const st = this.live(deviceId, body.params?.module);
    if (!st) return;
    if (version === st.row.target_version) {
      Object.assign(st, { status: STATUS.success, progress: 100, key: 'succeeded', params: {}, touched: true });
    } else if (st.status === STATUS.upgrading && st.progress > 0) {
      if (st.row.retry_left > 0) {
        const left = st.row.retry_left - 1;
        this.retries.set(left, [...(this.retries.get(left) ?? []), st.row.id]);
        this.states.delete(deviceId);
      } else {
        Object.assign(st, { status: STATUS.failed, key: 'wrongVersion', params: { version }, touched: true });
      }
    }
  }

  /** The device's row if it is still in flight and the report is for its package's module. */
  private live(deviceId: string, module: unknown): RowState | null {
    const st = this.states.get(deviceId);
    if (!st || (st.status !== STATUS.notified && st.status !== STATUS.upgrading)) return null;
    if (typeof module === 'string' && module && module !== st.row.package_module) return null;
    return st;
  }

  patches(): ReportPatch[] {
    return [...this.states.values()]
      .filter((s) => s.touched)
      .map((s) => ({
        id: s.row.id,
        upgrade_status: s.status,
        upgrade_progress: s.progress,
        status_detail: s.key,
        detail_params: JSON.stringify(s.params),
      }));
  }
}
