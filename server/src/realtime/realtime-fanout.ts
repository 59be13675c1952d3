/**
 * Realtime fan-out across servers. Everything the pipeline commits and every presence change is collected for the
 * current tick and published on the event bus as one `realtime` event per committed batch; the bus's subscribers
 * (on this server directly, on the others through PostgreSQL NOTIFY) hand the messages to their RealtimeHub.
 *
 * NOTIFY payloads are limited to 8 000 bytes, so a batch is split into several events of at most `maxBytes` of
 * JSON. The values themselves travel (not only ids): a browser must see every value, not just the latest one a
 * peer would read back. A single message too large for one event (a long string value or event params) travels as
 * its device id only (`refresh`): the receiving servers send their subscribers the device's stored latest values.
 */
import type { EventBus, RealtimeBatchEvent } from '../events/event-bus';
import type { ServerLogger } from '../logger';
import type { RealtimeHub, RealtimeMessage } from './realtime-hub';

/** Room left under PostgreSQL's 8 000-byte NOTIFY limit for the envelope (origin id, topic name). */
export const MAX_FANOUT_BYTES = 7_000;

export interface FanoutOptions {
  bus: EventBus;
  hub: RealtimeHub;
  log: ServerLogger;
  /** Latest stored values of a device, for a `refresh` (the snapshot a new subscriber gets). */
  latest(deviceId: string): Promise<{ ts: number; values: Record<string, unknown> } | null>;
  maxBytes?: number;
}

/** Splits messages into events of at most `maxBytes` of JSON; oversized messages become refreshes. */
export function splitBatch(messages: RealtimeMessage[], maxBytes = MAX_FANOUT_BYTES): RealtimeBatchEvent[] {
  const out: RealtimeBatchEvent[] = [];
  let current: RealtimeMessage[] = [];
  let size = 0;
  const refresh = new Set<string>();
  for (const msg of messages) {
    const bytes = Buffer.byteLength(JSON.stringify(msg)) + 1;
    if (bytes > maxBytes - 64) {
      refresh.add(msg.device_id);
      continue;
    }
    if (size + bytes > maxBytes - 64 && current.length) {
      out.push({ messages: current });
      current = [];
      size = 0;
    }
    current.push(msg);
    size += bytes;
  }
  if (current.length) out.push({ messages: current });
  const ids = [...refresh];
  // Ids are ~36 bytes: a few hundred per event.
  for (let i = 0; i < ids.length; i += 150) out.push({ messages: [], refresh: ids.slice(i, i + 150) });
  return out;
}

export class RealtimeFanout {
  private pending: RealtimeMessage[] = [];
  private scheduled = false;
  private readonly off: () => void;

  constructor(private readonly opts: FanoutOptions) {
    this.off = opts.bus.subscribe('realtime', (event) => this.receive(event));
  }

  /** Queues a message; everything queued in this tick (one committed batch) goes out together. */
  push(msg: RealtimeMessage): void {
    this.pending.push(msg);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.send());
  }

  private send(): void {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    // In one process (PGlite) nothing is serialised: the whole batch goes to the hub as it is.
    const events = this.opts.bus.crossProcess ? splitBatch(batch, this.opts.maxBytes) : [{ messages: batch }];
    for (const event of events) {
      this.opts.bus.publish('realtime', event).catch((err) => this.opts.log.warn(`realtime: fan-out to other servers failed (${(err as Error).message})`));
    }
  }

  private receive(event: RealtimeBatchEvent): void {
    for (const msg of event.messages) this.opts.hub.publish(msg);
    for (const id of event.refresh ?? []) {
      if (!this.opts.hub.hasSubscribers(id)) continue;
      this.opts.latest(id).then(
        (cur) => cur && this.opts.hub.publish({ type: 'values', device_id: id, ts: cur.ts, values: cur.values }),
        (err) => this.opts.log.warn(`realtime: cannot read the latest values of ${id} (${(err as Error).message})`),
      );
    }
  }

  close(): void {
    this.off();
  }
}
