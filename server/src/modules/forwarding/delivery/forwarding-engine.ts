/**
 * The forwarding engine: knows which started rules take data from which devices (sources by device, group or
 * project, per message type), takes each committed batch from ingest and hands every matching message to its
 * rule. The ingest side is a map lookup and an array push per message; scripts and sends run afterwards, each
 * rule and each target on its own. Rules are reloaded on every change and every 30 s (new devices in a group).
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { EventNotice, ValuesUpdate } from '../../../ingest/ingest-pipeline';
import type { SandboxPool } from '../../../sandbox/sandbox-pool';
import * as store from '../store';
import type { TranspondDetailTable, TranspondTable } from '../tables';
import { parseTargetInfo, type TargetInfo } from '../wire';
import type { FailureAlarms } from './failure-alarms';
import { HttpSender } from './http-sender';
import { MqttSender } from './mqtt-sender';
import type { Sender } from './sender';
import { newRuleCounters, RuleRuntime, type ForwardMessage, type RuleCounters, type RuleSpec } from './rule-runtime';
import { StatsLedger } from './stats-ledger';
import { DEFAULT_QUEUE, newTargetCounters, TargetQueue, type QueueOptions } from './target-queue';

/** The transform script's function, as in the contract's forwarding script. */
export const FORWARD_ENTRY = 'encodeInp';
export const scriptStatsId = (ruleId: string) => `forward:${ruleId}`;

export interface EngineOptions {
  queue: QueueOptions;
  /** Group membership (devices added to a group) is picked up this often; rule changes at once, over the bus. */
  reloadMs: number;
  /** How often this server adds its counters to the shared rows. */
  statsFlushMs: number;
}

/**
 * A broker acknowledges publishes one by one, and waiting for a batch's last acknowledgement before sending the
 * next costs a round trip per batch (long while ingest keeps the event loop busy): bigger batches, several in
 * flight on the one connection. Order on the wire is kept (one connection); in-flight messages count in the bound.
 */
export const mqttQueue = (q: QueueOptions): QueueOptions => ({ ...q, maxBatch: q.maxBatch * 4, window: Math.max(q.window ?? 1, 4) });

/** HTTP: two POSTs in flight (the agent's two keep-alive sockets), so a slow answer does not stall the queue. */
export const httpQueue = (q: QueueOptions): QueueOptions => ({ ...q, window: Math.max(q.window ?? 1, 2) });

interface Subscription {
  rule: RuleRuntime;
  types: Set<number>;
}

export class ForwardingEngine {
  private runtimes = new Map<string, RuleRuntime>();
  private byDevice = new Map<string, Subscription[]>();
  private names = new Map<string, string>();
  readonly stats: StatsLedger;
  private reloading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly opts: EngineOptions;

  constructor(
    private readonly ctx: AppContext,
    private readonly pool: () => Promise<SandboxPool>,
    private readonly alarms: FailureAlarms,
    opts: Partial<EngineOptions> = {},
  ) {
    this.opts = { queue: { ...DEFAULT_QUEUE, ...opts.queue }, reloadMs: opts.reloadMs ?? 30_000, statsFlushMs: opts.statsFlushMs ?? 5_000 };
    this.stats = new StatsLedger(ctx.db);
  }

  async start(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch((err) => this.ctx.log.error('forwarding: reload failed', err)), this.opts.reloadMs);
    this.timer.unref();
    this.flushTimer = setInterval(() => void this.flushStats(), this.opts.statsFlushMs);
    this.flushTimer.unref();
  }

  /** Adds this server's counters to the shared rows (a failure is retried with the next flush). */
  async flushStats(): Promise<void> {
    await this.stats.flush().catch((err) => this.ctx.log.warn(`forwarding: counters not saved (${(err as Error).message}); retrying`));
  }

  /** Ingest's committed batch: attribute reports and event reports. */
  onCommitted(updates: ValuesUpdate[], notices: EventNotice[]): void {
    if (!this.byDevice.size) return;
    for (const u of updates) {
      const subs = this.byDevice.get(u.deviceId);
      if (subs) this.deliver(subs, 1, { device_id: u.deviceId, device_name: this.names.get(u.deviceId) ?? '', message_type: 1, ts: u.ts, values: u.values });
    }
    for (const n of notices) {
      const subs = this.byDevice.get(n.deviceId);
      if (subs)
        this.deliver(subs, 3, {
          device_id: n.deviceId,
          device_name: this.names.get(n.deviceId) ?? '',
          message_type: 3,
          ts: n.ts,
          method: n.method,
          params: n.params,
        });
    }
  }

  /** An attribute write that reached a device. */
  onAttributesSent(deviceId: string, values: Record<string, unknown>): void {
    const subs = this.byDevice.get(deviceId);
    if (subs) this.deliver(subs, 2, { device_id: deviceId, device_name: this.names.get(deviceId) ?? '', message_type: 2, ts: Date.now(), values });
  }

  /** Custom: the uplink as the device sent it. */
  onUplink(deviceId: string, payload: Buffer): void {
    const subs = this.byDevice.get(deviceId);
    if (subs?.some((s) => s.types.has(4))) {
      this.deliver(subs, 4, {
        device_id: deviceId,
        device_name: this.names.get(deviceId) ?? '',
        message_type: 4,
        ts: Date.now(),
        payload: payload.toString('utf8'),
      });
    }
  }

  private deliver(subs: Subscription[], type: number, msg: ForwardMessage) {
    for (const s of subs) if (s.types.has(type)) s.rule.accept(msg);
  }

  counterOf(ruleId: string): RuleCounters | undefined {
    return this.stats.peek(ruleId, 'rule') as RuleCounters | undefined;
  }

  runtimeOf(ruleId: string): RuleRuntime | undefined {
    return this.runtimes.get(ruleId);
  }

  /** Rebuilds the device → rules map; single-flight, and a change during a reload reloads once more. */
  reload(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.reloading) {
      this.again = true;
      return this.reloading;
    }
    this.reloading = this.rebuild().finally(() => {
      this.reloading = null;
      if (this.again) {
        this.again = false;
        void this.reload();
      }
    });
    return this.reloading;
  }

  private async rebuild(): Promise<void> {
    const { rules, details } = await store.startedRules(this.ctx.db);
    const byRule = new Map<string, TranspondDetailTable[]>();
    for (const d of details) (byRule.get(d.data_transpond_id) ?? byRule.set(d.data_transpond_id, []).get(d.data_transpond_id)!).push(d);
    const tenants = new Map<string, Awaited<ReturnType<typeof store.tenantDevices>>>();
    for (const tenantId of new Set(rules.map((r) => r.tenant_id))) tenants.set(tenantId, await store.tenantDevices(this.ctx.db, tenantId));

    const next = new Map<string, RuleRuntime>();
    const byDevice = new Map<string, Subscription[]>();
    const names = new Map<string, string>();
    for (const row of rules) {
      const runtime = this.runtimeFor(row);
      next.set(row.id, runtime);
      const world = tenants.get(row.tenant_id)!;
      for (const [deviceId, types] of sourcesOf(byRule.get(row.id) ?? [], world)) {
        (byDevice.get(deviceId) ?? byDevice.set(deviceId, []).get(deviceId)!).push({ rule: runtime, types });
      }
      for (const d of world.devices) names.set(d.id, d.name);
    }
    if (this.closed) {
      await Promise.all([...next.values()].filter((r) => !this.runtimes.has(r.spec.id) || this.runtimes.get(r.spec.id) !== r).map((r) => r.close()));
      return;
    }
    const gone = [...this.runtimes.values()].filter((r) => next.get(r.spec.id) !== r);
    this.runtimes = next;
    this.byDevice = byDevice;
    this.names = names;
    await Promise.all(gone.map((r) => r.close()));
  }

  /** The running rule when nothing that shapes delivery changed; a new one (new connections) otherwise. */
  private runtimeFor(row: TranspondTable): RuleRuntime {
    const version = createHash('sha1')
      .update(JSON.stringify([row.script, row.target_info, row.warning_strategy_id, row.name]))
      .digest('hex');
    const current = this.runtimes.get(row.id);
    if (current && current.spec.version === version) return current;
    const spec: RuleSpec = { id: row.id, tenantId: row.tenant_id, name: row.name, script: row.script, warningStrategyId: row.warning_strategy_id, version };
    const counters = this.stats.counters(row.id, 'rule', newRuleCounters);
    const targets = this.targetsOf(spec, parseTargetInfo(row.target_info));
    return new RuleRuntime(
      spec,
      targets,
      counters,
      (id, source, batch) => this.runScript(id, source, batch),
      (error) => this.alarms.failed(spec, 'script', error),
    );
  }

  /** The senders of a rule's targets (the queues wrap them; the "test" uses them once). */
  sendersOf(ruleId: string, t: TargetInfo): { kind: 'http' | 'mqtt'; where: string; sender: Sender }[] {
    const allowPrivate = this.ctx.config.forwardPrivateTargets === true;
    const out: { kind: 'http' | 'mqtt'; where: string; sender: Sender }[] = [];
    if (t.url)
      out.push({ kind: 'http', where: t.url, sender: new HttpSender({ url: t.url, headers: t.headers, timeoutMs: t.timeout_ms, ruleId, allowPrivate }) });
    if (t.mqtt) out.push({ kind: 'mqtt', where: `mqtt://${t.mqtt.host}:${t.mqtt.port}`, sender: new MqttSender(t.mqtt, t.timeout_ms, allowPrivate) });
    return out;
  }

  private targetsOf(spec: RuleSpec, t: TargetInfo): TargetQueue[] {
    return this.sendersOf(spec.id, t).map(
      ({ kind, where, sender }) =>
        new TargetQueue(
          kind,
          sender,
          kind === 'mqtt' ? mqttQueue(this.opts.queue) : httpQueue(this.opts.queue),
          {
            failed: (error: string) => this.alarms.failed(spec, where, error),
            recovered: () => this.alarms.recovered(spec),
          },
          // The same counters across the rule's edits (a new queue each time), flushed to the shared rows.
          this.stats.counters(spec.id, kind, newTargetCounters),
        ),
    );
  }

  async runScript(ruleId: string, source: string, batch: ForwardMessage[]) {
    const pool = await this.pool();
    return pool.runBatch(
      { id: scriptStatsId(ruleId), source, entry: FORWARD_ENTRY },
      batch.map((m) => [m]),
    );
  }

  /** Forgets a deleted rule's counters. */
  forget(ruleId: string): void {
    this.stats.forget(ruleId);
  }

  /** Resolves when every rule's inbox and queues are empty (tests, the bench). */
  async idle(): Promise<void> {
    await this.reloading;
    await Promise.all([...this.runtimes.values()].map((r) => r.idle()));
    await this.alarms.idle();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.flushTimer) clearInterval(this.flushTimer);
    await this.reloading;
    const all = [...this.runtimes.values()];
    this.runtimes.clear();
    this.byDevice.clear();
    await Promise.all(all.map((r) => r.close()));
    await this.alarms.idle();
    // What this server counted since the last flush (including what the closed queues dropped).
    await this.flushStats();
  }
}

/** Device id → message types, from a rule's source rows (a group includes its sub-groups; a project all its groups). */
function sourcesOf(rows: TranspondDetailTable[], world: Awaited<ReturnType<typeof store.tenantDevices>>): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  const add = (deviceId: string, type: number) => (out.get(deviceId) ?? out.set(deviceId, new Set()).get(deviceId)!).add(type);
  const children = new Map<string, string[]>();
  for (const a of world.assets) (children.get(a.parent_id) ?? children.set(a.parent_id, []).get(a.parent_id)!).push(a.id);
  const below = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    return seen;
  };
  for (const r of rows) {
    if (r.device_id) {
      add(r.device_id, r.message_type);
      continue;
    }
    const groups = r.asset_group_id
      ? below([r.asset_group_id])
      : r.business_id
        ? below(world.assets.filter((a) => a.business_id === r.business_id).map((a) => a.id))
        : null;
    if (!groups) continue;
    for (const d of world.devices) if (d.asset_id && groups.has(d.asset_id)) add(d.id, r.message_type);
  }
  return out;
}
