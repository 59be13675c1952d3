import { describe, expect, it } from 'vitest';
import { CURVE_ANIMATION_MS } from '@tessera/sdk';
import { buildUsageCurveOption, latestUsage, usagePoints } from '../../../extensions/home/src/usage-chart-option';

describe('usagePoints', () => {
  it('reads 10/13-digit timestamps and date text, sorts by time, parses text values', () => {
    const points = usagePoints([
      { sysTime: 1_700_000_020_000, data: '12.345' },
      { sysTime: 1_700_000_000, data: 10 },
      { sysTime: '2023-11-14 22:13:30', data: 11 },
    ]);
    expect(points.map((p) => p[1])).toEqual([10, 11, 12.35]);
    expect(points[0][0]).toBe(1_700_000_000_000);
    expect(points[2][0]).toBe(1_700_000_020_000);
  });

  it('drops samples with an unreadable time or value instead of drawing them as 0', () => {
    expect(
      usagePoints([
        { sysTime: 'never', data: 5 },
        { sysTime: 1_700_000_000, data: 'n/a' },
        { sysTime: 1_700_000_001, data: 7 },
      ]),
    ).toEqual([[1_700_000_001_000, 7]]);
    expect(usagePoints(null)).toEqual([]);
  });
});

describe('buildUsageCurveOption', () => {
  const option = buildUsageCurveOption([{ sysTime: 1_700_000_000, data: 42 }], { name: 'CPU', color: '#123456' });

  it('animates the curve over 1500 ms on first draw and on updates', () => {
    expect(option.animationDuration).toBe(CURVE_ANIMATION_MS);
    expect(option.animationDurationUpdate).toBe(CURVE_ANIMATION_MS);
    expect(CURVE_ANIMATION_MS).toBe(1500);
  });

  it('draws one smooth line of percentages on a time axis', () => {
    expect(option.xAxis.type).toBe('time');
    expect([option.yAxis.min, option.yAxis.max]).toEqual([0, 100]);
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'line', name: 'CPU', smooth: true, data: [[1_700_000_000_000, 42]] });
    expect(option.color).toEqual(['#123456']);
  });
});

describe('latestUsage', () => {
  it('is the newest sample, whatever the order received', () => {
    expect(
      latestUsage([
        { sysTime: 1_700_000_002, data: 3 },
        { sysTime: 1_700_000_001, data: 9 },
      ]),
    ).toBe(3);
    expect(latestUsage([])).toBeNull();
  });
});
