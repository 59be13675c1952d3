/**
 * The one sandbox for user JavaScript (uplink parse, downlink encode, forwarding transforms): a pool of worker
 * threads, one per core, each running QuickJS. Calls are JSON in and JSON out and travel in batches (one worker
 * message carries many calls). A main-thread watchdog replaces a worker that stops answering (a script stuck where
 * QuickJS's own interrupt cannot reach) and answers its calls with a clear error. Outcomes are counted per script.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_LIMITS,
  type BatchRequest,
  type BatchResponse,
  type CallResult,
  type SandboxLimits,
  type ScriptRef,
  type WireResult,
} from './sandbox-protocol';
import { sandboxWorkerFile } from './worker-file';

export type { CallResult, ScriptRef, SandboxLimits } from './sandbox-protocol';

export interface ScriptStats {
  calls: number;
  ok: number;
  errors: number;
  timeouts: number;
  /** Memory or stack limit hits. */
  memory: number;
  lastError: string;
  /** Milliseconds; 0 = never failed. */
  lastErrorAt: number;
}

export interface SandboxOptions {
  /** Worker threads (default: one per core). */
  size?: number;
  limits?: Partial<SandboxLimits>;
  /** Most calls per worker message (default 1000). */
  maxBatch?: number;
  /** Extra time the watchdog grants a batch past its CPU budget before it replaces the worker (default 3000 ms). */
  watchdogGraceMs?: number;
}

interface InFlight {
  req: BatchRequest;
  done(results: WireResult[]): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  queue: InFlight[];
  calls: number;
  watchdog: NodeJS.Timeout | null;
}

interface Waiting {
  script: ScriptRef;
  hash: string;
  args: string[];
  resolvers: ((r: WireResult) => void)[];
}

type Failure = Extract<WireResult, { ok: false }>;

const MAX_FAILED_STARTS = 5;

const STUCK: Failure = { ok: false, kind: 'timeout', error: 'script timed out: the sandbox worker stopped answering and was replaced' };
const CRASHED: Failure = { ok: false, kind: 'error', error: 'the sandbox worker failed while running the script and was replaced' };

export class SandboxPool {
  private readonly slots: Slot[] = [];
  private readonly limits: SandboxLimits;
  private readonly maxBatch: number;
  private readonly graceMs: number;
  private readonly perScript = new Map<string, ScriptStats>();
  private readonly hashes = new Map<string, string>();
  private waiting = new Map<string, Waiting>();
  private flushScheduled = false;
  private seq = 0;
  private closed = false;
  /** Workers in a row that died before they were ready; past a few, the worker code is broken: stop respawning. */
  private failedStarts = 0;
  /** Workers replaced by the watchdog or after a crash. */
  restarts = 0;

  private constructor(
    private readonly workerFile: string,
    opts: SandboxOptions,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.maxBatch = opts.maxBatch ?? 1000;
    this.graceMs = opts.watchdogGraceMs ?? 3000;
    const size = Math.max(1, opts.size ?? os.availableParallelism());
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  static async start(opts: SandboxOptions = {}): Promise<SandboxPool> {
    return new SandboxPool(await sandboxWorkerFile(), opts);
  }

  get size(): number {
    return this.slots.length;
  }

  /** One call; calls made in the same turn of the event loop travel together. */
  call(script: ScriptRef, args: unknown[]): Promise<CallResult> {
    const json = toJson(args);
    if (typeof json !== 'string') return Promise.resolve(this.count(script.id, json));
    const hash = this.hashOf(script);
    const key = `${script.id}\u0000${hash}`;
    let w = this.waiting.get(key);
    if (!w) this.waiting.set(key, (w = { script, hash, args: [], resolvers: [] }));
    const waiting = w;
    const result = new Promise<WireResult>((resolve) => waiting.resolvers.push(resolve));
    waiting.args.push(json);
    if (waiting.args.length >= this.maxBatch) {
      this.waiting.delete(key);
      this.dispatch(waiting);
    } else if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flushWaiting());
    }
    return result.then((r) => this.decode(script.id, r));
  }

  /** Many calls of one script; one result per argument list, in order. */
  async runBatch(script: ScriptRef, argsList: unknown[][]): Promise<CallResult[]> {
    const hash = this.hashOf(script);
    const out: Promise<CallResult>[] = [];
    for (let i = 0; i < argsList.length; i += this.maxBatch) {
      const chunk = argsList.slice(i, i + this.maxBatch).map(toJson);
      const sendable = chunk.filter((j): j is string => typeof j === 'string');
      const sent = new Promise<WireResult[]>((resolve) => {
        if (!sendable.length) resolve([]);
        else this.send({ seq: 0, scriptId: script.id, hash, source: script.source, entry: script.entry, args: sendable }, resolve);
      });
      let k = 0;
      for (const j of chunk) {
        if (typeof j !== 'string') out.push(Promise.resolve(this.count(script.id, j)));
        else {
          const at = k++;
          out.push(sent.then((rs) => this.decode(script.id, rs[at])));
        }
      }
    }
    return Promise.all(out);
  }

  stats(scriptId: string): ScriptStats | undefined {
    return this.perScript.get(scriptId);
  }

  /** Forgets a script's counters (after the script is deleted). */
  forget(scriptId: string): void {
    this.perScript.delete(scriptId);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.flushWaiting();
    const slots = this.slots.splice(0);
    for (const s of slots) {
      if (s.watchdog) clearTimeout(s.watchdog);
      for (const f of s.queue) f.done(f.req.args.map(() => CRASHED));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private flushWaiting(): void {
    this.flushScheduled = false;
    const all = this.waiting;
    this.waiting = new Map();
    for (const w of all.values()) this.dispatch(w);
  }

  private dispatch(w: Waiting): void {
    const req: BatchRequest = { seq: 0, scriptId: w.script.id, hash: w.hash, source: w.script.source, entry: w.script.entry, args: w.args };
    this.send(req, (results) => results.forEach((r, i) => w.resolvers[i](r)));
  }

  private send(req: BatchRequest, done: (results: WireResult[]) => void): void {
    if (this.closed || this.failedStarts > MAX_FAILED_STARTS) {
      done(req.args.map(() => CRASHED));
      return;
    }
    req.seq = ++this.seq;
    let slot = this.slots[0];
    for (const s of this.slots) if (s.calls < slot.calls) slot = s;
    slot.queue.push({ req, done });
    slot.calls += req.args.length;
    slot.worker.postMessage(req);
    slot.worker.ref(); // pending calls keep the process alive; an idle pool does not
    if (slot.queue.length === 1) this.arm(slot);
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerFile, {
      workerData: this.limits,
      // The QuickJS heap is capped per script; this bounds the worker's own JS heap as a second fence.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, ready: false, queue: [], calls: 0, watchdog: null };
    worker.on('message', (msg: BatchResponse | 'ready') => {
      if (msg === 'ready') {
        slot.ready = true;
        this.failedStarts = 0;
        this.arm(slot);
        return;
      }
      const head = slot.queue[0];
      if (!head || head.req.seq !== msg.seq) return;
      slot.queue.shift();
      slot.calls -= head.req.args.length;
      if (slot.watchdog) clearTimeout(slot.watchdog);
      slot.watchdog = null;
      if (slot.queue.length) this.arm(slot);
      else worker.unref();
      head.done(msg.results);
    });
    worker.on('error', () => this.replace(slot, CRASHED));
    worker.on('exit', () => this.replace(slot, CRASHED));
    worker.unref();
    return slot;
  }

  /** Starts the watchdog for the batch the worker is running now. */
  private arm(slot: Slot): void {
    if (!slot.ready || slot.watchdog || !slot.queue.length) return;
    slot.watchdog = setTimeout(() => this.replace(slot, STUCK), this.limits.batchTimeoutMs + this.graceMs);
    slot.watchdog.unref();
  }

  /** Terminates a stuck or dead worker: its running batch fails, the batches queued behind it go to the new one. */
  private replace(slot: Slot, failure: Failure): void {
    const at = this.slots.indexOf(slot);
    if (at < 0 || this.closed) return;
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    this.restarts++;
    if (!slot.ready && ++this.failedStarts > MAX_FAILED_STARTS) {
      for (const f of slot.queue) f.done(f.req.args.map(() => CRASHED));
      return;
    }
    const fresh = this.spawn();
    this.slots[at] = fresh;
    const [running, ...rest] = slot.queue;
    if (running) running.done(running.req.args.map(() => failure));
    for (const f of rest) {
      fresh.queue.push(f);
      fresh.calls += f.req.args.length;
      fresh.worker.postMessage(f.req);
      fresh.worker.ref();
    }
  }

  private decode(scriptId: string, r: WireResult | undefined): CallResult {
    if (!r) return this.count(scriptId, CRASHED);
    if (!r.ok) return this.count(scriptId, r);
    try {
      return this.count(scriptId, { ok: true, value: JSON.parse(r.json) as unknown });
    } catch {
      return this.count(scriptId, { ok: false, kind: 'error', error: 'script result is not JSON' });
    }
  }

  private count<T extends CallResult>(scriptId: string, r: T): T {
    let s = this.perScript.get(scriptId);
    if (!s) this.perScript.set(scriptId, (s = { calls: 0, ok: 0, errors: 0, timeouts: 0, memory: 0, lastError: '', lastErrorAt: 0 }));
    s.calls++;
    if (r.ok) s.ok++;
    else {
      if (r.kind === 'timeout') s.timeouts++;
      else if (r.kind === 'memory') s.memory++;
      else s.errors++;
      s.lastError = r.error;
      s.lastErrorAt = Date.now();
    }
    return r;
  }

  private hashOf(script: ScriptRef): string {
    const text = `${script.entry}\u0000${script.source}`;
    let h = this.hashes.get(text);
    if (!h) {
      if (this.hashes.size > 1000) this.hashes.clear();
      h = createHash('sha256').update(text).digest('hex').slice(0, 32);
      this.hashes.set(text, h);
    }
    return h;
  }
}

/** The call's arguments as JSON text, or the error result when they are not JSON. */
function toJson(args: unknown[]): string | CallResult {
  try {
    const json = JSON.stringify(args);
    if (typeof json === 'string') return json;
  } catch {
    // falls through
  }
  return { ok: false, kind: 'error', error: 'script arguments must be JSON values' };
}
