/**
 * One target's bounded queue: messages wait here, leave in batches, and a failed batch is retried with a
 * doubling back-off. When the queue is full the oldest messages are dropped and counted, so a target that is down
 * costs memory up to its bound and nothing else: ingest only ever appends.
 */
import type { Outgoing, Sender } from './sender';

export interface QueueOptions {
  /** Messages held at most (default 10 000). */
  maxQueue: number;
  /** Messages per send (default 500). */
  maxBatch: number;
  minBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_QUEUE: QueueOptions = { maxQueue: 10_000, maxBatch: 500, minBackoffMs: 250, maxBackoffMs: 30_000 };

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

export class TargetQueue {
  readonly counters: TargetCounters = { delivered: 0, failed: 0, dropped: 0, last_error: '', last_error_at: 0 };
  private items: Outgoing[] = [];
  private inFlight = 0;
  private running: Promise<void> | null = null;
  private consecutive = 0;
  private wake: (() => void) | null = null;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly kind: 'http' | 'mqtt',
    private readonly sender: Sender,
    private readonly opts: QueueOptions,
    private readonly hooks: QueueHooks,
  ) {}

  get queued(): number {
    return this.items.length + this.inFlight;
  }

  get state(): 'idle' | 'sending' | 'retrying' {
    if (!this.running) return 'idle';
    return this.consecutive > 0 ? 'retrying' : 'sending';
  }

  push(batch: Outgoing[]): void {
    if (this.closed || !batch.length) return;
    for (const item of batch) this.items.push(item);
    this.trim();
    // The pump loops until the queue is empty (it sees what arrives while it awaits), so one runs at a time.
    this.running ??= this.pump().finally(() => {
      this.running = null;
      for (const w of this.idleWaiters.splice(0)) w();
    });
  }

  private trim() {
    const excess = this.items.length + this.inFlight - this.opts.maxQueue;
    if (excess > 0) {
      const n = Math.min(excess, this.items.length);
      this.items.splice(0, n);
      this.counters.dropped += n;
    }
  }

  private async pump(): Promise<void> {
    while (this.items.length && !this.closed) {
      const batch = this.items.splice(0, this.opts.maxBatch);
      this.inFlight = batch.length;
      const r = await this.sender.send(batch);
      this.inFlight = 0;
      if (r.ok) {
        this.counters.delivered += batch.length;
        this.consecutive = 0;
        // Every success: the rule's failure streak may come from an earlier queue of the same rule (before an edit).
        this.hooks.recovered();
        continue;
      }
      this.counters.failed++;
      this.counters.last_error = r.error;
      this.counters.last_error_at = Date.now();
      this.consecutive++;
      this.hooks.failed(r.error, this.consecutive);
      if (!r.retry) {
        this.counters.dropped += batch.length;
        continue;
      }
      this.items.unshift(...batch);
      this.trim();
      const delay = Math.min(this.opts.maxBackoffMs, this.opts.minBackoffMs * 2 ** Math.min(this.consecutive - 1, 20));
      await new Promise<void>((resolve) => {
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
    this.counters.dropped += this.items.length;
    this.items = [];
    for (const w of this.idleWaiters.splice(0)) w();
    await this.sender.close();
  }
}
