/**
 * One target's bounded queue: messages wait here, leave in batches, and a failed batch is retried with a
 * doubling back-off. Up to `window` batches are in flight at once (a broker acknowledges publishes one by one, so
 * waiting for one batch before sending the next costs a round trip per batch); after a failure the queue settles,
 * backs off and probes with one batch before it opens the window again. When the queue is full the oldest
 * messages are dropped and counted, so a target that is down costs memory up to its bound and nothing else:
 * ingest only ever appends.
 */
import type { Outgoing, Sender } from './sender';

export interface QueueOptions {
  /** Messages held at most (default 10 000). */
  maxQueue: number;
  /** Messages per send (default 500). */
  maxBatch: number;
  /** Batches in flight at once (default 1: the next batch leaves when the previous one is answered). */
  window?: number;
  minBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_QUEUE: QueueOptions = { maxQueue: 10_000, maxBatch: 500, window: 1, minBackoffMs: 250, maxBackoffMs: 30_000 };

export interface QueueHooks {
  /** A send failed (after `consecutive` failures in a row). */
  failed(error: string, consecutive: number): void;
  /** A send succeeded (the alarms clear a failure streak, if any). */
  recovered(): void;
}

export interface TargetCounters {
  /** Messages the target took. */
  delivered: number;
  /** Failed send attempts (a retried batch counts again). */
  failed: number;
  /** Messages given up on: the queue overflowed or the target refused them. */
  dropped: number;
  last_error: string;
  last_error_at: number;
}

export const newTargetCounters = (): TargetCounters => ({ delivered: 0, failed: 0, dropped: 0, last_error: '', last_error_at: 0 });

export class TargetQueue {
  private items: Outgoing[] = [];
  private inFlight = 0;
  /** Failed batches waiting for the window to settle before they go back to the head of the queue. */
  private returned: { seq: number; batch: Outgoing[] }[] = [];
  private returnedCount = 0;
  private seq = 0;
  private running: Promise<void> | null = null;
  private consecutive = 0;
  private wake: (() => void) | null = null;
  /** Wakes a pump that waits on its window when new messages arrive. */
  private nudge: (() => void) | null = null;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly kind: 'http' | 'mqtt',
    private readonly sender: Sender,
    private readonly opts: QueueOptions,
    private readonly hooks: QueueHooks,
    /** Where it counts (the engine keeps them across a rule's edits); its own by default. */
    readonly counters: TargetCounters = newTargetCounters(),
  ) {}

  get queued(): number {
    return this.items.length + this.inFlight + this.returnedCount;
  }

  get state(): 'idle' | 'sending' | 'retrying' {
    if (!this.running) return 'idle';
    return this.consecutive > 0 ? 'retrying' : 'sending';
  }

  push(batch: Outgoing[]): void {
    if (this.closed || !batch.length) return;
    for (const item of batch) this.items.push(item);
    this.trim();
    this.nudge?.();
    // The pump loops until the queue is empty (it sees what arrives while it awaits), so one runs at a time.
    this.running ??= this.pump().finally(() => {
      this.running = null;
      for (const w of this.idleWaiters.splice(0)) w();
    });
  }

  private trim() {
    const excess = this.items.length + this.inFlight + this.returnedCount - this.opts.maxQueue;
    if (excess > 0) {
      const n = Math.min(excess, this.items.length);
      this.items.splice(0, n);
      this.counters.dropped += n;
    }
  }

  private async pump(): Promise<void> {
    const sending = new Set<Promise<void>>();
    while (!this.closed) {
      if (this.consecutive > 0) {
        // Failing: let the window settle, put what failed back in order, back off, then probe with one batch at a
        // time until one goes through.
        await Promise.all(sending);
        this.requeue();
        if (!this.items.length) break;
        if (this.consecutive === 0) continue;
        await this.backOff();
        if (this.closed || !this.items.length) continue;
        await this.sendBatch(this.items.splice(0, this.opts.maxBatch));
        continue;
      }
      // A failed batch whose later neighbours went through: it goes back first, once the window has settled.
      if (this.returned.length && !sending.size) this.requeue();
      if (this.items.length && !this.returned.length && sending.size < Math.max(1, this.opts.window ?? 1)) {
        const p: Promise<void> = this.sendBatch(this.items.splice(0, this.opts.maxBatch)).finally(() => sending.delete(p));
        sending.add(p);
        continue;
      }
      if (!sending.size) break;
      // Wait for a batch to be answered, or for new messages while the window has room.
      await Promise.race([...sending, new Promise<void>((resolve) => (this.nudge = resolve))]);
      this.nudge = null;
    }
    await Promise.all(sending);
    this.requeue();
  }

  private async sendBatch(batch: Outgoing[]): Promise<void> {
    const seq = this.seq++;
    this.inFlight += batch.length;
    const r = await this.sender.send(batch);
    this.inFlight -= batch.length;
    if (r.ok) {
      this.counters.delivered += batch.length;
      this.consecutive = 0;
      // Every success: the rule's failure streak may come from an earlier queue of the same rule (before an edit).
      this.hooks.recovered();
      return;
    }
    this.counters.failed++;
    this.counters.last_error = r.error;
    this.counters.last_error_at = Date.now();
    this.consecutive++;
    this.hooks.failed(r.error, this.consecutive);
    if (!r.retry) {
      this.counters.dropped += batch.length;
      return;
    }
    // Back to the head of the queue once the window has settled, in the order the batches left.
    this.returned.push({ seq, batch });
    this.returnedCount += batch.length;
  }

  private requeue() {
    if (!this.returned.length) return;
    const back = this.returned.sort((a, b) => a.seq - b.seq).flatMap((r) => r.batch);
    this.returned = [];
    this.returnedCount = 0;
    this.items.unshift(...back);
    this.trim();
  }

  private backOff(): Promise<void> {
    const delay = Math.min(this.opts.maxBackoffMs, this.opts.minBackoffMs * 2 ** Math.min(this.consecutive - 1, 20));
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, delay);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  /** Resolves once nothing waits and nothing is in flight (tests and the bench wait on it). */
  idle(): Promise<void> {
    if (!this.running && !this.items.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: what still waits is counted as dropped. */
  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.running;
    this.requeue();
    this.counters.dropped += this.items.length;
    this.items = [];
    for (const w of this.idleWaiters.splice(0)) w();
    await this.sender.close();
  }
}
