/**
 * The chart-widgets control renderers hand `send(kind, payload)` the wire shapes (`{method, params}` for a command,
 * `{key: value}` for an attribute); the monitoring detail page turns them into the server's routes. This holds the
 * two extensions to the same contract: a real control widget drawn on the detail page must produce the request
 * bodies `/device/command/send` and `/device/operating_device` accept.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetDefinition } from '@tessera/sdk';
import { controlWidgets } from '../../extensions/chart-widgets/src/control/control-widgets';
import { bindSource, controlDefaults, patchSeries } from '../../extensions/chart-widgets/src/control/control-config';
import { harness } from '../extensions/monitoring/setup';

function withCharts(h: Awaited<ReturnType<typeof harness>>, charts: unknown[]) {
  for (const def of controlWidgets) h.widgets.register(def as unknown as WidgetDefinition);
  h.http.on('/device/model/item', { id: 'm1', chart_data: JSON.stringify({ chart: charts }), tsl: { properties: [] } });
}

describe('control widgets on the device detail page', () => {
  it('a sendCommand widget sends /device/command/send with the identifier and the params as a JSON object text', async () => {
    const h = await harness();
    const command = { ...patchSeries({ ...controlDefaults('sendCommand'), name: '重启' }, { identifier: 'reboot', params: '{"delay":1}' }), id: 'w1' };
    withCharts(h, [command]);
    h.http.on('/device/command/send', null);
    h.renderView('detail', { query: { device_id: 'd1' } });
    fireEvent.click(await screen.findByText('图表'));
    const card = await screen.findByTestId('plugin-chart-w1');
    await act(async () => {
      fireEvent.click(within(card).getByRole('button'));
    });
    await waitFor(() => expect(h.http.callsTo('/device/command/send')).toHaveLength(1));
    const body = h.http.lastBody('/device/command/send') as Record<string, unknown>;
    expect(body).toMatchObject({ device_id: 'd1', command_identifier: 'reboot' });
    expect(JSON.parse(String(body.command_data))).toEqual({ delay: 1 });
  });

  it('a switch widget sends /device/operating_device with {key: on-value}', async () => {
    const h = await harness();
    const sw = { ...bindSource({ ...controlDefaults('switch'), name: '继电器' }, 'relay'), id: 'w2' };
    withCharts(h, [sw]);
    h.http.on('/device/operating_device', { relay: 1 });
    h.renderView('detail', { query: { device_id: 'd1' } });
    fireEvent.click(await screen.findByText('图表'));
    const card = await screen.findByTestId('plugin-chart-w2');
    await act(async () => {
      fireEvent.click(within(card).getByRole('checkbox'));
    });
    await waitFor(() => expect(h.http.callsTo('/device/operating_device')).toHaveLength(1));
    expect(h.http.lastBody('/device/operating_device')).toEqual({ device_id: 'd1', values: { relay: 1 } });
  });
});
