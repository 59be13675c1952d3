import { describe, expect, it } from 'vitest';
import { badWidgetType, type Layout } from '../../../server/src/modules/dashboards/layout';

const tile = (i: string, widget?: Record<string, unknown>) => ({
  i,
  x: 0,
  y: 0,
  w: 4,
  h: 4,
  kind: widget ? 'widget' : 'text',
  widget,
  text: widget ? undefined : 'hi',
});
const layout = (...tiles: ReturnType<typeof tile>[]) => ({ version: 1, tiles }) as unknown as Layout;

describe('dashboard layout: widget types', () => {
  it('names the first tile whose widget type is not a 1–128 character string', () => {
    expect(badWidgetType(layout(tile('a', { type: 'gauge', max: 100 }), tile('t')))).toBeUndefined();
    expect(badWidgetType(layout(tile('a', { type: 'gauge' }), tile('b', { type: 42 })))).toBe('b');
    expect(badWidgetType(layout(tile('c', { type: '' })))).toBe('c');
    expect(badWidgetType(layout(tile('d', { type: 'x'.repeat(129) })))).toBe('d');
  });
});
