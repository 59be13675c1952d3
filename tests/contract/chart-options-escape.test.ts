import * as echarts from 'echarts';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeHtml } from '@tessera/sdk';
import { BASE_MAP, baseMapGeoJson } from '../../extensions/device-map/src/base-map';
import { deviceMapOption } from '../../extensions/device-map/src/map-option';
import { buildHistoryOption, historyDefaults } from '../../extensions/chart-widgets/src/history/history-config';
import { buildGaugeOption } from '../../extensions/chart-widgets/src/gauge/gauge-option';
import { gaugeDefaults } from '../../extensions/chart-widgets/src/gauge/gauge-config';
import { asOption } from '../../extensions/chart-widgets/src/custom-gauge/custom-gauge-config';
import { liveCurveOption } from '../../extensions/monitoring/src/realtime/live-curve-option';
import { historyChartOption } from '../../extensions/monitoring/src/history/history-chart-option';
import { buildUsageCurveOption } from '../../extensions/home/src/usage-chart-option';

/** A name that runs script wherever it lands in HTML unescaped. */
const HOSTILE = '<img src=x onerror="window.__xss=1">';
const hostileLabels = { online: HOSTILE, offline: HOSTILE };

/**
 * Every option builder of every extension, fed hostile names (device names, property titles, units, series names).
 * A new builder belongs here.
 */
const BUILDERS: Record<string, () => Record<string, unknown>> = {
  'device-map': () =>
    deviceMapOption(
      [
        { id: 'd1', name: HOSTILE, lng: 10, lat: 10, online: true },
        { id: 'd2', name: HOSTILE, lng: 100, lat: 30, online: false },
        { id: 'd3', name: HOSTILE, lng: 100.1, lat: 30.1, online: true },
      ],
      { zoom: 1 },
      hostileLabels,
    ),
  'chart-widgets history': () =>
    buildHistoryOption(
      { ...historyDefaults(), mapping: [HOSTILE] },
      {
        [HOSTILE]: [
          { sysTime: 1_700_000_000_000, data: 1 },
          { sysTime: 1_700_000_060_000, data: 2 },
        ],
      },
      { [HOSTILE]: HOSTILE },
    ),
  'chart-widgets gauge': () => {
    const config = gaugeDefaults();
    config.series.gauges = [{ ...config.series.gauges[0], title: HOSTILE, unit: HOSTILE, value: 'k' }];
    return buildGaugeOption(config, { k: 3 });
  },
  'chart-widgets custom gauge (user program)': () =>
    asOption({
      tooltip: { trigger: 'item', formatter: HOSTILE },
      series: [{ type: 'gauge', data: [{ value: 1, name: HOSTILE }] }],
    })!,
  'monitoring realtime': () =>
    liveCurveOption([
      {
        key: 'k',
        name: HOSTILE,
        unit: HOSTILE,
        points: [
          [1_700_000_000_000, 1],
          [1_700_000_060_000, 2],
        ],
      },
    ]),
  'monitoring history': () =>
    historyChartOption(HOSTILE, HOSTILE, [
      [1_700_000_000_000, 1],
      [1_700_000_060_000, 2],
    ]),
  'home usage': () =>
    buildUsageCurveOption(
      [
        { sysTime: 1_700_000_000_000, data: 1 },
        { sysTime: 1_700_000_060_000, data: 2 },
      ],
      { name: HOSTILE, color: '#fff' },
    ),
};

echarts.registerMap(BASE_MAP, baseMapGeoJson() as never);
let chart: echarts.ECharts | null = null;
afterEach(() => {
  chart?.dispose();
  chart = null;
  document.body.innerHTML = '';
  delete (window as { __xss?: number }).__xss;
});

/** Renders the option with the real ECharts, shows the tooltip of every data item, and returns the container. */
function renderWithTooltips(option: Record<string, unknown>): HTMLElement {
  const host = document.createElement('div');
  document.body.appendChild(host);
  chart = echarts.init(host, null, { renderer: 'svg', width: 800, height: 500 });
  chart.setOption({ ...option, animation: false });
  const series = (option.series as { data?: unknown[] }[]) ?? [];
  series.forEach((s, seriesIndex) => (s.data ?? []).forEach((_, dataIndex) => chart!.dispatchAction({ type: 'showTip', seriesIndex, dataIndex })));
  return host;
}

describe('chart options with hostile names', () => {
  it('escapeHtml turns markup into text', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
    expect(escapeHtml("a&b'")).toBe('a&amp;b&#39;');
    expect(escapeHtml(undefined)).toBe('');
  });

  for (const [name, build] of Object.entries(BUILDERS)) {
    it(`${name}: tooltips, labels and legends put no markup into the page`, () => {
      const host = renderWithTooltips(build());
      expect(host.querySelector('img')).toBeNull();
      expect(host.querySelector('[onerror]')).toBeNull();
    });
  }

  it('the map tooltip shows the hostile name as text', () => {
    const host = renderWithTooltips(BUILDERS['device-map']());
    const tooltip = [...host.querySelectorAll('div')].find((d) => d.textContent?.includes('onerror'));
    expect(tooltip?.textContent).toContain(HOSTILE);
  });
});
