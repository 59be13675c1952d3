/**
 * Counts failed logins per key (account or IP) in a sliding window. Past the limit the key is refused until the
 * oldest failure leaves the window: nothing is locked forever, and a success clears the account's count.
 */
import type { Clock } from '../../app-context';

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    return list.length >= this.max ? list[0] + this.windowMs - this.clock.now() : 0;
  }

  /** Failures of the key inside the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  private recent(key: string): number[] {
    const now = this.clock.now();
    const list = (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  fail(key: string): void {
    const list = this.failures.get(key) ?? [];
    list.push(this.clock.now());
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
