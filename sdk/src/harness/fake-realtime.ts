import type { Realtime, RealtimeUpdate } from '../services/realtime';

/** Realtime for tests: `emit` delivers an update to the subscribers of its device, `emitTopic` a topic's data. */
export class FakeRealtime implements Realtime {
  connected = true;
  private readonly listeners = new Map<string, Set<(u: RealtimeUpdate) => void>>();

  subscribe(deviceId: string, listener: (update: RealtimeUpdate) => void): () => void {
    const set = this.listeners.get(deviceId) ?? new Set();
    set.add(listener);
    this.listeners.set(deviceId, set);
    return () => set.delete(listener);
  }

  private readonly topics = new Map<string, Set<(data: unknown) => void>>();

  subscribeTopic(topic: string, listener: (data: unknown) => void): () => void {
    const set = this.topics.get(topic) ?? new Set();
    set.add(listener);
    this.topics.set(topic, set);
    return () => set.delete(listener);
  }

  emitTopic(topic: string, data: unknown): void {
    this.topics.get(topic)?.forEach((l) => l(data));
  }

  emit(update: RealtimeUpdate): void {
    this.listeners.get(update.deviceId)?.forEach((l) => l(update));
  }

  subscriberCount(deviceId: string): number {
    return this.listeners.get(deviceId)?.size ?? 0;
  }
}
