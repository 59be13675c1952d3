import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@tessera/sdk/harness';
import { formatDateTime, type WidgetDefinition } from '@tessera/sdk';
import { appendUpdate, liveCurveOption } from '../../../extensions/monitoring/src/realtime/live-curve-option';
import { keyValues } from '../../../extensions/monitoring/src/list/monitoring-list-view';
import { historyWidget } from '../../../extensions/chart-widgets/src/history/history-widget';
import { harness, PROPS } from './setup';

describe('monitoring list', () => {
  it('shows the live state, last push and key values, updated from the socket', async () => {
    const h = await harness();
    h.renderView('list');
    await waitFor(() => expect(screen.getByTestId('monitor-values-d1').textContent).toContain('temperature: 21.5'));
    expect(screen.getByTestId('monitor-state-d1').textContent).toBe('在线');
    expect(h.realtime.subscriberCount('d1')).toBe(1);
    act(() => h.realtime.emit({ deviceId: 'd1', ts: 1_700_000_100_000, values: { temperature: 30, SYS_ONLINE: '0' } }));
    await waitFor(() => expect(screen.getByTestId('monitor-values-d1').textContent).toContain('temperature: 30'));
    expect(screen.getByTestId('monitor-state-d1').textContent).toBe('离线');
    expect(screen.getByTestId('monitor-push-d1').textContent).toBe(formatDateTime(1_700_000_100_000));
    fireEvent.click(screen.getByTestId('monitor-detail-d1'));
    expect(h.routes.navigations).toEqual([{ name: 'deviceDetail', query: { device_id: 'd1' } }]);
  });

  it('shows the empty and error states', async () => {
    const h = await harness();
    h.http.on('/device/list/tree', { current_page: 1, per_page: 10, total: 0, data: [] });
    h.renderView('list');
    expect(await screen.findByTestId('monitoring-table-empty')).toBeTruthy();
    h.http.on('/device/list/tree', envelope(400, '服务繁忙'));
    fireEvent.click(screen.getByTestId('monitoring-search-submit'));
    expect((await screen.findByTestId('monitoring-table-error')).textContent).toContain('服务繁忙');
  });

  it('names key values with the plugin’s titles and units, one request per plugin', async () => {
    const h = await harness();
    h.http.on('/device/list/tree', {
      current_page: 1,
      per_page: 100,
      total: 2,
      data: [
        { device: 'd1', device_name: '温湿度计', device_type: '1', online: '1', type: 'm1' },
        { device: 'd2', device_name: '温湿度计2', device_type: '1', online: '1', type: 'm1' },
      ],
    });
    h.http.on('/device/model/tsl/get-map', {
      id: 'm1',
      chart_data: JSON.stringify({ tsl: { properties: [{ name: 'temperature', title: '温度', unit: '℃' }] } }),
    });
    h.renderView('list');
    await waitFor(() => expect(screen.getByTestId('monitor-values-d1').textContent).toContain('温度: 21.5 ℃'));
    expect(screen.getByTestId('monitor-values-d1').textContent).toContain('report_interval: 10');
    expect(h.http.calls.filter((c) => c.url === '/device/model/tsl/get-map')).toHaveLength(1);
  });

  it('keeps system keys out of the key values', () => {
    expect(keyValues({ systime: 'x', SYS_ONLINE: '1', a: 1, b: 2, c: 3, d: 4 })).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('shows the same key values on every load: the plugin’s first properties, whatever order values arrive in', async () => {
    const properties = ['co2', 'humidity', 'temperature', 'pm25'].map((name) => ({ name, title: name.toUpperCase() }));
    const shownFor = async (current: Record<string, unknown>) => {
      const h = await harness();
      h.http.on('/device/list/tree', {
        current_page: 1,
        per_page: 100,
        total: 1,
        data: [{ device: 'd1', device_name: 'x', device_type: '1', online: '1', type: 'm1' }],
      });
      h.http.on('/device/model/tsl/get-map', { id: 'm1', chart_data: JSON.stringify({ tsl: { properties } }) });
      h.http.on('/kv/current', [current]);
      const view = h.renderView('list');
      await waitFor(() => expect(screen.getByTestId('monitor-values-d1').textContent).toContain('CO2'));
      const text = screen.getByTestId('monitor-values-d1').textContent;
      view.unmount();
      return text;
    };
    const first = await shownFor({ pm25: 3, temperature: 21, humidity: 40, co2: 600 });
    const second = await shownFor({ co2: 600, humidity: 40, pm25: 3, temperature: 21 });
    expect(first).toBe('CO2: 600HUMIDITY: 40TEMPERATURE: 21');
    expect(second).toBe(first);
    expect(keyValues({ z: 1, b: 2, SYS_ONLINE: '1' }, ['b'])).toEqual([
      ['b', 2],
      ['z', 1],
    ]);
  });
});

describe('plugin charts through the widget registry', () => {
  it('renders each bound chart with its registered renderer and live values', async () => {
    const h = await harness();
    const Renderer = ({ config, data }: { config: { mapping: string[] }; data: { values: Record<string, unknown> } }) => (
      <span data-testid="fake-widget">{String(data.values[config.mapping[0]])}</span>
    );
    h.widgets.register({
      type: 'textInfo',
      category: 'information',
      title: 'x',
      optionsVersion: 1,
      defaults: () => ({}) as never,
      validate: () => [],
      Renderer,
    } as unknown as WidgetDefinition);
    h.http.on('/device/model/item', {
      id: 'm1',
      chart_data: JSON.stringify({
        chart: [
          { id: 'c1', name: '温度卡片', type: 'textInfo', controlType: 'information', mapping: ['temperature'] },
          { id: 'c2', name: '未知', type: 'nope', controlType: 'other', mapping: [] },
        ],
      }),
      tsl: { properties: [] },
    });
    h.renderView('detail', { query: { device_id: 'd1' } });
    fireEvent.click(await screen.findByText('图表'));
    await waitFor(() => expect(screen.getByTestId('fake-widget').textContent).toBe('21.5'));
    expect(screen.getByTestId('plugin-chart-c2').textContent).toContain('nope');
    act(() => h.realtime.emit({ deviceId: 'd1', ts: Date.now(), values: { temperature: 25 } }));
    await waitFor(() => expect(screen.getByTestId('fake-widget').textContent).toBe('25'));
  });
});

describe('the plugin history-curve widget', () => {
  it('draws the stored last hour at once, appends live values, names curves by title and prints its title once', async () => {
    const h = await harness();
    h.widgets.register(historyWidget as unknown as WidgetDefinition);
    h.http.on('/device/model/item', {
      id: 'm1',
      chart_data: JSON.stringify({
        chart: [
          { id: 'h1', name: '温度曲线', type: 'history', controlType: 'history', mapping: ['temperature'], series: [{ type: 'line', name: 'temperature' }] },
        ],
      }),
      tsl: { properties: PROPS },
    });
    const now = Date.now();
    h.http.on('/kv/statistic', {
      time_series: [
        { x: (now - 120_000) * 1000, y: 20 },
        { x: (now - 60_000) * 1000, y: 21 },
      ],
    });
    h.renderView('detail', { query: { device_id: 'd1' } });
    fireEvent.click(await screen.findByText('图表'));
    const option = () => JSON.parse(screen.getByTestId('echart').getAttribute('data-option')!);
    await waitFor(() => expect(option().series[0].data).toHaveLength(2));
    expect(h.http.lastBody('/kv/statistic')).toMatchObject({ device_id: 'd1', key: 'temperature', aggregate_window: 'no_aggregate' });
    expect(option().series[0].name).toBe('温度');
    expect(option().legend.data).toEqual(['温度']);
    expect(screen.getByTestId('plugin-chart-h1').textContent!.split('温度曲线')).toHaveLength(2);
    act(() => h.realtime.emit({ deviceId: 'd1', ts: now + 1000, values: { temperature: 25 } }));
    await waitFor(() => expect(option().series[0].data).toHaveLength(3));
    expect(option().series[0].data[2]).toEqual([now + 1000, 25]);
  });
});

describe('realtime run curves', () => {
  it('appends every coalesced frame and keeps a bounded window', () => {
    const start = [{ key: 't', name: '温度', unit: '℃', points: [] as [number, number][] }];
    const next = appendUpdate(
      start,
      {
        deviceId: 'd',
        ts: 3,
        values: { t: 3 },
        frames: [
          { ts: 1, values: { t: 1 } },
          { ts: 2, values: { x: 9 } },
          { ts: 3, values: { t: '3' } },
        ],
      },
      2,
    );
    expect(next[0].points).toEqual([
      [1, 1],
      [3, 3],
    ]);
    const more = appendUpdate(next, { deviceId: 'd', ts: 4, values: { t: 4 } }, 2);
    expect(more[0].points).toEqual([
      [3, 3],
      [4, 4],
    ]);
    const o = liveCurveOption(more) as any;
    expect(o.series[0]).toMatchObject({
      type: 'line',
      name: '温度',
      data: [
        [3, 3],
        [4, 4],
      ],
    });
    expect(o.animation).toBe(false);
  });
});
