/**
 * The open API's per-app rate limit: fixed one-minute windows. On PGlite there is one server, so a counter in
 * memory is exact. On PostgreSQL several servers may share the deployment, so each call also raises the app's row
 * in `openapi_rate_window` (an atomic upsert that stops at the limit); the memory counter still answers first, and
 * once this server alone has seen `limit` calls in the window it refuses without asking the database.
 */
import type { AppContext } from '../../app-context';
import { MinuteCounter } from './signature';
import { dropRateWindows, takeRate } from './store';

export interface RateCounter {
  /** Counts a call of `bucket`; false once `limit` calls were counted in the current minute. */
  take(bucket: string, limit: number): Promise<boolean>;
}

const WINDOW_MS = 60_000;

export class MemoryRateCounter implements RateCounter {
  private readonly counter: MinuteCounter;
  constructor(now: () => number) {
    this.counter = new MinuteCounter(now);
  }
  async take(bucket: string, limit: number): Promise<boolean> {
    return this.counter.take(bucket, limit);
  }
}

export class SharedRateCounter implements RateCounter {
  private readonly local: MinuteCounter;
  private swept = 0;

  constructor(private readonly ctx: AppContext) {
    this.local = new MinuteCounter(() => ctx.clock.now());
  }

  async take(bucket: string, limit: number): Promise<boolean> {
    // Every call this server counted reached the database and either raised the row or found it full, so
    // `limit` local calls mean the shared row is full too.
    if (!this.local.take(bucket, limit)) return false;
    const t = this.ctx.clock.now();
    const start = t - (t % WINDOW_MS);
    if (start !== this.swept) {
      this.swept = start;
      void dropRateWindows(this.ctx.db, start - WINDOW_MS).catch((err) => this.ctx.log.warn(`openapi rate windows: ${(err as Error).message}`));
    }
    return takeRate(this.ctx.db, bucket, start, limit);
  }
}

/** The counter for this deployment: shared through the database on PostgreSQL, in memory on PGlite. */
export const rateCounterFor = (ctx: AppContext): RateCounter =>
  ctx.config.databaseUrl ? new SharedRateCounter(ctx) : new MemoryRateCounter(() => ctx.clock.now());
