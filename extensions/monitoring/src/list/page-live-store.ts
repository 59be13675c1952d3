export interface LiveState {
  values: Record<string, unknown>;
  /** Last push in ms, from the list row or the latest realtime update. */
  ts: number | null;
}

export type PendingUpdates = Map<string, { values: Record<string, unknown>; ts: number | null }>;

/**
 * The live values of the devices on a page, per device: a cell subscribes to its own device, so an update re-renders
 * the cells of that row only — never the whole table (100 rows reporting every second would re-render it 100 times a
 * second and scrolling would stutter).
 */
export class PageLiveStore {
  private readonly states = new Map<string, LiveState>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(id: string): LiveState | undefined {
    return this.states.get(id);
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Folds a batch of updates in (values merge, a missing ts keeps the last one) and tells each changed device's cells. */
  apply(pending: PendingUpdates): void {
    for (const [id, u] of pending) {
      const before = this.states.get(id);
      this.states.set(id, { values: { ...(before?.values ?? {}), ...u.values }, ts: u.ts ?? before?.ts ?? null });
    }
    for (const id of pending.keys()) this.listeners.get(id)?.forEach((l) => l());
  }
}
