/** Scenes (manual, named lists of actions; "activate" runs one now), alarm strategies and control strategies. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import type { Scope } from '../devices/scope';
import { SCENE_ACTION } from './codes';
import type { ActionRunner } from './engine/action-runner';
import { AUTO_MSG } from './messages';
import type { AutomationService } from './service';
import * as store from './store';
import type { ScenarioActionTable } from './tables';
import { normalizeDeviceAction } from './validate';
import type { DeviceInstruct, SceneInput, StrategyInput } from './wire';

export interface ControlStep {
  device_id?: string;
  asset_id?: string;
  device_model?: string;
  instruct: Record<string, unknown> | string;
}
export interface ControlInput {
  id?: string;
  strategy_name: string;
  strategy_description?: string;
  actions: ControlStep[];
}

export class SceneService {
  constructor(
    private readonly ctx: AppContext,
    private readonly automations: AutomationService,
    private readonly runner: () => ActionRunner,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private nowS() {
    return Math.floor(this.ctx.clock.now() / 1000);
  }

  // Scenes ----------------------------------------------------------------------------------------------------

  async list(s: Scope, b: PageRequest & { id?: string; scenario_name?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listScenes(this.db, s.tenantId, b, win.per_page, win.offset);
    return pageOf(win, total, rows);
  }

  async detail(s: Scope, id: string) {
    const scene = await store.findScene(this.db, s.tenantId, id);
    if (!scene) throw businessError(AUTO_MSG.sceneNotFound);
    const actions = await store.sceneActions(this.db, id);
    const places = await store.devicePlaces(this.db, actions.map((a) => a.device_id).filter(Boolean));
    return {
      ...scene,
      scenario_actions: actions.map((a) => ({
        ...a,
        business_id: places.get(a.device_id)?.business_id ?? '',
        ...(a.device_id ? { asset_id: places.get(a.device_id)?.asset_id ?? '' } : {}),
      })),
    };
  }

  private async sceneActionRows(s: Scope, b: SceneInput) {
    if (!b.scenario_actions.length) throw validationError(AUTO_MSG.actionRequired);
    const look = this.automations.lookups(s);
    const rows: Omit<ScenarioActionTable, 'id' | 'scenario_strategy_id' | 'tenant_id' | 'sort'>[] = [];
    for (const [i, a] of b.scenario_actions.entries()) {
      const n = i + 1;
      const row = {
        action_type: a.action_type,
        device_id: '',
        asset_id: '',
        device_model: '',
        instruct: '',
        automation_id: '',
        notification_group_id: '',
        remark: a.remark ?? '',
      };
      if (a.action_type === SCENE_ACTION.device) {
        const raw = typeof a.instruct === 'string' ? safeParse(a.instruct) : a.instruct;
        const ins = await normalizeDeviceAction(n, a, { device_model: a.device_model ?? '1', instruct: raw }, look);
        Object.assign(row, {
          device_id: a.device_id ?? '',
          asset_id: a.device_id ? '' : (a.asset_id ?? ''),
          device_model: ins.device_model,
          instruct: JSON.stringify(ins.instruct),
        });
      } else if (a.action_type === SCENE_ACTION.toggleAutomation) {
        if (!a.automation_id || !(await store.findAutomation(this.db, s.tenantId, a.automation_id)))
          throw validationError(fill(AUTO_MSG.actionAutomationRequired, { n }));
        const sw = (typeof a.instruct === 'string' ? safeParse(a.instruct) : a.instruct) as { switch?: unknown } | undefined;
        Object.assign(row, {
          automation_id: a.automation_id,
          instruct: JSON.stringify({ automation_id: a.automation_id, switch: sw?.switch === '0' ? '0' : '1' }),
        });
      } else {
        if (!a.notification_group_id) throw validationError(fill(AUTO_MSG.actionGroupRequired, { n }));
        row.notification_group_id = a.notification_group_id;
      }
      rows.push(row);
    }
    return rows;
  }

  async save(s: Scope, b: SceneInput) {
    const name = b.scenario_name.trim();
    if (!name) throw validationError(AUTO_MSG.nameRequired);
    const existing = b.id ? await store.findScene(this.db, s.tenantId, b.id) : undefined;
    if (b.id && !existing) throw businessError(AUTO_MSG.sceneNotFound);
    const rows = await this.sceneActionRows(s, b);
    const id = existing?.id ?? randomUUID();
    const now = this.nowS();
    const row = {
      id,
      tenant_id: s.tenantId,
      scenario_name: name,
      scenario_description: b.scenario_description ?? '',
      remark: b.remark ?? '',
      created_by: existing?.created_by ?? s.caller.id,
      created_at: existing?.created_at ?? now,
      update_time: now,
    };
    await store.saveScene(this.db, row, !existing, rows);
    return ok(await this.detail(s, id), existing ? AUTO_MSG.saved : AUTO_MSG.added);
  }

  async remove(s: Scope, id: string) {
    if (!(await store.findScene(this.db, s.tenantId, id))) throw businessError(AUTO_MSG.sceneNotFound);
    if (await store.sceneInUse(this.db, id)) throw businessError(AUTO_MSG.sceneInUse);
    await store.deleteScene(this.db, s.tenantId, id);
    return ok([], AUTO_MSG.deleted);
  }

  async activate(s: Scope, id: string) {
    const r = await this.runner().runScene(s.tenantId, id, false, 0);
    if (!r) throw businessError(AUTO_MSG.sceneNotFound);
    return ok({ log_id: r.id, process_result: r.ok ? '1' : '2' }, r.ok ? AUTO_MSG.activated : AUTO_MSG.runFailed);
  }

  // Alarm strategies (saved, reusable) ----------------------------------------------------------------------

  async strategies(s: Scope, b: PageRequest & { warning_strategy_name?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listStrategies(this.db, s.tenantId, b, win.per_page, win.offset);
    return pageOf(win, total, rows);
  }

  async strategy(s: Scope, id: string) {
    const row = await store.findStrategy(this.db, s.tenantId, id);
    if (!row) throw businessError(AUTO_MSG.strategyNotFound);
    return row;
  }

  async saveStrategy(s: Scope, b: StrategyInput & { warning_strategy_name: string }) {
    const name = b.warning_strategy_name.trim();
    if (!name) throw validationError(AUTO_MSG.nameRequired);
    const existing = b.id ? await this.strategy(s, b.id) : undefined;
    const now = this.nowS();
    const row = {
      id: existing?.id ?? randomUUID(),
      tenant_id: s.tenantId,
      warning_strategy_name: name,
      warning_level: b.warning_level,
      repeat_count: b.repeat_count ?? 1,
      trigger_count: b.trigger_count ?? 1,
      inform_way: b.inform_way ?? '',
      warning_description: b.warning_description ?? '',
      auto_clear: b.auto_clear ?? '1',
      inline_of: existing?.inline_of ?? '',
      created_at: existing?.created_at ?? now,
      update_time: now,
    };
    await store.saveStrategy(this.db, row);
    return ok(row, existing ? AUTO_MSG.saved : AUTO_MSG.added);
  }

  async removeStrategy(s: Scope, id: string) {
    await this.strategy(s, id);
    if (await store.strategyInUse(this.db, id)) throw businessError(AUTO_MSG.strategyInUse);
    await store.deleteStrategy(this.db, s.tenantId, id);
    return ok([], AUTO_MSG.deleted);
  }

  // Control strategies (reusable device-action lists) ---------------------------------------------------------

  async controls(s: Scope, b: PageRequest) {
    const win = pageWindow(b);
    const { total, rows } = await store.listControls(this.db, s.tenantId, win.per_page, win.offset);
    return pageOf(
      win,
      total,
      rows.map((r) => ({ ...r, actions: JSON.parse(r.actions) })),
    );
  }

  async control(s: Scope, id: string) {
    const row = await store.findControl(this.db, s.tenantId, id);
    if (!row) throw businessError(AUTO_MSG.controlNotFound);
    return { ...row, actions: JSON.parse(row.actions) as unknown[] };
  }

  async saveControl(s: Scope, b: ControlInput) {
    const name = b.strategy_name.trim();
    if (!name) throw validationError(AUTO_MSG.nameRequired);
    if (!b.actions.length) throw validationError(AUTO_MSG.actionRequired);
    const existing = b.id ? await this.control(s, b.id) : undefined;
    const look = this.automations.lookups(s);
    const steps: Array<{ device_id: string; asset_id: string } & DeviceInstruct> = [];
    for (const [i, a] of b.actions.entries()) {
      const raw = typeof a.instruct === 'string' ? safeParse(a.instruct) : a.instruct;
      const ins = await normalizeDeviceAction(i + 1, a, { device_model: a.device_model ?? '1', instruct: raw }, look);
      steps.push({ device_id: a.device_id ?? '', asset_id: a.device_id ? '' : (a.asset_id ?? ''), ...ins });
    }
    const now = this.nowS();
    const row = {
      id: existing?.id ?? randomUUID(),
      tenant_id: s.tenantId,
      strategy_name: name,
      strategy_description: b.strategy_description ?? '',
      actions: JSON.stringify(steps),
      created_at: existing?.created_at ?? now,
      update_time: now,
    };
    await store.saveControl(this.db, row, !existing);
    return ok({ ...row, actions: steps }, existing ? AUTO_MSG.saved : AUTO_MSG.added);
  }

  async removeControl(s: Scope, id: string) {
    await this.control(s, id);
    if (await store.controlInUse(this.db, id)) throw businessError(AUTO_MSG.strategyInUse);
    await store.deleteControl(this.db, s.tenantId, id);
    return ok([], AUTO_MSG.deleted);
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
