import { describe, expect, it } from 'vitest';
import { gaugeDefaults, validateGauge, withTemplate } from '../../../extensions/chart-widgets/src/gauge/gauge-config';
import { buildGaugeOption, gaugeSize } from '../../../extensions/chart-widgets/src/gauge/gauge-option';
import { DEFAULT_CHART_BACKGROUND } from '../../../extensions/chart-widgets/src/common/constants';
import { chMessages } from './locale-text';

describe('gauge widget', () => {
  it('defaults: no id, dashboard, dark-blue background, detail font 20, progress width 18, range 0-999', () => {
    const c = gaugeDefaults();
    expect(c.id).toBe('');
    expect(c.controlType).toBe('dashboard');
    expect(c.style?.backgroundColor).toBe(DEFAULT_CHART_BACKGROUND);
    expect(c.series.detailFontSize).toBe(20);
    expect(c.series.progressWidth).toBe(18);
    expect(c.series.gauges[0]).toMatchObject({ min: 0, max: 999 });
  });

  it('requires a name with 名称不能为空！', () => {
    expect(chMessages(validateGauge(gaugeDefaults()))).toEqual(['名称不能为空！']);
    expect(validateGauge({ ...gaugeDefaults(), name: 'T' })).toEqual([]);
    expect(chMessages(validateGauge({ ...gaugeDefaults(), name: '   ' }))).toEqual(['名称不能为空！']);
  });

  it('sizes by height: under 160 small, under 200 medium, 200 or more large', () => {
    expect(gaugeSize(159)).toBe('small');
    expect(gaugeSize(160)).toBe('medium');
    expect(gaugeSize(199)).toBe('medium');
    expect(gaugeSize(200)).toBe('large');
  });

  it('builds one dial with the bound value, detail font 20 and progress width 18 at full size', () => {
    const c = { ...gaugeDefaults(), name: 'T' };
    c.series.gauges[0] = { ...c.series.gauges[0], value: 'temp', unit: '°C', title: 'Temp' };
    const option = buildGaugeOption(c, { temp: '21.5' }, 240) as { series: any[] };
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('gauge');
    expect(option.series[0].data[0]).toEqual({ value: 21.5, name: 'Temp' });
    expect(option.series[0].detail.fontSize).toBe(20);
    expect(option.series[0].progress.width).toBe(18);
    expect(option.series[0].detail.formatter).toContain('°C');
  });

  it('scales down for small heights', () => {
    const option = buildGaugeOption(gaugeDefaults(), {}, 120) as { series: any[] };
    expect(option.series[0].detail.fontSize).toBeLessThan(20);
    expect(option.series[0].progress.width).toBeLessThan(18);
    expect(option.series[0].data[0].value).toBe(0);
  });

  it('two-gauge template draws two dials side by side bound to their own keys', () => {
    let c = withTemplate(gaugeDefaults(), 'two');
    c = { ...c, series: { ...c.series, gauges: c.series.gauges.map((g, i) => ({ ...g, value: i ? 'b' : 'a' })) } };
    const option = buildGaugeOption(c, { a: 1, b: 2 }, 240) as { series: any[] };
    expect(option.series.map((s) => s.data[0].value)).toEqual([1, 2]);
    expect(option.series[0].center[0]).not.toBe(option.series[1].center[0]);
    expect(withTemplate(c, 'one').series.gauges).toHaveLength(1);
  });
});
