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
import { FWD_MSG } from './messages';
import * as store from './store';
import type { TranspondDetailTable, TranspondTable } from './tables';
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
    const admin = s.caller.authority === 'TENANT_ADMIN';
    return pageOf(
      win,
      total,
      rows.map((r) => ({
        ...ruleSummary(r),
        target_info: maskedTarget(parseTargetInfo(r.target_info), !admin),
        device_info: deviceInfoOf(details.filter((d) => d.data_transpond_id === r.id)),
        stats: this.stats(r),
      })),
    );
  }

  /** Counters since this server started (per server; docs/forwarding.md). */
  private stats(r: TranspondTable) {
    const c = this.engine.counterOf(r.id);
    const runtime = r.status === 1 ? this.engine.runtimeOf(r.id) : undefined;
    const targets = (runtime?.targets ?? []).map((t) => ({ kind: t.kind, state: t.state, queued: t.queued, ...t.counters }));
    const sum = (k: 'delivered' | 'failed' | 'dropped') => targets.reduce((n, t) => n + t[k], 0);
    const latest = [...targets.map((t) => ({ e: t.last_error, at: t.last_error_at })), { e: c?.last_error ?? '', at: c?.last_error_at ?? 0 }]
      .filter((x) => x.e)
      .sort((a, b) => b.at - a.at)[0];
    return {
      received: c?.received ?? 0,
      delivered: sum('delivered'),
      failed: sum('failed'),
      dropped: sum('dropped') + (c?.dropped ?? 0),
      filtered: c?.filtered ?? 0,
      script_errors: c?.script_errors ?? 0,
      queued: targets.reduce((n, t) => n + t.queued, 0),
      last_error: latest?.e ?? '',
      last_error_at: latest ? Math.floor(latest.at / 1000) : 0,
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
      stats: this.stats(r),
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
    await this.engine.reload();
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
    await this.engine.reload();
    this.engine.forget(r.id);
    return ok(null, FWD_MSG.done);
  }

  async setSwitch(s: Scope, id: string, on: number) {
    const r = await this.rule(s, id);
    await store.setStatus(this.db, s.tenantId, r.id, on, Math.floor(this.ctx.clock.now() / 1000));
    await this.engine.reload();
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
