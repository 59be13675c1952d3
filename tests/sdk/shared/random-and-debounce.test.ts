import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../sdk/src/shared/debounce';
import { randomChartId, randomString } from '../../../sdk/src/shared/random-id';

describe('random ids', () => {
  it('default length 15, alphanumeric', () => {
    const s = randomString();
    expect(s).toMatch(/^[A-Za-z0-9]{15}$/);
  });
  it('chart ids are 12 alphanumerics and distinct', () => {
    const ids = new Set(Array.from({ length: 500 }, randomChartId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
  });
  it('long strings exceed one random buffer without bias errors', () => {
    expect(randomString(300)).toHaveLength(300);
  });
});

describe('debounce (600 ms default)', () => {
  afterEach(() => vi.useRealTimers());
  it('calls once with the last arguments after the quiet period', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn);
    d(1);
    d(2);
    vi.advanceTimersByTime(599);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
  it('cancel drops the pending call; flush runs it now', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d('a');
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    d('b');
    d.flush();
    expect(fn).toHaveBeenCalledWith('b');
  });
});
