/** Where the pipeline writes a batch: one call, one transaction. Kept small so a faster store can replace it. */
import type { EventRecord, Point } from './point';

export interface IngestBatch {
  points: Point[];
  /** The newest point per (device, key) of `points`, for the latest-value table. */
  latest: Point[];
  events: EventRecord[];
  /** Received uplink messages per tenant (the home page's message counter). */
  messages: Map<string, number>;
}

export interface BatchSink {
  /** Resolves once the batch is committed; rejects if nothing of it was. */
  write(batch: IngestBatch): Promise<void>;
}

/** Reduces points to the newest per (device, key). */
export function latestOf(points: Point[]): Point[] {
  const newest = new Map<string, Point>();
  for (const p of points) {
    const k = `${p.deviceId}\u0000${p.key}`;
    const seen = newest.get(k);
    if (!seen || seen.ts <= p.ts) newest.set(k, p);
  }
  return [...newest.values()];
}
