/**
 * Failed logins per client address: past IP_SLOWDOWN_AFTER failures in the window, every login from that address
 * waits a little longer (SLOWDOWN_STEP_MS per failure over the threshold, at most SLOWDOWN_MAX_MS) but is still
 * checked, so one guesser behind a shared address (an office NAT, a proxy) slows the others without locking them
 * out. The per-account limit is what stops guessing one account.
 */
import type { Clock } from '../../app-context';
import { FailureLimiter } from './failure-limiter';

export const IP_SLOWDOWN_AFTER = 30;
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 5_000;

export class IpSlowdown {
  private readonly failures: FailureLimiter;

  constructor(clock: Clock, windowMs: number) {
    this.failures = new FailureLimiter(clock, Number.MAX_SAFE_INTEGER, windowMs);
  }

  /** How long a login from this address waits before it is checked. */
  delayFor(ip: string): number {
    const over = this.failures.count(`ip:${ip}`) - IP_SLOWDOWN_AFTER;
    return over < 0 ? 0 : Math.min(SLOWDOWN_STEP_MS * (over + 1), SLOWDOWN_MAX_MS);
  }

  async wait(ip: string): Promise<void> {
    const ms = this.delayFor(ip);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  fail(ip: string): void {
    this.failures.fail(`ip:${ip}`);
  }
}
