/**
 * Wrong tries per key (a phone number, an address): after `maxWrong` wrong tries the key is refused for a back-off
 * that doubles at each new lock (base, 2×base, 4×base … capped), so guessing all 10 000 four-digit codes takes
 * years instead of seconds. A key with no wrong try for `forgetMs` starts over.
 *
 * `begin()` checks and counts the try in one synchronous step, so parallel requests cannot all slip past the check
 * before the first failure is recorded; `succeeded()` takes the try back.
 */
import type { Clock } from '../../app-context';

interface KeyState {
  wrong: number;
  locks: number;
  lockedUntil: number;
  lastWrong: number;
}

export interface BackoffOptions {
  maxWrong: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export class BackoffGuard {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly clock: Clock,
    private readonly options: BackoffOptions,
  ) {}

  /** Milliseconds until the key may try again; 0: the try is counted (as wrong until `succeeded`). */
  begin(key: string): number {
    const now = this.clock.now();
    let state = this.keys.get(key);
    if (state && now - Math.max(state.lastWrong, state.lockedUntil) > this.options.forgetMs) state = undefined;
    state ??= { wrong: 0, locks: 0, lockedUntil: 0, lastWrong: 0 };
    this.keys.set(key, state);
    if (state.lockedUntil > now) return state.lockedUntil - now;
    // Tries still in flight count: the (max+1)th parallel request waits for the lock they are about to set.
    if (state.wrong >= this.options.maxWrong) return this.options.baseMs;
    state.wrong++;
    state.lastWrong = now;
    return 0;
  }

  /** The try was wrong; true when it locks the key (the caller then voids what the key guards). */
  failed(key: string): boolean {
    const state = this.keys.get(key);
    const now = this.clock.now();
    if (!state || state.wrong < this.options.maxWrong || state.lockedUntil > now) return false;
    state.locks++;
    state.wrong = 0;
    state.lockedUntil = now + Math.min(this.options.baseMs * 2 ** (state.locks - 1), this.options.maxMs);
    return true;
  }

  /** The try was right: it does not count. */
  succeeded(key: string): void {
    const state = this.keys.get(key);
    if (state && state.wrong > 0) state.wrong--;
  }

  /** Forgets the key's wrong tries (its owner proved itself); its lock history stays. */
  reset(key: string): void {
    const state = this.keys.get(key);
    if (state) state.wrong = 0;
  }
}
