/**
 * Drains the notification outbox: claims due rows (see store.claimDue), delivers each through its channel, writes
 * one record per attempt, and either marks the row sent or schedules the next attempt with exponential backoff.
 * After `maxAttempts` the row is `dead` (kept, with its last error, for the records page). Nothing is held in
 * memory between ticks, so a restart loses nothing: rows still pending, retrying or mid-send are picked up again.
 */
import type { AppContext } from '../../app-context';
import { unixSeconds } from '../../storage/database';
import type { NotificationOutboxTable } from '../../storage/schema';
import * as store from './store';

export interface RetryPolicy {
  /** Delay before the 2nd attempt; doubles per attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long a claim holds a row before another server may take it over. */
  leaseMs: number;
  batch: number;
  pollMs: number;
  /** How long a delivered row stays in the outbox (its record stays for good). */
  keepSentMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 10_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
  leaseMs: 120_000,
  batch: 20,
  pollMs: 1_000,
  keepSentMs: 86_400_000,
};
const PURGE_EVERY_MS = 600_000;

/** Wait after the `attempts`-th failed attempt: base, 2×base, 4×base … capped. */
export function retryDelay(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** The record's `notification_type` per channel: 1 SMS, 2 e-mail (the service types), 4 webhook, 5 in-console. */
export const RECORD_TYPE: Record<string, number> = { sms: 1, email: 2, webhook: 4, console: 5 };

export type Deliver = (row: NotificationOutboxTable) => Promise<string>;

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private purgedAt = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly deliver: Deliver,
    readonly policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.policy.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a drain now (or once more after the current one): called on every enqueue. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.ctx.log.error('notification outbox: drain failed', err))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    const now = this.ctx.clock.now();
    if (now - this.purgedAt >= PURGE_EVERY_MS) {
      this.purgedAt = now;
      await store.purgeSent(this.ctx.db, now - this.policy.keepSentMs);
    }
    while (!this.closed) {
      const rows = await store.claimDue(this.ctx.db, this.ctx.clock.now(), this.policy.leaseMs, this.policy.batch);
      if (!rows.length) return;
      await Promise.all(rows.map((row) => this.attempt(row)));
    }
  }

  private async attempt(row: NotificationOutboxTable): Promise<void> {
    let error = '';
    let answer = '';
    try {
      answer = await this.deliver(row);
    } catch (err) {
      error = ((err as Error).message || String(err)).slice(0, 1000);
    }
    const now = this.ctx.clock.now();
    await store.insertRecord(this.ctx.db, {
      tenant_id: row.tenant_id,
      outbox_id: row.id,
      group_id: row.group_id,
      notification_type: RECORD_TYPE[row.channel] ?? 0,
      channel: row.channel,
      send_target: row.target,
      send_content: row.subject ? `${row.subject}\n${row.content}` : row.content,
      send_result: error ? 2 : 1,
      attempt: row.attempts,
      error: error || answer.slice(0, 1000),
      send_time: unixSeconds(now),
    });
    if (!error) {
      await store.finishOutbox(this.ctx.db, row.id, row.attempts, { status: 'sent', next_attempt_ms: row.next_attempt_ms, last_error: null, sent_ms: now });
      return;
    }
    const dead = row.attempts >= this.policy.maxAttempts;
    this.ctx.log.warn(`notification ${row.channel} to ${row.target} failed (attempt ${row.attempts}${dead ? ', giving up' : ''}): ${error}`);
    await store.finishOutbox(this.ctx.db, row.id, row.attempts, {
      status: dead ? 'dead' : 'retry',
      next_attempt_ms: dead ? row.next_attempt_ms : now + retryDelay(this.policy, row.attempts),
      last_error: error,
      sent_ms: null,
    });
  }
}
