import { describe, expect, it } from 'vitest';
import { applyPending } from '../../../extensions/monitoring/src/list/use-page-live';

describe('the monitoring list folds live updates once per frame', () => {
  it('merges every device gathered since the last frame into one new state, keeping values not updated', () => {
    const state = { a: { values: { t: 1, h: 50 }, ts: 100 }, b: { values: { t: 2 }, ts: 90 } };
    const pending = new Map([
      ['a', { values: { t: 3 }, ts: 200 }],
      ['c', { values: { p: 7 }, ts: null }],
    ]);
    const next = applyPending(state, pending);
    expect(next).toEqual({ a: { values: { t: 3, h: 50 }, ts: 200 }, b: { values: { t: 2 }, ts: 90 }, c: { values: { p: 7 }, ts: null } });
    expect(state.a.values.t).toBe(1); // the previous state is not mutated (React compares by reference)
    expect(next.b).toBe(state.b);
  });
});
