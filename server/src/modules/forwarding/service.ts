/**
 * Forwarding rules: CRUD of a rule with its targets and sources (`/tp_data/transpond/*`, and the spec's names
 * `/gg_data/transpond/*`), the start/pause switch, the list with each rule's delivery counters, the "test" that
 * sends one sample message and shows the answer, and the script trial run.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { Scope } from '../devices/scope';
import type { WarningStrategyTable } from '../automation/tables';
import type { ForwardingEngine } from './delivery/forwarding-engine';
import { scriptStatsId } from './delivery/forwarding-engine';
import type { ForwardMessage } from './delivery/rule-runtime';
import type { CountsKind } from './delivery/stats-ledger';
import { FWD_MSG } from './messages';
import * as store from './store';
import type { TranspondDetailTable, TranspondStatsTable, TranspondTable } from './tables';
import { checkSources, targetInfoOf, type SourceInput, type TargetInput } from './validate';
import { deviceInfoOf, maskedTarget, parseTargetInfo, ruleSummary } from './wire';

export interface StrategyInput {
  warning_strategy_name?: string;
  warning_level?: string;
  repeat_count?: number;
  trigger_count?: number;
  inform_way?: string;
  warning_description?: string;
}

export interface RuleInput {
  name: string;
  desc?: string;
  script?: string;
  status?: number;
  warning_switch?: number;
  warning_strategy?: StrategyInput;
  target_info: TargetInput;
  device_info?: SourceInput[];
}

/** A failure must repeat this many times in a row before it raises an alarm, unless the strategy says otherwise. */
const DEFAULT_FAILURES = 3;

export class ForwardingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly engine: ForwardingEngine,
    /** Reloads this server's rules and tells the other servers to reload theirs. */
    private readonly changed: (ruleId: string) => Promise<void>,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async rule(s: Scope, id: string) {
    const row = await store.findRule(this.db, s.tenantId, id);
    if (!row) throw businessError(FWD_MSG.notFound);
    return row;
  }

  async list(s: Scope, b: PageRequest & { name?: string; status?: number }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listRules(this.db, s.tenantId, b, win.per_page, win.offset);
    const details = await store.detailsOf(
      this.db,
      s.tenantId,
      rows.map((r) => r.id),
    );
    const shared = await store.statsOf(
      this.db,
      s.tenantId,
      rows.map((r) => r.id),
    );
    const admin = s.caller.authority === 'TENANT_ADMIN';
    return pageOf(
      win,
      total,
      rows.map((r) => ({
        ...ruleSummary(r),
        target_info: maskedTarget(parseTargetInfo(r.target_info), !admin),
        device_info: deviceInfoOf(details.filter((d) => d.data_transpond_id === r.id)),
        stats: this.stats(r, shared),
      })),
    );
  }

  /**
   * Counters summed over every server (the shared rows, plus what this server counted since its last flush); the
   * targets' state and queue length are this server's.
   */
  private stats(r: TranspondTable, shared: TranspondStatsTable[]) {
    const total = (kind: CountsKind) => {
      const row = shared.find((x) => x.data_transpond_id === r.id && x.kind === kind);
      const local = this.engine.stats.unflushed(r.id, kind);
      const latest = row && row.last_error_at >= local.last_error_at ? row : local;
      return {
        received: (row?.received ?? 0) + local.received,
        delivered: (row?.delivered ?? 0) + local.delivered,
        failed: (row?.failed ?? 0) + local.failed,
        dropped: (row?.dropped ?? 0) + local.dropped,
        filtered: (row?.filtered ?? 0) + local.filtered,
        script_errors: (row?.script_errors ?? 0) + local.script_errors,
        last_error: latest.last_error,
        last_error_at: latest.last_error_at,
      };
    };
    const t = parseTargetInfo(r.target_info);
    const kinds = [...(t.url ? (['http'] as const) : []), ...(t.mqtt ? (['mqtt'] as const) : [])];
    const runtime = r.status === 1 ? this.engine.runtimeOf(r.id) : undefined;
    const targets = kinds.map((kind) => {
      const live = runtime?.targets.find((q) => q.kind === kind);
      const c = total(kind);
      return {
        kind,
        state: live?.state ?? 'idle',
        queued: live?.queued ?? 0,
        delivered: c.delivered,
        failed: c.failed,
        dropped: c.dropped,
        last_error: c.last_error,
        last_error_at: c.last_error_at,
      };
    });
    const rule = total('rule');
    const sum = (k: 'delivered' | 'failed' | 'dropped') => targets.reduce((n, x) => n + x[k], 0);
    const latest = [...targets, rule].filter((x) => x.last_error).sort((a, b) => b.last_error_at - a.last_error_at)[0];
    return {
      received: rule.received,
      delivered: sum('delivered'),
      failed: sum('failed'),
      dropped: sum('dropped') + rule.dropped,
      filtered: rule.filtered,
      script_errors: rule.script_errors,
      queued: targets.reduce((n, x) => n + x.queued, 0),
      last_error: latest?.last_error ?? '',
      last_error_at: latest ? Math.floor(latest.last_error_at / 1000) : 0,
      targets,
    };
  }

  async detail(s: Scope, id: string) {
    const r = await this.rule(s, id);
    const strategy = r.warning_strategy_id ? await store.findStrategy(this.db, s.tenantId, r.warning_strategy_id) : undefined;
    return {
      ...ruleSummary(r),
      warning_strategy: strategy ?? null,
      target_info: maskedTarget(parseTargetInfo(r.target_info)),
      device_info: deviceInfoOf(await store.detailsOf(this.db, s.tenantId, [r.id])),
      stats: this.stats(r, await store.statsOf(this.db, s.tenantId, [r.id])),
    };
  }

  async add(s: Scope, b: RuleInput) {
    await this.save(s, b, null);
    return ok(null, FWD_MSG.done);
  }

  async edit(s: Scope, b: RuleInput & { id: string }) {
    await this.save(s, b, await this.rule(s, b.id));
    return ok(null, FWD_MSG.done);
  }

  private async save(s: Scope, b: RuleInput, cur: TranspondTable | null) {
    const id = cur?.id ?? randomUUID();
    const target = targetInfoOf(b.target_info, this.ctx.config.forwardPrivateTargets === true, id, cur ? parseTargetInfo(cur.target_info) : null);
    const sources = b.device_info ?? [];
    await checkSources(this.db, s.tenantId, sources);
    const nowS = Math.floor(this.ctx.clock.now() / 1000);
    const warningSwitch = b.warning_switch ?? cur?.warning_switch ?? 0;
    const strategy = warningSwitch === 1 ? this.strategyOf(s, b, cur, id, nowS) : null;
    const row: TranspondTable = {
      id,
      tenant_id: s.tenantId,
      name: b.name,
      description: b.desc ?? '',
      script: b.script ?? '',
      status: b.status ?? cur?.status ?? 0,
      warning_switch: warningSwitch,
      warning_strategy_id: strategy?.id ?? cur?.warning_strategy_id ?? '',
      target_info: JSON.stringify(target),
      create_time: cur?.create_time ?? nowS,
      update_time: nowS,
    };
    const details: TranspondDetailTable[] = sources.map((d, sort) => ({
      id: randomUUID(),
      data_transpond_id: id,
      tenant_id: s.tenantId,
      sort,
      message_type: d.message_type,
      device_id: d.device_id ?? '',
      asset_group_id: d.device_id ? '' : (d.asset_group_id ?? ''),
      business_id: d.device_id || d.asset_group_id ? '' : (d.business_id ?? ''),
    }));
    await store.saveRule(this.db, row, details, strategy, !cur);
    await this.changed(id);
  }

  private strategyOf(s: Scope, b: RuleInput, cur: TranspondTable | null, ruleId: string, nowS: number): WarningStrategyTable {
    const w = b.warning_strategy ?? {};
    return {
      id: cur?.warning_strategy_id || randomUUID(),
      tenant_id: s.tenantId,
      warning_strategy_name: w.warning_strategy_name || b.name,
      warning_level: w.warning_level ?? '2',
      repeat_count: w.repeat_count ?? 1,
      trigger_count: w.trigger_count ?? DEFAULT_FAILURES,
      inform_way: w.inform_way ?? '',
      warning_description: w.warning_description ?? '',
      auto_clear: '1',
      inline_of: `transpond:${ruleId}`,
      created_at: nowS,
      update_time: nowS,
    };
  }

  async remove(s: Scope, id: string) {
    const r = await this.rule(s, id);
    await store.deleteRule(this.db, s.tenantId, r.id, r.warning_strategy_id);
    await this.changed(r.id);
    this.engine.forget(r.id);
    return ok(null, FWD_MSG.done);
  }

  async setSwitch(s: Scope, id: string, on: number) {
    const r = await this.rule(s, id);
    await store.setStatus(this.db, s.tenantId, r.id, on, Math.floor(this.ctx.clock.now() / 1000));
    await this.changed(r.id);
    return ok(null, FWD_MSG.done);
  }

  /** Sends one sample message (through the rule's script) to each target at once, and answers what came back. */
  async test(s: Scope, id: string, sample?: Record<string, unknown>) {
    const r = await this.rule(s, id);
    const first = (await store.detailsOf(this.db, s.tenantId, [r.id])).find((d) => d.device_id);
    const msg: ForwardMessage = {
      device_id: first?.device_id ?? 'sample',
      device_name: first ? await store.deviceName(this.db, s.tenantId, first.device_id) : 'sample',
      message_type: 1,
      ts: this.ctx.clock.now(),
      values: sample ?? { temperature: 21.5 },
    };
    let payload: unknown = msg;
    if (r.script) {
      const [res] = await this.engine.runScript(`test:${r.id}`, r.script, [msg]);
      if (!res.ok) return { script: { ok: false, error: res.error }, targets: [] };
      payload = res.value;
      if (payload === null || payload === undefined) return { script: { ok: true, output: null }, targets: [] };
    }
    const targets = [];
    for (const { kind, sender } of this.engine.sendersOf(r.id, parseTargetInfo(r.target_info))) {
      const res = await sender.send([{ deviceId: msg.device_id, payload }]);
      await sender.close();
      targets.push({ kind, ok: res.ok, answer: res.ok ? res.answer : res.error });
    }
    return { script: r.script ? { ok: true, output: payload } : null, targets };
  }

  /** The script editor's trial run: `encodeInp(msg)` on a sample message. */
  async quiz(s: Scope, b: { script: string; msg?: Record<string, unknown> }) {
    const msg = b.msg ?? { device_id: 'sample', device_name: 'sample', message_type: 1, ts: this.ctx.clock.now(), values: { temperature: 21.5 } };
    const [res] = await this.engine.runScript(`quiz:${s.tenantId}`, b.script, [msg as unknown as ForwardMessage]);
    return res.ok ? { ok: true, output: res.value ?? null, error: '' } : { ok: false, output: null, error: res.error };
  }
}

export { scriptStatsId };
