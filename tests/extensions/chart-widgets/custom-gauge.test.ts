import { describe, expect, it, vi } from 'vitest';
import {
  asOption,
  boundValues,
  clampIntervalSeconds,
  customGaugeDefaults,
  simulationProgram,
  templateOption,
  validateCustomGauge,
  withCustomTemplate,
} from '../../../extensions/chart-widgets/src/custom-gauge/custom-gauge-config';
import { runInSandbox, SandboxError, type SandboxWorker } from '../../../extensions/chart-widgets/src/custom-gauge/sandbox';
import { SANDBOX_WORKER_SOURCE } from '../../../extensions/chart-widgets/src/custom-gauge/sandbox-worker-source';
import { chMessages } from './locale-text';

/**
 * Runs the real worker source against a fake worker global (no page globals in scope), so the unit tests
 * exercise the code that runs inside the browser's worker.
 */
function fakeWorker(): SandboxWorker & { terminated: boolean } {
  const scope: Record<string, any> = { fetch: () => 'leak', XMLHttpRequest: class {}, importScripts: () => 'leak' };
  const worker = {
    terminated: false,
    onmessage: null as SandboxWorker['onmessage'],
    onerror: null as SandboxWorker['onerror'],
    postMessage(message: unknown) {
      queueMicrotask(() => scope.onmessage?.({ data: message }));
    },
    terminate() {
      worker.terminated = true;
    },
  };
  scope.postMessage = (data: unknown) => worker.onmessage?.({ data });
  scope.self = scope;
  new Function('self', SANDBOX_WORKER_SOURCE)(scope);
  return worker;
}

describe('custom gauge config', () => {
  it('defaults: simulation on, 2 s interval, a random 0-60 generator, one-gauge option', () => {
    const c = customGaugeDefaults();
    expect(c.simulator.interval).toBe(2000);
    expect(c.simulator.enabled).toBe(true);
    expect(c.simulator.funcArr).toHaveLength(1);
    expect(c.series.option).toBe(templateOption('one'));
    expect(chMessages(validateCustomGauge(c))).toEqual(['名称不能为空！']);
  });

  it('interval is clamped to 0.5-10 s on a 0.5 step', () => {
    expect(clampIntervalSeconds(0.1)).toBe(0.5);
    expect(clampIntervalSeconds(11)).toBe(10);
    expect(clampIntervalSeconds(2.3)).toBe(2.5);
    expect(clampIntervalSeconds(Number.NaN)).toBe(2);
  });

  it('the two-gauge template adds a second generator and rewrites the option', () => {
    const two = withCustomTemplate(customGaugeDefaults(), 'two');
    expect(two.simulator.funcArr).toHaveLength(2);
    expect(two.series.option).toBe(templateOption('two'));
    expect(boundValues({ ...two, mapping: ['a', 'b'] }, { a: 1, b: 2 })).toEqual([1, 2]);
  });

  it('accepts only plain objects as options', () => {
    expect(asOption({ series: [] })).toEqual({ series: [] });
    expect(asOption([1])).toBeNull();
    expect(asOption('x')).toBeNull();
  });
});

describe('sandbox', () => {
  it('evaluates the default generator: a number 0-60 with at most 2 decimals', async () => {
    const out = (await runInSandbox(simulationProgram(customGaugeDefaults().simulator.funcArr), {}, { createWorker: fakeWorker })) as number[];
    expect(out).toHaveLength(1);
    expect(out[0]).toBeGreaterThanOrEqual(0);
    expect(out[0]).toBeLessThanOrEqual(60);
    expect(Math.round(out[0] * 100) / 100).toBe(out[0]);
  });

  it('evaluates the template option with the values and returns JSON data only', async () => {
    const option = (await runInSandbox(templateOption('two'), { value: [3, 4] }, { createWorker: fakeWorker })) as any;
    expect(option.series.map((s: any) => s.data[0].value)).toEqual([3, 4]);
    const fn = await runInSandbox('return { f: function () {}, n: 1 };', {}, { createWorker: fakeWorker });
    expect(fn).toEqual({ n: 1 });
  });

  it('removes network and script-import globals before user code runs', async () => {
    const out = await runInSandbox(
      'return [typeof fetch, typeof XMLHttpRequest, typeof importScripts, typeof self, typeof globalThis];',
      {},
      { createWorker: fakeWorker },
    );
    expect(out).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined']);
  });

  it('reports user errors and terminates the worker', async () => {
    let w: ReturnType<typeof fakeWorker> | undefined;
    const create = () => (w = fakeWorker());
    await expect(runInSandbox('throw new Error("boom")', {}, { createWorker: create })).rejects.toThrow('boom');
    expect(w!.terminated).toBe(true);
  });

  it('terminates a worker that does not answer before the deadline', async () => {
    vi.useFakeTimers();
    const hung: SandboxWorker & { terminated?: boolean } = {
      onmessage: null,
      onerror: null,
      postMessage() {},
      terminate() {
        hung.terminated = true;
      },
    };
    const p = runInSandbox('while (true) {}', {}, { createWorker: () => hung, timeoutMs: 1000 });
    const check = expect(p).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await check;
    expect(hung.terminated).toBe(true);
    vi.useRealTimers();
  });

  it('is unavailable without Web Workers (never falls back to the page)', async () => {
    await expect(runInSandbox('return 1')).rejects.toBeInstanceOf(SandboxError);
  });
});
