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

/** Reduces points to the newest per (device, key), in the order each (device, key) first appears. */
export function latestOf(points: Point[]): Point[] {
  // Nested maps rather than a composite string key: no string allocated per point.
  const newest = new Map<string, Map<string, number>>();
  const out: Point[] = [];
  for (const p of points) {
    let byKey = newest.get(p.deviceId);
    if (!byKey) newest.set(p.deviceId, (byKey = new Map()));
    const at = byKey.get(p.key);
    if (at === undefined) {
      byKey.set(p.key, out.length);
      out.push(p);
    } else if (out[at].ts <= p.ts) out[at] = p;
  }
  return out;
}
