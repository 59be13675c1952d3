/**
 * The ingest pipeline: decode → queue → one batched write every few ms → resolve the submitters (the broker
 * acknowledges QoS 1 then) → fan out to realtime listeners. A bad message is counted and logged for its device
 * and never costs other messages their points: if a batch fails, its messages are retried one by one.
 */
import type { ServerLogger } from '../logger';
import type { UplinkKind } from '../mqtt/topics';
import { latestOf, type BatchSink, type IngestBatch } from './batch-sink';
import { decodeMessage, type Decoded } from './decode';
import type { DeviceDirectory, DeviceIdentity } from '../devices-core/device-identity';
import type { UplinkSink } from '../devices-core/uplink-ports';
import { nowMicros, pointOf, type EventRecord, type Point } from './point';
import { PipelineListeners } from './pipeline-listeners';

/** A device's parse script (rule-engine issue): raw payload in, JSON (or text) out. Set with `setTransformer`. */
export type PayloadTransformer = (device: DeviceIdentity, kind: UplinkKind, payload: Buffer) => Promise<Buffer | string | object>;

export type UplinkListener = (device: DeviceIdentity, kind: UplinkKind, payload: Buffer) => void;

/** Committed values of one device, for listeners: `ts` in milliseconds, as the WebSocket sends it. */
export interface ValuesUpdate {
  deviceId: string;
  tenantId: string;
  /** Milliseconds. */
  ts: number;
  values: Record<string, unknown>;
}

/** A committed event of one device, for listeners: `ts` in milliseconds. */
export interface EventNotice {
  deviceId: string;
  tenantId: string;
  /** Milliseconds. */
  ts: number;
  method: string;
  params: unknown;
}

export interface PipelineOptions {
  sink: BatchSink;
  directory: Pick<DeviceDirectory, 'subDevice'>;
  log: ServerLogger;
  /** Flush when this many points wait (default 2000: one statement of PGlite runs synchronously, so a batch is also the longest stall of the event loop). */
  maxBatchPoints?: number;
  /** Flush at the latest this long after the first waiting message (default 5 ms). */
  flushMs?: number;
  /**
   * High-water mark of queued points (default 20 000): a message that would take the queue above it waits before
   * it is queued (its submitter, and so its broker connection, waits with it) until a commit makes room.
   */
  highWaterPoints?: number;
  /**
   * Messages allowed to wait for room at once (default 100 000): a safety net, beyond it they are refused (and the
   * broker drops the connection). Normally bounded by the devices' own in-flight windows: a QoS 1 message waits
   * unacknowledged, and a QoS 0 publisher's connection is not read while the queue is full.
   */
  maxWaitingMessages?: number;
}

interface Pending {
  tenantId: string;
  points: Point[];
  events: EventRecord[];
  updates: ValuesUpdate[];
  notices: EventNotice[];
  resolve: () => void;
  reject: (err: Error) => void;
}

const unsettled = (): void => undefined;

export interface PipelineStats {
  messages: number;
  points: number;
  batches: number;
  malformed: number;
  dropped: number;
  failedMessages: number;
}

export class QueueFullError extends Error {}

export class IngestPipeline implements UplinkSink {
  readonly stats: PipelineStats = { messages: 0, points: 0, batches: 0, malformed: 0, dropped: 0, failedMessages: 0 };
  /** Malformed-message count per device id. */
  readonly malformedByDevice = new Map<string, number>();
  private queue: Pending[] = [];
  private queuedPoints = 0;
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private flushing: Promise<void> | null = null;
  private transformer: PayloadTransformer | null = null;
  private readonly listeners: PipelineListeners;
  private closed = false;
  private readonly maxBatchPoints: number;
  private readonly flushMs: number;
  private readonly highWaterPoints: number;
  private readonly maxWaitingMessages: number;
  /** Submitters waiting for room below the high-water mark, oldest first (at most `maxWaitingMessages`). */
  private waiting: Array<{ points: number; submit: boolean; resolve(): void }> = [];
  /** Admitted from the wait list, not yet in `queue` (their points are already in `queuedPoints`). */
  private admitted = 0;
  private waitingHead = 0;
  /** Highest queue depth seen (points), for the backpressure test and the metrics. */
  peakQueuedPoints = 0;

  constructor(private readonly opts: PipelineOptions) {
    this.maxBatchPoints = opts.maxBatchPoints ?? 2000;
    this.flushMs = opts.flushMs ?? 5;
    this.highWaterPoints = Math.max(1, opts.highWaterPoints ?? 20_000);
    this.maxWaitingMessages = opts.maxWaitingMessages ?? 100_000;
    this.listeners = new PipelineListeners(opts.log);
  }

  setTransformer(fn: PayloadTransformer | null): void {
    this.transformer = fn;
  }

  onValues(listener: (u: ValuesUpdate) => void): () => void {
    return this.listeners.onValues(listener);
  }

  onEvent(listener: (e: EventNotice) => void): () => void {
    return this.listeners.onEvent(listener);
  }

  /** Every accepted uplink as it arrives, before decoding (the OTA reports; they are still stored as telemetry). */
  onUplink(listener: UplinkListener): () => void {
    return this.listeners.onUplink(listener);
  }

  /** Once per committed batch, with every value update and event in it (the automation engine evaluates here). */
  onCommitted(listener: (updates: ValuesUpdate[], notices: EventNotice[]) => void): () => void {
    return this.listeners.onCommitted(listener);
  }

  get pendingPoints(): number {
    return this.queuedPoints;
  }

  /** Messages decoded and waiting for room below the high-water mark. */
  get waitingMessages(): number {
    return this.waiting.length - this.waitingHead;
  }

  /** True while the queue is at its high-water mark: a QoS 0 publisher should wait for `room()` too. */
  get saturated(): boolean {
    return this.queuedPoints >= this.highWaterPoints || this.waitingMessages > 0;
  }

  /** Resolves once the queue is below its high-water mark (at once if it is, or if the wait list is full). */
  room(): Promise<void> {
    if (!this.saturated || this.waitingMessages >= this.maxWaitingMessages) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ points: 0, submit: false, resolve }));
  }

  /**
   * Lets waiting submitters in, oldest first, while their points fit under the mark (into an empty queue, always):
   * their points are counted as queued from this moment, so one commit admits only what fits.
   */
  private admitWaiting(): void {
    while (this.waitingHead < this.waiting.length) {
      const next = this.waiting[this.waitingHead];
      if (this.queuedPoints > 0 && this.queuedPoints + next.points > this.highWaterPoints) break;
      this.waiting[this.waitingHead++] = undefined as never;
      this.queuedPoints += next.points;
      if (next.submit) this.admitted += 1;
      next.resolve();
    }
    if (this.waitingHead > 1024 && this.waitingHead * 2 > this.waiting.length) {
      this.waiting = this.waiting.slice(this.waitingHead);
      this.waitingHead = 0;
    }
  }

  /** Takes one uplink message; resolves after its points are committed (the moment to PUBACK). */
  async submit(device: DeviceIdentity, kind: UplinkKind, payload: Buffer, receivedMs = Date.now()): Promise<void> {
    if (this.closed) throw new Error('ingest pipeline is closed');
    this.listeners.uplink(device, kind, payload);
    const tsMicros = nowMicros(receivedMs);
    let decoded: Decoded;
    try {
      const input = device.scriptId && this.transformer ? await this.transformer(device, kind, payload) : payload;
      decoded = await decodeMessage(device, kind, input, tsMicros, this.opts.directory);
    } catch (err) {
      decoded = { updates: [], events: [], problems: [{ deviceId: device.id, problem: `decode failed: ${(err as Error).message}` }] };
    }
    for (const p of decoded.problems) this.malformed(p.deviceId, p.problem);

    // Built once and queued as is: at ten thousand messages a second every object per message counts (GC, RSS).
    const pending: Pending = { tenantId: device.tenantId, points: [], events: [], updates: [], notices: [], resolve: unsettled, reject: unsettled };
    for (const u of decoded.updates) {
      const first = pending.points.length;
      let dropped = false;
      // Decoded values are plain objects: for-in lists their own keys, without Object.entries' arrays.
      for (const key in u.values) {
        const point = pointOf(u.device.id, key, u.tsMicros, u.values[key]);
        if (point) pending.points.push(point);
        else {
          dropped = true;
          this.malformed(u.device.id, `value of "${key}" has an unsupported type`);
        }
      }
      if (pending.points.length === first) continue;
      let values = u.values;
      if (dropped) {
        values = {};
        for (let i = first; i < pending.points.length; i++) values[pending.points[i].key] = u.values[pending.points[i].key];
      }
      pending.updates.push({ deviceId: u.device.id, tenantId: u.device.tenantId, ts: Math.floor(u.tsMicros / 1000), values });
    }
    for (const e of decoded.events) {
      pending.events.push({ deviceId: e.device.id, method: e.method, params: e.params, tsMicros: e.tsMicros });
      pending.notices.push({ deviceId: e.device.id, tenantId: e.device.tenantId, ts: Math.floor(e.tsMicros / 1000), method: e.method, params: e.params });
    }
    // Backpressure: wait (and with us the device's connection, which is read again only once we resolve) until
    // the queue has room. Messages wait in arrival order; only a flood beyond `maxWaitingMessages` is refused.
    const n = pending.points.length;
    if (this.waitingMessages > 0 || (this.queuedPoints > 0 && this.queuedPoints + n > this.highWaterPoints)) {
      if (this.waitingMessages >= this.maxWaitingMessages) {
        this.stats.dropped++;
        throw new QueueFullError('ingest queue is full');
      }
      await new Promise<void>((resolve) => this.waiting.push({ points: n, submit: true, resolve }));
      this.admitted -= 1;
    } else {
      this.queuedPoints += n;
    }
    this.stats.messages++;
    return new Promise<void>((resolve, reject) => {
      pending.resolve = resolve;
      pending.reject = reject;
      this.queue.push(pending);
      if (this.queuedPoints > this.peakQueuedPoints) this.peakQueuedPoints = this.queuedPoints;
      this.schedule();
    });
  }

  private malformed(deviceId: string, problem: string): void {
    this.stats.malformed++;
    const n = (this.malformedByDevice.get(deviceId) ?? 0) + 1;
    this.malformedByDevice.set(deviceId, n);
    // Log the first few and then every hundredth, so a broken device cannot flood the log.
    if (n <= 5 || n % 100 === 0) this.opts.log.warn(`ingest: malformed message from device ${deviceId} (#${n}): ${problem}`);
  }

  private schedule(): void {
    if (this.flushing) return;
    if (this.queuedPoints >= this.maxBatchPoints) {
      // A full batch goes at the next turn of the event loop, never synchronously: commit → PUBACK → the broker
      // reads the next packets → a full queue → commit... is otherwise one endless chain of microtasks under load
      // (PGlite answers in microtasks), and HTTP requests and timers wait for seconds behind it.
      if (!this.immediate) {
        this.immediate = setImmediate(() => {
          this.immediate = null;
          this.startFlush();
        });
      }
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.startFlush();
      }, this.flushMs);
    }
  }

  private startFlush(): void {
    if (this.immediate) {
      clearImmediate(this.immediate);
      this.immediate = null;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.flushing || !this.queue.length) return;
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = null;
      this.admitWaiting();
      if (this.queue.length) this.schedule();
    });
  }

  private takeBatch(): Pending[] {
    let points = 0;
    let i = 0;
    while (i < this.queue.length && (i === 0 || points + this.queue[i].points.length <= this.maxBatchPoints)) {
      points += this.queue[i].points.length;
      i++;
    }
    const taken = this.queue.splice(0, i);
    this.queuedPoints -= points;
    return taken;
  }

  private static batchOf(items: Pending[]): IngestBatch {
    const points: Point[] = [];
    const events: EventRecord[] = [];
    const messages = new Map<string, number>();
    for (const it of items) {
      for (const p of it.points) points.push(p);
      for (const e of it.events) events.push(e);
      messages.set(it.tenantId, (messages.get(it.tenantId) ?? 0) + 1);
    }
    return { points, latest: latestOf(points), events, messages };
  }

  private async flushOnce(): Promise<void> {
    const items = this.takeBatch();
    if (!items.length) return;
    try {
      await this.opts.sink.write(IngestPipeline.batchOf(items));
      this.settle(items);
    } catch (err) {
      this.opts.log.error(`ingest: batch of ${items.length} messages failed, retrying one by one`, err);
      for (const it of items) {
        try {
          await this.opts.sink.write(IngestPipeline.batchOf([it]));
          this.settle([it]);
        } catch (e) {
          this.stats.failedMessages++;
          it.reject(e as Error);
        }
      }
    }
  }

  private settle(items: Pending[]): void {
    this.stats.batches++;
    for (const it of items) {
      this.stats.points += it.points.length;
      it.resolve();
      this.listeners.committed(it.updates, it.notices);
    }
    this.listeners.batchCommitted(items);
  }

  /** Writes everything queued so far. */
  async flush(): Promise<void> {
    while (this.queue.length || this.flushing || this.admitted || this.waitingMessages) {
      if (this.flushing) await this.flushing;
      else if (this.queue.length) this.startFlush();
      else if (this.waitingMessages && !this.admitted) this.admitWaiting();
      else await new Promise((r) => setImmediate(r));
    }
  }

  /** Flushes and refuses further messages (graceful shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
