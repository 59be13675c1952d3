/**
 * Counters across servers: each server counts in memory (ingest's path only increments numbers) and every few
 * seconds adds what it counted since its last flush to the shared rows, one per rule and counter set. A flush
 * that fails is retried with the next one (the baseline only moves once the row is written), so nothing counted is
 * lost while the server runs; what a server counted after its last flush is lost if it dies without closing.
 */
import type { Db } from '../../../storage/database';
import * as store from '../store';

/** One counter set: `rule` (inbox and script) or a target (`http`, `mqtt`). */
export interface Counts {
  received: number;
  delivered: number;
  failed: number;
  dropped: number;
  filtered: number;
  script_errors: number;
  last_error: string;
  /** Milliseconds. */
  last_error_at: number;
}

export type CountsKind = 'rule' | 'http' | 'mqtt';

const NUMBERS = ['received', 'delivered', 'failed', 'dropped', 'filtered', 'script_errors'] as const;

export const zeroCounts = (): Counts => ({ received: 0, delivered: 0, failed: 0, dropped: 0, filtered: 0, script_errors: 0, last_error: '', last_error_at: 0 });

const countsOf = (c: Partial<Counts>): Counts => ({ ...zeroCounts(), ...c });

export class StatsLedger {
  /** rule|kind → the live counters (the objects the rule runtime and target queues count in). */
  private readonly live = new Map<string, { ruleId: string; kind: CountsKind; counters: Partial<Counts> }>();
  /** rule|kind → what was already added to the shared row. */
  private readonly flushed = new Map<string, Counts>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** The counters a rule's runtime or target counts in; the same object across the rule's reloads. */
  counters<T extends Partial<Counts>>(ruleId: string, kind: CountsKind, create: () => T): T {
    const key = `${ruleId}|${kind}`;
    const cur = this.live.get(key);
    if (cur) return cur.counters as T;
    const counters = create();
    this.live.set(key, { ruleId, kind, counters });
    return counters;
  }

  peek(ruleId: string, kind: CountsKind): Partial<Counts> | undefined {
    return this.live.get(`${ruleId}|${kind}`)?.counters;
  }

  /** What this server counted for a rule and kind that is not in the shared row yet. */
  unflushed(ruleId: string, kind: CountsKind): Counts {
    const key = `${ruleId}|${kind}`;
    const live = this.live.get(key);
    if (!live) return zeroCounts();
    return delta(countsOf(live.counters), this.flushed.get(key) ?? zeroCounts());
  }

  /** Adds every counter set's growth since the last flush to its shared row; single-flight. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    for (const [key, { ruleId, kind, counters }] of this.live) {
      const now = countsOf(counters);
      const d = delta(now, this.flushed.get(key) ?? zeroCounts());
      if (NUMBERS.every((k) => d[k] === 0) && !d.last_error) continue;
      await store.addStats(this.db, ruleId, kind, d);
      this.flushed.set(key, now);
    }
  }

  /** A deleted rule: its rows went with it. */
  forget(ruleId: string): void {
    for (const key of [...this.live.keys()]) {
      if (!key.startsWith(`${ruleId}|`)) continue;
      this.live.delete(key);
      this.flushed.delete(key);
    }
  }
}

/** Growth of `now` over `before`; the error only when it is newer than the one already written. */
function delta(now: Counts, before: Counts): Counts {
  const d = zeroCounts();
  for (const k of NUMBERS) d[k] = now[k] - before[k];
  if (now.last_error && now.last_error_at > before.last_error_at) {
    d.last_error = now.last_error;
    d.last_error_at = now.last_error_at;
  }
  return d;
}
