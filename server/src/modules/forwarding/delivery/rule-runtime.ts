/**
 * One started rule at work: messages from ingest wait in a bounded inbox, pass the rule's transform script in
 * batches (in the shared sandbox, counted under the rule), and go to each target's queue. A slow or failing
 * script delays only its own rule; the inbox drops (and counts) what does not fit.
 */
import type { CallResult } from '../../../sandbox/sandbox-pool';
import type { Outgoing } from './sender';
import type { TargetQueue } from './target-queue';

export interface ForwardMessage {
  device_id: string;
  device_name: string;
  /** 1 attribute report, 2 attribute send, 3 event report, 4 custom (the raw uplink). */
  message_type: number;
  /** Milliseconds. */
  ts: number;
  values?: Record<string, unknown>;
  method?: string;
  params?: unknown;
  /** Custom: the uplink as the device sent it (UTF-8 text). */
  payload?: string;
}

export type ScriptRunner = (ruleId: string, source: string, batch: ForwardMessage[]) => Promise<CallResult[]>;

export interface RuleCounters {
  received: number;
  /** Messages the inbox could not hold. */
  dropped: number;
  /** Messages the script answered null for (filtered out on purpose). */
  filtered: number;
  script_errors: number;
  last_error: string;
  last_error_at: number;
}

export const newRuleCounters = (): RuleCounters => ({ received: 0, dropped: 0, filtered: 0, script_errors: 0, last_error: '', last_error_at: 0 });

const INBOX_MAX = 20_000;
/** Calls per sandbox batch: small enough to finish well inside the sandbox's batch deadline on a loaded machine. */
const SCRIPT_BATCH = 250;
/** Batches in flight at once per rule (the pool spreads them over its workers). */
const SCRIPT_PARALLEL = 4;

export interface RuleSpec {
  id: string;
  tenantId: string;
  name: string;
  script: string;
  warningStrategyId: string;
  /** A hash of what shapes delivery: a changed rule gets new targets. */
  version: string;
}

export class RuleRuntime {
  private inbox: ForwardMessage[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    readonly spec: RuleSpec,
    readonly targets: TargetQueue[],
    readonly counters: RuleCounters,
    private readonly runScript: ScriptRunner,
    private readonly scriptFailed: (error: string) => void,
  ) {}

  accept(msg: ForwardMessage): void {
    this.counters.received++;
    if (this.inbox.length >= INBOX_MAX) {
      this.counters.dropped++;
      return;
    }
    this.inbox.push(msg);
    // The drain loops until the inbox is empty, so what arrives while it runs is taken by the same drain.
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.draining = null;
      });
  }

  private async drain(): Promise<void> {
    while (this.inbox.length) {
      if (!this.spec.script) {
        const out = this.inbox.splice(0, this.inbox.length).map((m) => ({ deviceId: m.device_id, payload: m as unknown }));
        for (const t of this.targets) t.push(out);
        continue;
      }
      const chunks: ForwardMessage[][] = [];
      while (this.inbox.length && chunks.length < SCRIPT_PARALLEL) chunks.push(this.inbox.splice(0, SCRIPT_BATCH));
      // In parallel, handed on in order.
      const outs = await Promise.all(chunks.map((c) => this.transform(c)));
      const out = outs.flat();
      if (out.length) for (const t of this.targets) t.push(out);
    }
  }

  private async transform(batch: ForwardMessage[]): Promise<Outgoing[]> {
    let results: CallResult[];
    try {
      results = await this.runScript(this.spec.id, this.spec.script, batch);
    } catch (err) {
      results = batch.map(() => ({ ok: false, kind: 'error', error: (err as Error).message }));
    }
    const out: Outgoing[] = [];
    let firstError = '';
    results.forEach((r, i) => {
      if (r.ok) {
        if (r.value === null || r.value === undefined) this.counters.filtered++;
        else out.push({ deviceId: batch[i].device_id, payload: r.value });
        return;
      }
      this.counters.script_errors++;
      firstError ||= r.error;
    });
    if (firstError) {
      this.counters.last_error = firstError;
      this.counters.last_error_at = Date.now();
      this.scriptFailed(firstError);
    }
    return out;
  }

  /** Resolves when the inbox and every target queue are empty. */
  async idle(): Promise<void> {
    while (this.draining || this.inbox.length) await (this.draining ?? new Promise((r) => setImmediate(r)));
    await Promise.all(this.targets.map((t) => t.idle()));
  }

  async close(): Promise<void> {
    await this.draining;
    await Promise.all(this.targets.map((t) => t.close()));
  }
}
