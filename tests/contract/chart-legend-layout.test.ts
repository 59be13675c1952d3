import * as echarts from 'echarts';
import { afterEach, describe, expect, it } from 'vitest';
import { liveCurveOption } from '../../extensions/monitoring/src/realtime/live-curve-option';
import { buildHistoryOption, historyDefaults } from '../../extensions/chart-widgets/src/history/history-config';

const T0 = 1_700_000_000_000;
let chart: echarts.ECharts | null = null;
afterEach(() => {
  chart?.dispose();
  chart = null;
  document.body.innerHTML = '';
});

/** Renders with the real ECharts (SVG) and returns where each text landed: its content and vertical position. */
function texts(option: Record<string, unknown>, height: number): { text: string; y: number }[] {
  const host = document.createElement('div');
  document.body.appendChild(host);
  chart = echarts.init(host, null, { renderer: 'svg', width: 800, height });
  chart.setOption(option);
  return [...host.querySelectorAll('text')].map((t) => ({
    text: t.textContent ?? '',
    y: Number(/translate\([^ ]+ ([^)]+)\)/.exec(t.getAttribute('transform') ?? '')?.[1] ?? NaN),
  }));
}

/** The legend entry sits above the plot, well clear of the time-axis labels (the lowest texts). */
function expectLegendClearOfTimeLabels(all: { text: string; y: number }[], legendName: string) {
  const legend = all.find((t) => t.text === legendName)!;
  expect(legend).toBeTruthy();
  const timeLabels = all.filter((t) => /^\d\d:\d\d$/.test(t.text));
  expect(timeLabels.length).toBeGreaterThan(0);
  for (const label of timeLabels) expect(label.y - legend.y).toBeGreaterThan(100);
}

describe('curve legends do not cover the time axis', () => {
  it('realtime run', () => {
    const series = [
      {
        key: 'a',
        name: '温度',
        unit: '',
        points: [
          [T0, 1],
          [T0 + 600_000, 2],
        ] as [number, number][],
      },
    ];
    expectLegendClearOfTimeLabels(texts(liveCurveOption(series), 420), '温度');
  });

  it('plugin history widget', () => {
    const option = buildHistoryOption(
      { ...historyDefaults(), mapping: ['t'] },
      {
        t: [
          { sysTime: T0, data: 1 },
          { sysTime: T0 + 600_000, data: 2 },
        ],
      },
      { t: '温度' },
    );
    expectLegendClearOfTimeLabels(texts(option, 212), '温度');
  });
});
