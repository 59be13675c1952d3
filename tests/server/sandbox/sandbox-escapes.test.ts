/**
 * The sandbox against what a careful attacker tries first. Every attempt must end in a clear per-call error, and
 * the pool must keep serving ordinary scripts afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool, type CallResult, type ScriptRef } from '../../../server/src/sandbox/sandbox-pool';

let pool: SandboxPool;
let n = 0;
const script = (body: string): ScriptRef => ({ id: `s${++n}`, source: `function encodeInp(msg, topic) { ${body} }`, entry: 'encodeInp' });
const run = (body: string, args: unknown[] = [1]) => pool.call(script(body), args);
const failed = (r: CallResult) => (r.ok ? `ok: ${JSON.stringify(r.value)}` : r.error);

async function stillServes(): Promise<void> {
  const r = await pool.call({ id: 'healthy', source: 'function encodeInp(m) { return m * 2; }', entry: 'encodeInp' }, [21]);
  expect(r).toEqual({ ok: true, value: 42 });
}

beforeAll(async () => {
  pool = await SandboxPool.start({ size: 2, limits: { callTimeoutMs: 100, batchTimeoutMs: 1000, memoryBytes: 8 * 1024 * 1024 }, watchdogGraceMs: 2000 });
});
afterAll(async () => {
  await pool.close();
});

describe('sandbox', () => {
  it('runs a one-line transform with JSON in and out', async () => {
    const r = await pool.call(script('return { t: msg.temp + 1, topic };'), [{ temp: 20 }, 'a/b']);
    expect(r).toEqual({ ok: true, value: { t: 21, topic: 'a/b' } });
  });

  it('reaches no host object through the constructor chain', async () => {
    const r = await run("return this.constructor.constructor('return process')();");
    expect(r.ok).toBe(false);
    expect(failed(r)).toMatch(/'process' is not defined/);
    const g = await run('return typeof (function(){ return this })().process + typeof globalThis.require + typeof globalThis.fetch;');
    expect(g).toEqual({ ok: true, value: 'undefinedundefinedundefined' });
    await stillServes();
  });

  it('has no require, no Function way out, no import()', async () => {
    expect(failed(await run("return require('fs').readFileSync('/etc/passwd', 'utf8');"))).toMatch(/'require' is not defined/);
    expect(failed(await run("return Function('return process.env')();"))).toMatch(/'process' is not defined/);
    // import() can only give a promise, and no promise job ever runs: there is no module loader either.
    expect(failed(await run("return import('fs');"))).toMatch(/not a promise/);
    const sync = await pool.call({ id: 'imp', source: "import fs from 'fs'; function encodeInp() { return 1 }", entry: 'encodeInp' }, []);
    expect(failed(sync)).toMatch(/could not load module 'fs'|SyntaxError/);
    await stillServes();
  });

  it('interrupts an endless loop with a time-out error', async () => {
    const r = await run('while (true) {}');
    expect(r).toMatchObject({ ok: false, kind: 'timeout' });
    expect(failed(r)).toMatch(/timed out/);
    await stillServes();
  });

  it('stops huge allocations at the memory limit', async () => {
    const big = await run("return 'x'.repeat(1e9).length;");
    expect(big.ok).toBe(false);
    expect(failed(big)).toMatch(/memory|Invalid string length|RangeError/);
    const grow = await run('const a = []; for (;;) a.push({ k: a.length, s: "yyyyyyyyyyyyyyyy" + a.length });');
    expect(grow).toMatchObject({ ok: false });
    expect(failed(grow)).toMatch(/memory limit|timed out/);
    await stillServes();
  });

  it('ends deep recursion with a clear stack error', async () => {
    const r = await run('function f(n) { return f(n + 1) + 1; } return f(0);');
    expect(r).toMatchObject({ ok: false, kind: 'memory' });
    expect(failed(r)).toMatch(/stack/);
    await stillServes();
  });

  it('offers nothing to block on (Atomics, SharedArrayBuffer)', async () => {
    const r = await run('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); return 1;');
    expect(failed(r)).toMatch(/'Atomics' is not defined|SharedArrayBuffer is not defined/);
    await stillServes();
  });

  it('keeps prototype pollution inside the polluting script', async () => {
    const polluter: ScriptRef = {
      id: 'polluter',
      source: 'function encodeInp() { Object.prototype.pwned = "yes"; Array.prototype.map = null; return 1; }',
      entry: 'encodeInp',
    };
    const reader: ScriptRef = { id: 'reader', source: 'function encodeInp() { return [({}).pwned ?? "clean", typeof [].map]; }', entry: 'encodeInp' };
    expect(await pool.call(polluter, [])).toEqual({ ok: true, value: 1 });
    const [a, b] = await Promise.all([pool.call(reader, []), pool.call(reader, [])]);
    expect(a).toEqual({ ok: true, value: ['clean', 'function'] });
    expect(b).toEqual(a);
    expect(({} as Record<string, unknown>).pwned).toBeUndefined();
  });

  it('answers each call of a batch on its own: a throw or a time-out fails only that call', async () => {
    const s: ScriptRef = {
      id: 'mixed',
      source: 'function encodeInp(x) { if (x === "loop") while (true) {} if (x === "boom") throw new Error("bad input " + x); return x; }',
      entry: 'encodeInp',
    };
    const rs = await pool.runBatch(s, [[1], ['boom'], ['loop'], [4]]);
    expect(rs[0]).toEqual({ ok: true, value: 1 });
    expect(rs[1]).toMatchObject({ ok: false, kind: 'error', error: 'Error: bad input boom' });
    expect(rs[2]).toMatchObject({ ok: false, kind: 'timeout' });
    expect(rs[3]).toEqual({ ok: true, value: 4 });
    expect(pool.stats('mixed')).toMatchObject({ calls: 4, ok: 2, errors: 1, timeouts: 1 });
  });

  it('accepts and returns JSON only', async () => {
    const bad = await pool.call(script('return 1;'), [10n]);
    expect(failed(bad)).toMatch(/JSON/);
    const fn = await run('return function () {};');
    expect(fn).toEqual({ ok: true, value: null });
    const missing = await pool.call({ id: 'no-entry', source: 'var x = 1;', entry: 'encodeInp' }, []);
    expect(failed(missing)).toMatch(/must define a function encodeInp/);
  });

  it('replaces a worker the watchdog finds stuck and keeps serving', async () => {
    const small = await SandboxPool.start({ size: 1, limits: { callTimeoutMs: 20, batchTimeoutMs: 50, memoryBytes: 512 * 1024 * 1024 }, watchdogGraceMs: 200 });
    try {
      // A default sort of millions of strings is one native call that QuickJS's interrupt handler never sees.
      const stuck: ScriptRef = {
        id: 'native-sort',
        source: "function encodeInp() { return new Array(2e6).fill('ab').join('').split('').sort().length; }",
        entry: 'encodeInp',
      };
      const r = await small.call(stuck, []);
      expect(failed(r)).toMatch(/stopped answering and was replaced/);
      expect(small.restarts).toBe(1);
      expect(small.stats('native-sort')).toMatchObject({ calls: 1, timeouts: 1 });
      const ok = await small.call({ id: 'after', source: 'function encodeInp(x) { return x + 1; }', entry: 'encodeInp' }, [1]);
      expect(ok).toEqual({ ok: true, value: 2 });
    } finally {
      await small.close();
    }
  });

  it('interrupts catastrophic regular-expression backtracking', async () => {
    const r = await pool.call({ id: 'redos', source: 'function encodeInp(s) { return /^(a+)+$/.test(s); }', entry: 'encodeInp' }, ['a'.repeat(40) + '!']);
    expect(r).toMatchObject({ ok: false, kind: 'timeout' });
    await stillServes();
  });
});
