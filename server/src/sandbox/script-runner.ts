/**
 * Runs user scripts in QuickJS, one runtime per script (own heap limit, own globals, so prototype tricks of one
 * script never reach another or the host). A script is compiled once per id + source hash and its entry function
 * reused; a context that hit a limit is thrown away and rebuilt before the next call.
 */
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten';
import type { BatchRequest, FailureKind, SandboxLimits, WireResult } from './sandbox-protocol';

interface Compiled {
  key: string;
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  call: QuickJSHandle;
}

/** Globals removed before user code runs: nothing to block on, nothing shared. */
const PRELUDE = `delete globalThis.Atomics; delete globalThis.SharedArrayBuffer; delete globalThis.WeakRef; delete globalThis.FinalizationRegistry;`;

const wrapperOf = (entry: string) => `(function () {
  const f = globalThis[${JSON.stringify(entry)}];
  if (typeof f !== 'function') throw new TypeError(${JSON.stringify(`the script must define a function ${entry}`)});
  const parse = JSON.parse, stringify = JSON.stringify;
  return function (argsJson) {
    const r = f.apply(undefined, parse(argsJson));
    if (r !== null && typeof r === 'object' && typeof r.then === 'function') throw new TypeError('the script must return its result, not a promise');
    const out = stringify(r === undefined ? null : r);
    return out === undefined ? 'null' : out;
  };
})()`;

const MAX_CACHED = 256;
/** After this many timeouts in one batch, the batch's other calls of that script fail without running. */
const TIMEOUTS_PER_BATCH = 3;

export class ScriptRunner {
  private readonly cache = new Map<string, Compiled>();
  private deadline = 0;

  constructor(
    private readonly quickjs: QuickJSWASMModule,
    private readonly limits: SandboxLimits,
  ) {}

  run(req: BatchRequest): WireResult[] {
    const batchDeadline = Date.now() + this.limits.batchTimeoutMs;
    const results: WireResult[] = [];
    let timeouts = 0;
    let compiled: Compiled | WireResult | null = null;
    for (const args of req.args) {
      if (Date.now() >= batchDeadline || timeouts >= TIMEOUTS_PER_BATCH) {
        results.push({ ok: false, kind: 'timeout', error: 'script timed out: the batch used up its CPU time' });
        continue;
      }
      if (!compiled) compiled = this.compile(req);
      if (!('call' in compiled)) {
        results.push(compiled);
        continue;
      }
      this.deadline = Math.min(Date.now() + this.limits.callTimeoutMs, batchDeadline);
      const r = this.callOnce(compiled, args);
      if (!r.ok && r.kind === 'timeout') timeouts++;
      if (!r.ok && r.kind !== 'error') {
        // A context interrupted mid-call or out of memory may be half-updated: rebuild it for the next call.
        this.drop(compiled.key);
        compiled = null;
      }
      results.push(r);
    }
    return results;
  }

  private callOnce(c: Compiled, args: string): WireResult {
    const ctx = c.context;
    const arg = ctx.newString(args);
    try {
      const res = ctx.callFunction(c.call, ctx.undefined, arg);
      if (res.error) return this.failure(ctx, res.error);
      const json = ctx.getString(res.value);
      res.value.dispose();
      if (json.length > this.limits.maxResultChars) {
        return { ok: false, kind: 'memory', error: `script result is larger than ${this.limits.maxResultChars} characters` };
      }
      return { ok: true, json };
    } catch (err) {
      // The QuickJS heap itself gave out (allocation inside the FFI).
      return { ok: false, kind: 'memory', error: `script exceeded its memory limit (${(err as Error).message})` };
    } finally {
      arg.dispose();
    }
  }

  private failure(ctx: QuickJSContext, handle: QuickJSHandle): WireResult {
    let dumped: unknown;
    try {
      dumped = ctx.dump(handle);
    } catch {
      dumped = 'unknown error';
    } finally {
      handle.dispose();
    }
    const e = dumped as { name?: string; message?: string } | string | null;
    const name = typeof e === 'object' && e ? (e.name ?? 'Error') : 'Error';
    const message = typeof e === 'object' && e ? String(e.message ?? '') : String(e);
    return { ok: false, kind: classify(name, message), error: describe(name, message, this.limits) };
  }

  private compile(req: BatchRequest): Compiled | WireResult {
    const key = `${req.scriptId}\u0000${req.hash}\u0000${req.entry}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit); // most recently used last
      return hit;
    }
    for (const k of this.cache.keys()) if (k.startsWith(`${req.scriptId}\u0000`)) this.drop(k);
    const runtime = this.quickjs.newRuntime();
    runtime.setMemoryLimit(this.limits.memoryBytes);
    runtime.setMaxStackSize(this.limits.stackBytes);
    runtime.setInterruptHandler(() => Date.now() > this.deadline);
    const context = runtime.newContext();
    this.deadline = Date.now() + this.limits.callTimeoutMs;
    let failure: WireResult | null = null;
    for (const code of [PRELUDE, req.source]) {
      const r = context.evalCode(code, 'script.js');
      if (r.error) {
        failure = this.failure(context, r.error);
        break;
      }
      r.value.dispose();
    }
    let call: QuickJSHandle | null = null;
    if (!failure) {
      const r = context.evalCode(wrapperOf(req.entry), 'wrapper.js');
      if (r.error) failure = this.failure(context, r.error);
      else call = r.value;
    }
    if (failure || !call) {
      context.dispose();
      runtime.dispose();
      return failure ?? { ok: false, kind: 'error', error: 'script could not be compiled' };
    }
    const compiled = { key, runtime, context, call };
    this.cache.set(key, compiled);
    if (this.cache.size > MAX_CACHED) this.drop(this.cache.keys().next().value as string);
    return compiled;
  }

  private drop(key: string): void {
    const c = this.cache.get(key);
    if (!c) return;
    this.cache.delete(key);
    try {
      c.call.dispose();
      c.context.dispose();
      c.runtime.dispose();
    } catch {
      // A runtime that ran out of memory may refuse a clean dispose; it is unreachable either way.
    }
  }
}

function classify(name: string, message: string): FailureKind {
  if (/interrupted/i.test(message)) return 'timeout';
  if (/out of memory|stack overflow/i.test(message)) return 'memory';
  return 'error';
}

function describe(name: string, message: string, limits: SandboxLimits): string {
  if (/interrupted/i.test(message)) return `script timed out: it ran longer than ${limits.callTimeoutMs} ms`;
  if (/out of memory/i.test(message)) return `script exceeded its memory limit of ${Math.round(limits.memoryBytes / 1048576)} MB`;
  if (/stack overflow/i.test(message)) return 'script exceeded its stack limit (recursion too deep)';
  return `${name}: ${message}`;
}
