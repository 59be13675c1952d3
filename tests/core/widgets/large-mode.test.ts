import { describe, expect, it } from 'vitest';
import { applyLargeMode, LARGE_THRESHOLD } from '../../../core/src/widgets/large-mode';
import { modulesFor } from '../../../core/src/widgets/echarts-modules';

describe('applyLargeMode', () => {
  it('sets large, LTTB sampling and progressive rendering on big-data series, keeping explicit choices', () => {
    const option = { series: [{ type: 'line', data: [1] }, { type: 'bar', large: false }, { type: 'gauge' }], xAxis: {} };
    const out = applyLargeMode(option) as { series: Record<string, unknown>[]; animation: boolean };
    expect(out.animation).toBe(false);
    expect(out.series[0]).toMatchObject({
      large: true,
      sampling: 'lttb',
      progressive: expect.any(Number),
      progressiveThreshold: LARGE_THRESHOLD,
      showSymbol: false,
    });
    expect(out.series[1]).toMatchObject({ large: false, progressive: expect.any(Number) });
    expect(out.series[1].sampling).toBeUndefined();
    expect(out.series[2]).toEqual({ type: 'gauge' });
    expect(option.series[0]).toEqual({ type: 'line', data: [1] }); // pure
  });

  it('handles a single series object and no series', () => {
    expect((applyLargeMode({ series: { type: 'scatter' } }).series as Record<string, unknown>).large).toBe(true);
    expect(applyLargeMode({ title: {} })).toEqual({ animation: false, title: {} });
  });
});

describe('modulesFor', () => {
  it('derives chart types and components from the option and the charts prop', () => {
    const needs = modulesFor({ title: {}, xAxis: {}, yAxis: {}, tooltip: {}, series: [{ type: 'line', markLine: {} }, { type: 'nope' }] }, ['gauge']);
    expect(needs.charts.sort()).toEqual(['gauge', 'line']);
    expect(needs.components.sort()).toEqual(['grid', 'markLine', 'title', 'tooltip']);
  });
});
