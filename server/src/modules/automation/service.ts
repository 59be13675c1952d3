/** Automations (scene linkage): CRUD, enable/disable, copy, detail with the editor's cascader ids, and logs. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import type { Scope } from '../devices/scope';
import { ACTION, TIME_CONDITION } from './codes';
import { AUTO_MSG } from './messages';
import * as runs from './run-store';
import { nextRun, parseDateTime, repeatPattern } from './schedule';
import * as store from './store';
import type { ActionTable, WarningStrategyTable } from './tables';
import { normalizeConditions, normalizeDeviceAction, requireActions, type Lookups } from './validate';
import type { ActionInput, AutomationInput, StrategyInput } from './wire';

/** What the service tells the engine (the engine reloads that automation into its index). */
export interface EngineLink {
  reload(automationId: string): Promise<void>;
}

export class AutomationService {
  constructor(
    private readonly ctx: AppContext,
    private readonly engine: EngineLink,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  lookups(s: Scope): Lookups {
    return { device: (id) => store.deviceFacts(this.db, s.tenantId, id), groupExists: (id) => store.groupExists(this.db, s.tenantId, id) };
  }

  private async found(s: Scope, id: string) {
    const row = await store.findAutomation(this.db, s.tenantId, id);
    if (!row) throw businessError(AUTO_MSG.notFound);
    return row;
  }

  async list(s: Scope, b: PageRequest & { id?: string; enabled?: string; automation_name?: string }) {
    const win = pageWindow(b);
    const r = await store.listAutomations(this.db, s.tenantId, { id: b.id, enabled: b.enabled, name: b.automation_name }, win.per_page, win.offset);
    return pageOf(win, r.total, r.rows);
  }

  async detail(s: Scope, id: string) {
    const row = await this.found(s, id);
    const [conditions, actions] = await Promise.all([store.conditionsOf(this.db, [id]), store.actionsOf(this.db, [id])]);
    const places = await store.devicePlaces(this.db, [...conditions.map((c) => c.device_id), ...actions.map((a) => a.device_id)].filter(Boolean));
    const place = (deviceId: string) => ({ asset_id: places.get(deviceId)?.asset_id ?? '', business_id: places.get(deviceId)?.business_id ?? '' });
    const outActions = [];
    for (const a of actions) {
      const strategy = a.action_type === ACTION.alarm ? await store.findStrategy(this.db, s.tenantId, a.warning_strategy_id) : undefined;
      outActions.push({ ...a, ...(a.device_id ? place(a.device_id) : { business_id: '' }), ...(strategy ? { warning_strategy: strategy } : {}) });
    }
    return { ...row, automation_conditions: conditions.map((c) => ({ ...c, ...place(c.device_id) })), automation_actions: outActions };
  }

  /** Validates the actions; an inline alarm strategy is created (or updated when its id is one of this automation's). */
  private async actionRows(s: Scope, automationId: string, list: ActionInput[], nowS: number) {
    requireActions(list);
    const look = this.lookups(s);
    const rows: Omit<ActionTable, 'id' | 'automation_id' | 'tenant_id' | 'sort'>[] = [];
    const strategies: WarningStrategyTable[] = [];
    for (const [i, a] of list.entries()) {
      const n = i + 1;
      const row = {
        action_type: a.action_type,
        device_id: '',
        asset_id: '',
        warning_strategy_id: '',
        scenario_strategy_id: '',
        control_strategy_id: '',
        notification_group_id: '',
        additional_info: '',
        remark: a.remark ?? '',
      };
      if (a.action_type === ACTION.device) {
        const ins = await normalizeDeviceAction(n, a, a.additional_info ?? '', look);
        Object.assign(row, { device_id: a.device_id ?? '', asset_id: a.device_id ? '' : (a.asset_id ?? ''), additional_info: JSON.stringify(ins) });
      } else if (a.action_type === ACTION.alarm) {
        const strategy = a.warning_strategy_id ? await store.findStrategy(this.db, s.tenantId, a.warning_strategy_id) : null;
        if (a.warning_strategy_id && !strategy) throw validationError(fill(AUTO_MSG.actionStrategyRequired, { n }));
        if (strategy) row.warning_strategy_id = strategy.id;
        else {
          const inline = await this.inlineStrategy(s, automationId, a.warning_strategy!, nowS);
          strategies.push(inline);
          row.warning_strategy_id = inline.id;
        }
      } else if (a.action_type === ACTION.scene) {
        if (!(await store.findScene(this.db, s.tenantId, a.scenario_strategy_id!))) throw validationError(fill(AUTO_MSG.actionSceneRequired, { n }));
        row.scenario_strategy_id = a.scenario_strategy_id!;
      } else if (a.action_type === ACTION.control) {
        if (!(await store.findControl(this.db, s.tenantId, a.control_strategy_id!))) throw validationError(fill(AUTO_MSG.actionControlRequired, { n }));
        row.control_strategy_id = a.control_strategy_id!;
      } else {
        row.notification_group_id = a.notification_group_id!;
      }
      rows.push(row);
    }
    return { rows, strategies };
  }

  private async inlineStrategy(s: Scope, automationId: string, w: StrategyInput, nowS: number): Promise<WarningStrategyTable> {
    const existing = w.id ? await store.findStrategy(this.db, s.tenantId, w.id) : undefined;
    const mine = existing && existing.inline_of === automationId ? existing : undefined;
    return {
      id: mine?.id ?? randomUUID(),
      tenant_id: s.tenantId,
      warning_strategy_name: (w.warning_strategy_name ?? '').trim(),
      warning_level: w.warning_level,
      repeat_count: w.repeat_count ?? 1,
      trigger_count: w.trigger_count ?? 1,
      inform_way: w.inform_way ?? '',
      warning_description: w.warning_description ?? '',
      auto_clear: w.auto_clear ?? '1',
      inline_of: automationId,
      created_at: mine?.created_at ?? nowS,
      update_time: nowS,
    };
  }

  private async save(s: Scope, b: AutomationInput, existing?: { id: string; created_at: number; created_by: string }) {
    const name = b.automation_name.trim();
    if (!name) throw validationError(AUTO_MSG.nameRequired);
    const nowMs = this.ctx.clock.now();
    const nowS = Math.floor(nowMs / 1000);
    const id = existing?.id ?? randomUUID();
    const conditions = await normalizeConditions(b.automation_conditions, this.lookups(s), nowMs);
    const { rows: actions, strategies } = await this.actionRows(s, id, b.automation_actions, nowS);
    for (const st of strategies) if (!st.warning_strategy_name) st.warning_strategy_name = name;
    const row = {
      id,
      tenant_id: s.tenantId,
      automation_name: name,
      automation_described: b.automation_described ?? '',
      priority: b.priority ?? 50,
      enabled: b.enabled ?? '0',
      remark: b.remark ?? '',
      created_by: existing?.created_by ?? s.caller.id,
      created_at: existing?.created_at ?? nowS,
      update_time: nowS,
      update_ms: nowMs,
    };
    await this.db.transaction().execute(async (trx) => {
      for (const st of strategies) await store.saveStrategy(trx, st);
      await store.writeAutomation(trx, row, conditions, actions, !existing);
      const kept = strategies.map((st) => st.id);
      await store.deleteUnusedInlineStrategies(trx, s.tenantId, id, kept);
    });
    await this.engine.reload(id);
    return this.detail(s, id);
  }

  async add(s: Scope, b: AutomationInput) {
    return ok(await this.save(s, b), AUTO_MSG.added);
  }

  async edit(s: Scope, b: AutomationInput & { id: string }) {
    const row = await this.found(s, b.id);
    return ok(await this.save(s, b, row), AUTO_MSG.saved);
  }

  async copy(s: Scope, id: string) {
    const d = await this.detail(s, id);
    const conditions = d.automation_conditions.map(
      ({ group_number, condition_type, device_id, device_condition_type, time_condition_type, v1, v2, v3, v4, v5, remark }) => ({
        group_number,
        condition_type,
        device_id,
        device_condition_type,
        time_condition_type,
        v1,
        v2,
        v3,
        v4,
        v5,
        remark,
      }),
    );
    const actions = d.automation_actions.map((a) => {
      const w = 'warning_strategy' in a ? a.warning_strategy : undefined;
      const inline = w && w.inline_of === id;
      return {
        action_type: a.action_type,
        device_id: a.device_id,
        asset_id: a.asset_id,
        scenario_strategy_id: a.scenario_strategy_id,
        control_strategy_id: a.control_strategy_id,
        notification_group_id: a.notification_group_id,
        additional_info: a.additional_info,
        remark: a.remark,
        ...(inline ? { warning_strategy: { ...w, id: undefined } as StrategyInput } : { warning_strategy_id: a.warning_strategy_id }),
      };
    });
    return ok(
      await this.save(s, {
        automation_name: `${d.automation_name} (copy)`.slice(0, 99),
        automation_described: d.automation_described,
        priority: d.priority,
        enabled: '0',
        remark: d.remark,
        automation_conditions: conditions,
        automation_actions: actions,
      }),
      AUTO_MSG.added,
    );
  }

  async remove(s: Scope, id: string) {
    await this.found(s, id);
    await this.db.transaction().execute((trx) => store.deleteAutomation(trx, s.tenantId, id));
    await this.engine.reload(id);
    return ok([], AUTO_MSG.deleted);
  }

  async setEnabled(s: Scope, id: string, enabled: string) {
    await this.found(s, id);
    const now = this.ctx.clock.now();
    await store.setEnabled(this.db, s.tenantId, id, enabled, now);
    if (enabled === '1') await this.reschedule(id, now);
    await this.engine.reload(id);
    return ok([], AUTO_MSG.saved);
  }

  /** Switched on again: timed conditions run from now on (a "once" in the past stays done). */
  private async reschedule(id: string, now: number) {
    for (const c of await store.conditionsOf(this.db, [id])) {
      if (c.time_condition_type === TIME_CONDITION.once) {
        const at = parseDateTime(c.v1);
        await runs.setNextRun(this.db, c.id, at !== null && at > now ? at : null);
      } else if (c.time_condition_type === TIME_CONDITION.repeat) {
        await runs.setNextRun(this.db, c.id, nextRun(repeatPattern(c.v1, c.v3, c.v4), now));
      }
    }
  }

  async logs(s: Scope, kind: runs.LogKind, b: PageRequest & { owner_id?: string; process_result?: string }) {
    const win = pageWindow(b);
    const r = await runs.listLogs(this.db, kind, s.tenantId, b, win.per_page, win.offset);
    const key = kind === 'automation' ? 'automation_id' : 'scenario_strategy_id';
    return pageOf(
      win,
      r.total,
      r.rows.map(({ owner_id, ...rest }) => ({ ...rest, [key]: owner_id, created_ms: Number(rest.created_ms) })),
    );
  }

  async logDetails(s: Scope, kind: runs.LogKind, b: PageRequest & { log_id: string }) {
    if (!(await runs.findLog(this.db, kind, s.tenantId, b.log_id))) throw businessError(AUTO_MSG.logNotFound);
    const win = pageWindow(b);
    const r = await runs.listLogDetails(this.db, kind, b.log_id, win.per_page, win.offset);
    const key = kind === 'automation' ? 'automation_log_id' : 'scenario_log_id';
    return pageOf(
      win,
      r.total,
      r.rows.map(({ log_id, ...rest }) => ({ ...rest, [key]: log_id })),
    );
  }
}
