/** Who listens to which device: the pipeline and presence publish here, WebSocket sessions subscribe. */
export type RealtimeMessage =
  | { type: 'values'; device_id: string; ts: number; values: Record<string, unknown> }
  | { type: 'status'; device_id: string; ts: number; online: boolean }
  | { type: 'event'; device_id: string; ts: number; method: string; params: unknown };

export type Subscriber = (msg: RealtimeMessage) => void;

export class RealtimeHub {
  private readonly subs = new Map<string, Set<Subscriber>>();

  subscribe(deviceId: string, fn: Subscriber): () => void {
    let set = this.subs.get(deviceId);
    if (!set) this.subs.set(deviceId, (set = new Set()));
    set.add(fn);
    return () => {
      const s = this.subs.get(deviceId);
      if (!s) return;
      s.delete(fn);
      if (!s.size) this.subs.delete(deviceId);
    };
  }

  publish(msg: RealtimeMessage): void {
    const set = this.subs.get(msg.device_id);
    if (!set) return;
    for (const fn of set) {
      try {
        fn(msg);
      } catch {
        // A broken subscriber must not stop the others.
      }
    }
  }

  hasSubscribers(deviceId: string): boolean {
    return this.subs.has(deviceId);
  }

  get subscribedDevices(): number {
    return this.subs.size;
  }
}
