import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryPanel } from '../../../extensions/monitoring/src/history/history-panel';
import { AGGREGATE_FUNCTIONS, AGGREGATE_WINDOWS, quickRange, snapToStep, statisticBody } from '../../../extensions/monitoring/src/history/aggregation';
import { historyChartOption, toPoints } from '../../../extensions/monitoring/src/history/history-chart-option';
import { harness, PROPS } from './setup';

const NOW = Date.UTC(2024, 0, 10, 12, 7, 31);

describe('aggregation pickers (pure)', () => {
  it('offers the spec windows and aggregates', () => {
    expect(AGGREGATE_WINDOWS).toHaveLength(17);
    expect(AGGREGATE_FUNCTIONS).toHaveLength(10);
  });
  it('sends µs times, and an aggregate only with a window', () => {
    expect(statisticBody({ deviceId: 'd', key: 'k', start: 1000, end: 2000, window: 'no_aggregate', fn: 'max' })).toEqual({
      device_id: 'd',
      key: 'k',
      start_time: 1_000_000,
      end_time: 2_000_000,
      aggregate_window: 'no_aggregate',
    });
    expect(statisticBody({ deviceId: 'd', key: 'k', start: 1000, end: 2000, window: '1d', fn: 'diff' }, 'Asia/Shanghai')).toMatchObject({
      aggregate_window: '1d',
      aggregate_function: 'diff',
      time_zone: 'Asia/Shanghai',
    });
  });
  it('computes quick ranges and 5-minute steps', () => {
    expect(quickRange('last7Days', NOW)).toEqual([NOW - 7 * 86_400_000, NOW]);
    expect(quickRange('last90Days', NOW)[0]).toBe(NOW - 90 * 86_400_000);
    expect(new Date(snapToStep(NOW)).getUTCMinutes()).toBe(5);
    expect(snapToStep(NOW) % 300_000).toBe(0);
  });
  it('turns µs points into [ms, number] and keeps gaps', () => {
    expect(
      toPoints([
        { x: 1_700_000_000_000_000, y: 1.5 },
        { x: 1_700_000_001_000_000, y: 'abc' },
        { x: 1_700_000_002_000_000, y: '2' },
      ]),
    ).toEqual([
      [1_700_000_000_000, 1.5],
      [1_700_000_001_000, null],
      [1_700_000_002_000, 2],
    ]);
    const o = historyChartOption('温度', '℃', [[1, 2]]) as any;
    expect(o.yAxis.name).toBe('℃');
    expect(o.series[0]).toMatchObject({ type: 'line', name: '温度', data: [[1, 2]] });
    expect(o.animationDuration).toBe(1500);
  });
});

describe('history panel', () => {
  async function setup(
    reply: unknown = {
      time_series: [
        { x: 1_700_000_000_000_000, y: 20 },
        { x: 1_700_000_060_000_000, y: 21 },
      ],
      downsampled: false,
    },
  ) {
    const h = await harness();
    h.http.on('/kv/statistic', reply);
    h.render(<HistoryPanel deviceId="d1" properties={PROPS as any} now={() => NOW} />);
    return h;
  }

  it('sends the chosen key, window and aggregate and draws the curve', async () => {
    const h = await setup();
    fireEvent.change(screen.getByTestId('history-key'), { target: { value: 'report_interval' } });
    expect((screen.getByTestId('history-function') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('history-window'), { target: { value: '5m' } });
    fireEvent.change(screen.getByTestId('history-function'), { target: { value: 'median' } });
    const before = h.http.callsTo('/kv/statistic').length;
    fireEvent.click(screen.getByTestId('history-last7'));
    await waitFor(() => expect(h.http.callsTo('/kv/statistic')).toHaveLength(before + 1));
    const body = h.http.lastBody('/kv/statistic');
    expect(body).toMatchObject({ device_id: 'd1', key: 'report_interval', aggregate_window: '5m', aggregate_function: 'median' });
    expect(body.end_time - body.start_time).toBe(7 * 86_400_000_000);
    expect(body.end_time).toBe(NOW * 1000);
    const option = JSON.parse((await screen.findByTestId('echart')).getAttribute('data-option')!);
    expect(option.series[0].data).toEqual([
      [1_700_000_000_000, 20],
      [1_700_000_060_000, 21],
    ]);
    expect(screen.queryByTestId('history-downsampled')).toBeNull();
  });

  it('draws the last hour of the first key as soon as it opens, without Search', async () => {
    const h = await setup();
    await waitFor(() => expect(h.http.callsTo('/kv/statistic')).toHaveLength(1));
    const body = h.http.lastBody('/kv/statistic');
    expect(body).toMatchObject({ device_id: 'd1', key: 'temperature', aggregate_window: 'no_aggregate' });
    expect(body.end_time).toBe(NOW * 1000);
    expect(body.end_time - body.start_time).toBeGreaterThanOrEqual(3_600_000_000);
    const option = JSON.parse((await screen.findByTestId('echart')).getAttribute('data-option')!);
    expect(option.series[0].data).toHaveLength(2);
  });

  it('says when the reply was downsampled', async () => {
    await setup({ time_series: [{ x: 1_700_000_000_000_000, y: 1 }], downsampled: true });
    fireEvent.click(screen.getByTestId('history-last90'));
    expect(await screen.findByTestId('history-downsampled')).toBeTruthy();
  });

  it('shows 当前时间暂无数据！ for an empty range', async () => {
    await setup({ time_series: [] });
    fireEvent.click(screen.getByTestId('history-query'));
    expect(await screen.findByText('当前时间暂无数据！')).toBeTruthy();
  });
});
