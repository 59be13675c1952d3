/** One send per device per window: a second one inside the window is refused (not queued). */
export class RateLimiter {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True and records the send when allowed; false when the previous send was too recent. */
  take(key: string): boolean {
    const t = this.now();
    const prev = this.last.get(key);
    if (prev !== undefined && t - prev < this.windowMs) return false;
    this.last.set(key, t);
    if (this.last.size > 10_000) for (const [k, v] of this.last) if (t - v >= this.windowMs) this.last.delete(k);
    return true;
  }
}
