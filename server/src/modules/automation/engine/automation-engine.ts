/**
 * The automation engine. Device triggers come from the ingest pipeline's committed batches (values, events) and
 * from presence changes; each is looked up in the in-memory index, its groups evaluated, and a level group fires
 * on its false→true transition only (the transition is claimed in the database, so among servers sharing one
 * PostgreSQL exactly one fires). Timed conditions and "lasting N minutes" timers are stored rows a scheduler
 * claims with `for update skip locked`. Work per automation runs in order; the ingest path never waits for it.
 * See docs/automation.md.
 */
import type { AppContext } from '../../../app-context';
import type { EventNotice, ValuesUpdate } from '../../../ingest/ingest-pipeline';
import type { PresenceChange } from '../../../ingest/presence';
import type { AlertService } from '../../alerts/service';
import { ACTION, DEVICE_CONDITION, ONLINE_STATE } from '../codes';
import * as runs from '../run-store';
import { followingRun } from '../schedule';
import * as store from '../store';
import type { ConditionTable } from '../tables';
import type { ActionRunner } from './action-runner';
import { ConditionIndex, compile, type CompiledAutomation, type GroupRef } from './condition-index';
import { decidedByTrigger, evaluateGroup, type StateReader, type Trigger } from './evaluator';
import { onlineSince, storedState } from './stored-state';
import { CauseWindow } from './cause-window';

/** Steps of automatic cause and effect (A commands a device whose report triggers B …) before the chain is cut. */
export const MAX_DEPTH = 8;

export interface EngineOptions {
  /** Several servers share the database: do not trust this server's memory of a group's state. */
  shared: boolean;
  /** Scheduler period (ms); 0 = only explicit `tick()` calls (tests). */
  tickMs?: number;
  /** How often to look for automations changed by another server (ms). */
  reloadMs?: number;
}

export interface EngineStats {
  evaluated: number;
  fired: number;
  cutOff: number;
}

export class AutomationEngine {
  readonly index = new ConditionIndex();
  readonly stats: EngineStats = { evaluated: 0, fired: 0, cutOff: 0 };
  /** Last known state of each level group (`automation:group`), mirrored from `automation_edge`. */
  private readonly edges = new Map<string, boolean>();
  private readonly chains = new Map<string, Promise<void>>();
  private readonly causes: CauseWindow;
  private timers: NodeJS.Timeout[] = [];
  private version = '';
  private ticking: Promise<void> | null = null;
  private closed = false;
  private runner!: ActionRunner;
  private readonly state: StateReader;

  constructor(
    private readonly ctx: AppContext,
    private readonly alerts: AlertService,
    private readonly opts: EngineOptions,
  ) {
    this.state = storedState(ctx.db);
    this.causes = new CauseWindow(() => ctx.clock.now());
  }

  setRunner(runner: ActionRunner): void {
    this.runner = runner;
  }

  private get db() {
    return this.ctx.db;
  }

  async start(): Promise<void> {
    await this.reloadAll();
    const tick = this.opts.tickMs ?? 1000;
    if (tick > 0) this.timers.push(setInterval(() => void this.tick(), tick));
    const reload = this.opts.reloadMs ?? 2000;
    if (reload > 0) this.timers.push(setInterval(() => void this.reloadIfChanged(), reload));
  }

  /** Waits for every queued run to finish. */
  async idle(): Promise<void> {
    while (this.chains.size || this.ticking) {
      await Promise.all([...this.chains.values(), this.ticking]);
    }
  }

  private async drain(): Promise<void> {
    while (this.chains.size) await Promise.all(this.chains.values());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.idle();
  }

  // Index -----------------------------------------------------------------------------------------------------

  async reloadAll(): Promise<void> {
    this.version = await store.automationVersion(this.db);
    const { rows, conditions, actions } = await store.enabledAutomations(this.db);
    const list = rows.map((r) =>
      compile(
        r,
        conditions.filter((c) => c.automation_id === r.id),
        actions.filter((a) => a.automation_id === r.id),
      ),
    );
    this.index.replaceAll(list);
    this.edges.clear();
    for (const a of list) for (const e of await runs.activeEdges(this.db, a.id)) this.edges.set(`${a.id}:${e.group_number}`, true);
  }

  /** One automation was added, edited, switched or deleted on this server. */
  async reload(id: string): Promise<void> {
    const { rows, conditions, actions } = await store.enabledAutomations(this.db, [id]);
    for (const key of [...this.edges.keys()]) if (key.startsWith(`${id}:`)) this.edges.delete(key);
    const a = rows[0] ? compile(rows[0], conditions, actions) : null;
    this.index.put(id, a);
    if (a) {
      for (const e of await runs.activeEdges(this.db, id)) this.edges.set(`${id}:${e.group_number}`, true);
      await this.seedLasting(a);
    }
    this.version = await store.automationVersion(this.db);
  }

  private async reloadIfChanged(): Promise<void> {
    if (this.closed) return;
    try {
      if ((await store.automationVersion(this.db)) !== this.version) await this.reloadAll();
    } catch (err) {
      this.ctx.log.error('automation: reloading the index failed', err);
    }
  }

  /** A device already in the state a "lasting" condition waits for gets its timer from when it entered it. */
  private async seedLasting(a: CompiledAutomation): Promise<void> {
    for (const members of a.groups.values()) {
      for (const c of members) {
        if (c.device_condition_type !== DEVICE_CONDITION.lasting) continue;
        const r = await onlineSince(this.db, c.device_id);
        if ((r?.online ?? false) !== (c.v2 === ONLINE_STATE.online)) continue;
        const since = r?.sinceMs ?? this.ctx.clock.now();
        await runs.setTimer(this.db, c.id, c.device_id, a.tenantId, since + Number(c.v3) * 60_000);
      }
    }
  }

  // Triggers --------------------------------------------------------------------------------------------------

  /** The batch the ingest pipeline just committed. Synchronous: index lookups only; runs are queued. */
  onCommitted(updates: ValuesUpdate[], notices: EventNotice[]): void {
    if (!this.index.size || this.closed) return;
    for (const u of updates) {
      const refs = this.index.forValues(u.deviceId, Object.keys(u.values));
      if (refs.length) this.dispatch(refs, { kind: 'values', deviceId: u.deviceId, values: u.values }, this.causes.depthOf(u.deviceId));
    }
    for (const n of notices) {
      const refs = this.index.forEvent(n.deviceId, n.method);
      if (refs.length) this.dispatch(refs, { kind: 'event', deviceId: n.deviceId, method: n.method, params: n.params }, this.causes.depthOf(n.deviceId));
    }
  }

  onPresence(c: PresenceChange): void {
    const refs = this.index.forPresence(c.deviceId);
    if (!refs.length || this.closed) return;
    const lasting = refs.flatMap((r) =>
      r.automation.groups.get(r.group)!.filter((m) => m.device_condition_type === DEVICE_CONDITION.lasting && m.device_id === c.deviceId),
    );
    const now = this.ctx.clock.now();
    const timers = Promise.all(
      [...new Set(lasting)].map((m) =>
        c.online === (m.v2 === ONLINE_STATE.online)
          ? runs.setTimer(this.db, m.id, c.deviceId, c.tenantId, now + Number(m.v3) * 60_000)
          : runs.clearTimer(this.db, m.id, c.deviceId),
      ),
    );
    // The timers are written before the groups are evaluated, so a lasting member reads the new state.
    this.dispatch(refs, { kind: 'presence', deviceId: c.deviceId, online: c.online }, 0, timers);
  }

  /** Called by the runner before it commands a device. */
  commanded(deviceId: string, depth: number): void {
    this.causes.commanded(deviceId, depth);
  }

  private dispatch(refs: GroupRef[], trigger: Trigger, depth: number, before?: Promise<unknown>): void {
    const byAutomation = new Map<CompiledAutomation, number[]>();
    const now = this.ctx.clock.now();
    for (const r of refs) {
      if (this.unchanged(r, trigger, now)) continue;
      const list = byAutomation.get(r.automation);
      if (list) list.push(r.group);
      else byAutomation.set(r.automation, [r.group]);
    }
    for (const [a, groups] of byAutomation)
      this.enqueue(a.id, async () => {
        await before;
        await this.evaluate(a, groups, trigger, depth);
      });
  }

  /**
   * A level group this server alone watches (embedded mode), no run queued for its automation, and a trigger that
   * decides it to the state it is already in: nothing can happen, so nothing is queued (most reports end here).
   */
  private unchanged(r: GroupRef, trigger: Trigger, now: number): boolean {
    if (this.opts.shared || r.automation.pulseGroups.has(r.group) || this.chains.has(r.automation.id)) return false;
    this.stats.evaluated++;
    const decided = decidedByTrigger(r.automation.groups.get(r.group)!, trigger, now);
    return decided !== undefined && decided === (this.edges.get(`${r.automation.id}:${r.group}`) ?? false);
  }

  private enqueue(key: string, job: () => Promise<void>): void {
    const prev = this.chains.get(key) ?? Promise.resolve();
    const next = prev.then(job).catch((err) => this.ctx.log.error(`automation ${key}: run failed`, err));
    this.chains.set(key, next);
    void next.finally(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
  }

  // Evaluation ------------------------------------------------------------------------------------------------

  /** The device an alarm of this group belongs to: its first device condition's device. */
  private static alarmDevice(members: ConditionTable[]): string {
    return members.find((m) => m.device_id)?.device_id ?? '';
  }

  private async evaluate(a: CompiledAutomation, groups: number[], trigger: Trigger, depth: number): Promise<void> {
    if (this.index.automation(a.id) !== a) return; // edited or disabled since it was queued
    const now = this.ctx.clock.now();
    let fire: { text: string; value: string; device: string } | null = null;
    const fell: string[] = [];
    // Already true through another group: a further group rising does not make a new transition.
    const wasTrue = [...a.groups.keys()].some((g) => this.edges.get(`${a.id}:${g}`));
    for (const g of groups) {
      const members = a.groups.get(g)!;
      this.stats.evaluated++;
      const r = await evaluateGroup(members, trigger, now, this.state);
      const key = `${a.id}:${g}`;
      if (a.pulseGroups.has(g)) {
        if (r.pass && !fire) fire = { text: r.text, value: r.value, device: AutomationEngine.alarmDevice(members) };
        continue;
      }
      const known = this.edges.get(key) ?? false;
      if (r.pass && (!known || this.opts.shared)) {
        const rose = await runs.tryRise(this.db, a.id, g, '', now);
        this.edges.set(key, true);
        if (rose && !wasTrue && !fire) fire = { text: r.text, value: r.value, device: AutomationEngine.alarmDevice(members) };
      } else if (!r.pass && (known || this.opts.shared)) {
        const dropped = await runs.tryFall(this.db, a.id, g, '', now);
        this.edges.set(key, false);
        if (dropped) fell.push(AutomationEngine.alarmDevice(members));
      }
    }
    if (fire) await this.fire(a, fire, depth);
    if (fell.length && ![...a.groups.keys()].some((g) => this.edges.get(`${a.id}:${g}`))) await this.clearAlarms(a, fell);
  }

  private async fire(a: CompiledAutomation, f: { text: string; value: string; device: string }, depth: number): Promise<void> {
    if (depth >= MAX_DEPTH) {
      this.stats.cutOff++;
      this.ctx.log.warn(`automation ${a.id} (${a.name}): loop cut off after ${depth} automatic steps`);
      await this.runner.logRefused(a, `loop cut off after ${depth} automatic steps: ${f.text}`);
      return;
    }
    this.stats.fired++;
    await this.runner.runAutomation(a, { tenantId: a.tenantId, depth, alarmDeviceId: f.device, text: f.text, value: f.value });
  }

  private async clearAlarms(a: CompiledAutomation, devices: string[]): Promise<void> {
    for (const act of a.actions) {
      if (act.action_type !== ACTION.alarm) continue;
      const strategy = await store.findStrategy(this.db, a.tenantId, act.warning_strategy_id);
      if (!strategy) continue;
      for (const d of new Set(devices)) {
        const ids = await this.alerts.clear(a.tenantId, strategy, d);
        if (ids.length) await this.runner.logCleared(a, ids, strategy.id);
      }
    }
  }

  // Scheduler -------------------------------------------------------------------------------------------------

  /** Runs what is due at the clock's now: timed conditions, then "lasting" timers. Tests call it after moving the clock. */
  tick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.ticking ??= this.runDue()
      .catch((err) => this.ctx.log.error('automation: scheduler tick failed', err))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async runDue(): Promise<void> {
    const now = this.ctx.clock.now();
    const due = await runs.claimDueConditions(this.db, now, (c) => followingRun(c, now));
    for (const c of due) {
      const hit = this.index.condition(c.id);
      if (hit) this.dispatch([{ automation: hit.automation, group: c.group_number }], { kind: 'time', conditionId: c.id }, 0);
    }
    for (const t of await runs.claimDueTimers(this.db, now)) {
      const hit = this.index.condition(t.condition_id);
      if (hit)
        this.dispatch(
          [{ automation: hit.automation, group: hit.condition.group_number }],
          { kind: 'lasting', deviceId: t.device_id, conditionId: t.condition_id },
          0,
        );
    }
    await this.drain();
  }
}
