/**
 * Alert messages: the list with its filters, handling (processed / ignored, one or many, with a note, by whom and
 * when), the counts the header badge shows, and the alarms the engine raises and clears. One open alarm per
 * (strategy, device): a repeat hit updates it (count, last value, last time) instead of adding a row.
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { PROCESSING } from '../automation/codes';
import type { WarningStrategyTable } from '../automation/tables';
import type { Scope } from '../devices/scope';
import { formatDateTime } from '../home/service';
import type { Notifier } from '../notifications/notifier';
import { ALERT_MSG } from './messages';
import * as store from './store';

export interface RaiseRequest {
  tenantId: string;
  strategy: WarningStrategyTable;
  /** The device whose data raised it ('' for a timed automation). */
  deviceId: string;
  deviceName: string;
  automationId: string;
  automationName: string;
  value: string;
  /** Which condition passed, in words. */
  content: string;
}

export type RaiseOutcome =
  | { kind: 'raised'; id: string; notified: boolean }
  | { kind: 'updated'; id: string; count: number; notified: boolean }
  | { kind: 'counting'; hits: number; needed: number };

/** Told whenever a tenant's unprocessed count may have changed (the header badge listens over the WebSocket). */
export type AlertCountListener = (tenantId: string) => void;

const LEVEL_NAMES: Record<string, string> = { '1': 'low', '2': 'medium', '3': 'high', '4': 'urgent' };

export class AlertService {
  private readonly listeners = new Set<AlertCountListener>();

  constructor(
    private readonly ctx: AppContext,
    private readonly notifier: Notifier,
  ) {}

  onCountChange(fn: AlertCountListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(tenantId: string) {
    for (const fn of this.listeners) {
      try {
        fn(tenantId);
      } catch (err) {
        this.ctx.log.error('alerts: a count listener threw', err);
      }
    }
  }

  async list(s: Scope, b: PageRequest & Omit<store.AlertFilter, 'start_time' | 'end_time'> & { start_time?: string | number; end_time?: string | number }) {
    const start = b.start_time === undefined || b.start_time === '' ? undefined : Number(b.start_time);
    const end = b.end_time === undefined || b.end_time === '' ? undefined : Number(b.end_time);
    if ((start !== undefined && !Number.isFinite(start)) || (end !== undefined && !Number.isFinite(end))) throw validationError(ALERT_MSG.startAfterEnd);
    if (start !== undefined && end !== undefined && start > end) throw businessError(ALERT_MSG.startAfterEnd);
    const win = pageWindow(b);
    const r = await store.listAlerts(this.ctx.db, s.tenantId, { ...b, start_time: start, end_time: end, siteId: s.siteId }, win.per_page, win.offset);
    return pageOf(win, r.total, r.rows);
  }

  count(s: Scope) {
    return store.countAlerts(this.ctx.db, s.tenantId);
  }

  async handle(s: Scope, ids: string[], result: string, note: string) {
    if (!ids.length) throw validationError(ALERT_MSG.idsRequired);
    if (result !== PROCESSING.processed && result !== PROCESSING.ignored) throw businessError(ALERT_MSG.badState);
    const found = await store.alertsByIds(this.ctx.db, s.tenantId, ids);
    if (found.length !== new Set(ids).size) throw businessError(ALERT_MSG.notFound);
    if (found.some((r) => r.processing_result !== PROCESSING.open)) throw businessError(ALERT_MSG.alreadyHandled);
    const n = await store.process(this.ctx.db, s.tenantId, ids, {
      processing_result: result,
      processing_instructions: note,
      processing_time: formatDateTime(this.ctx.clock.now()),
      processing_people_id: s.caller.id,
      processing_people_name: s.caller.name || s.caller.email,
    });
    if (n !== found.length) throw businessError(ALERT_MSG.alreadyHandled);
    this.changed(s.tenantId);
    return ok([], ALERT_MSG.handled);
  }

  /** An automation's alarm action fired for a device. */
  async raise(r: RaiseRequest): Promise<RaiseOutcome> {
    const db = this.ctx.db;
    const nowS = Math.floor(this.ctx.clock.now() / 1000);
    const open = await store.openAlarm(db, r.strategy.id, r.deviceId);
    if (open) {
      const count = await store.hitOpenAlarm(db, open.id, r.value, nowS);
      if (count !== null) {
        // The first notice went out with the alarm; a hit while it stays open notifies again up to repeat_count notices.
        const notified = count <= r.strategy.repeat_count && (await this.notify(r, open.id));
        return { kind: 'updated', id: open.id, count, notified };
      }
    }
    const hits = await store.addHit(db, r.strategy.id, r.deviceId);
    if (hits < r.strategy.trigger_count) return { kind: 'counting', hits, needed: r.strategy.trigger_count };
    await store.resetHits(db, r.strategy.id, r.deviceId);
    const id = await store.insertAlarm(db, {
      tenant_id: r.tenantId,
      warning_name: r.strategy.warning_strategy_name,
      warning_level: r.strategy.warning_level,
      warning_description: r.strategy.warning_description,
      warning_content: r.content,
      processing_result: PROCESSING.open,
      processing_instructions: '',
      processing_time: '',
      processing_people_id: '',
      processing_people_name: '',
      created_at: nowS,
      created_ms: this.ctx.clock.now(),
      remark: '',
      device_id: r.deviceId,
      warning_strategy_id: r.strategy.id,
      automation_id: r.automationId,
      trigger_value: r.value,
      trigger_count: 1,
      last_time: nowS,
      alarm_status: '1',
      cleared_at: null,
    });
    if (!id) {
      const again = await store.openAlarm(db, r.strategy.id, r.deviceId);
      return { kind: 'updated', id: again?.id ?? '', count: again?.trigger_count ?? 1, notified: false };
    }
    this.changed(r.tenantId);
    return { kind: 'raised', id, notified: await this.notify(r, id) };
  }

  /** The condition turned false: clears the open alarm when the strategy says so; returns the cleared ids. */
  async clear(tenantId: string, strategy: WarningStrategyTable, deviceId: string): Promise<string[]> {
    if (strategy.auto_clear !== '1') return [];
    const ids = await store.clearOpen(this.ctx.db, strategy.id, deviceId, Math.floor(this.ctx.clock.now() / 1000));
    if (ids.length) this.changed(tenantId);
    return ids;
  }

  private async notify(r: RaiseRequest, alarmId: string): Promise<boolean> {
    if (!r.strategy.inform_way) return false;
    const level = LEVEL_NAMES[r.strategy.warning_level] ?? r.strategy.warning_level;
    const where = r.deviceName ? ` (${r.deviceName})` : '';
    try {
      await this.notifier.notify({
        tenantId: r.tenantId,
        groupId: r.strategy.inform_way,
        source: 'alarm',
        sourceId: alarmId,
        subject: `[${level}] ${r.strategy.warning_strategy_name}${where}`,
        content: [r.strategy.warning_description, r.content, `${r.automationName}: ${r.value}`].filter(Boolean).join('\n'),
      });
      return true;
    } catch (err) {
      this.ctx.log.error(`alerts: notice for alarm ${alarmId} failed`, err);
      return false;
    }
  }
}
