import { describe, expect, it } from 'vitest';
import { PageLiveStore } from '../../../extensions/monitoring/src/list/page-live-store';

describe('the monitoring list keeps live values per device', () => {
  it('merges a batch of updates, keeping values not updated and the last push when an update has none', () => {
    const store = new PageLiveStore();
    store.apply(new Map([['a', { values: { t: 1, h: 50 }, ts: 100 }]]));
    store.apply(
      new Map([
        ['a', { values: { t: 3 }, ts: null }],
        ['c', { values: { p: 7 }, ts: 5 }],
      ]),
    );
    expect(store.get('a')).toEqual({ values: { t: 3, h: 50 }, ts: 100 });
    expect(store.get('c')).toEqual({ values: { p: 7 }, ts: 5 });
    expect(store.get('b')).toBeUndefined();
  });

  it('tells only the cells of the devices a batch changed, and gives them a new state object', () => {
    const store = new PageLiveStore();
    const heard: string[] = [];
    store.subscribe('a', () => heard.push('a'));
    const offB = store.subscribe('b', () => heard.push('b'));
    store.apply(new Map([['a', { values: { t: 1 }, ts: 1 }]]));
    const first = store.get('a');
    store.apply(new Map([['a', { values: { t: 2 }, ts: 2 }]]));
    expect(heard).toEqual(['a', 'a']);
    expect(store.get('a')).not.toBe(first); // useSyncExternalStore compares by reference
    offB();
    store.apply(new Map([['b', { values: { t: 9 }, ts: 3 }]]));
    expect(heard).toEqual(['a', 'a']);
  });
});
