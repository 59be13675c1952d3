/**
 * The loop guard's memory: which devices an automation just commanded, and how many automatic steps deep. A
 * device's next report within the window counts as caused by that command, so a chain A → device → B → … is cut
 * after MAX_DEPTH steps (automation-engine.ts).
 */

/** How long a device's next report counts as caused by an automatic command. */
export const CAUSE_WINDOW_MS = 30_000;

export class CauseWindow {
  private readonly causes = new Map<string, { depth: number; until: number }>();

  constructor(
    private readonly now: () => number,
    private readonly windowMs = CAUSE_WINDOW_MS,
  ) {}

  /** The depth a report of this device continues (0: not caused by an automation). */
  depthOf(deviceId: string): number {
    const c = this.causes.get(deviceId);
    if (!c) return 0;
    if (c.until < this.now()) {
      this.causes.delete(deviceId);
      return 0;
    }
    return c.depth;
  }

  /** An automation is about to command the device at this depth. */
  commanded(deviceId: string, depth: number): void {
    this.causes.set(deviceId, { depth, until: this.now() + this.windowMs });
  }
}
