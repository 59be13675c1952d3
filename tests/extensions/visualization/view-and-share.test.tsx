import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import type { WidgetConfig } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { SHARE_POLL_MS } from '../../../extensions/visualization/src/live/value-source';
import { harness } from './setup';

const tile = (i: string, type: string, extra: Partial<WidgetConfig> = {}) => ({
  i, x: 0, y: 0, w: 6, h: 4, kind: 'widget', device_id: 'd1', widget: { id: i, name: i, controlType: 'control', type, mapping: ['temperature'], ...extra },
});
const BOARD = (tiles: unknown[]) => ({ id: 'b1', dashboard_name: 'Wall', remark: '', thumbnail: '', owner_id: 'u', share_id: null, created_at: 1, updated_at: 1, json_data: { version: 1, time_range: '1h', tiles } });

describe('dashboard view and share page', () => {
  it('keeps the dashboard working around a widget type nobody installed, and control widgets send to their device', async () => {
    const h = await harness();
    h.widgets.register({
      type: 'pusher', category: 'control', title: 'Pusher', optionsVersion: 1, defaults: () => ({ id: 'x', name: 'x', controlType: 'control', type: 'pusher', mapping: [] }),
      validate: () => [], Renderer: ({ send }) => <button data-testid="pusher" onClick={() => void send?.('attribute', { switch: 1 })}>push</button>,
    });
    h.http.on('/tp_dashboard/detail', BOARD([tile('a', 'market-gizmo'), tile('b', 'probe', { controlType: 'dashboard' }), { ...tile('c', 'pusher'), y: 4 }]));
    h.http.on('/device/operating_device', null);
    h.renderView('list', { query: { id: 'b1', mode: 'view' } });
    expect(await screen.findByTestId('widget-not-installed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('20'));
    fireEvent.click(screen.getByTestId('pusher'));
    await waitFor(() => expect(h.http.lastBody('/device/operating_device')).toEqual({ device_id: 'd1', values: { switch: 1 } }));
  });

  it('rebinds every widget tile to the device the dashboard variable picks, with one subscription', async () => {
    const h = await harness();
    h.http.on('/device/list/tree', { current_page: 1, per_page: 100, total: 2, data: [{ device: 'd1', device_name: 'Sensor' }, { device: 'd2', device_name: 'Other' }] });
    h.http.on('/kv/current', (body: any) => [{ temperature: body.entity_id === 'd2' ? 99 : 20 }]);
    h.http.on('/tp_dashboard/detail', BOARD([tile('a', 'probe', { controlType: 'dashboard' }), { ...tile('b', 'probe', { controlType: 'dashboard' }), y: 4 }]));
    h.renderView('list', { query: { id: 'b1', mode: 'view' } });
    await waitFor(() => expect(screen.getAllByTestId('probe-value').map((e) => e.textContent)).toEqual(['20', '20']));
    await waitFor(() => expect(screen.getByTestId('view-device').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('view-device'), { target: { value: 'd2' } });
    await waitFor(() => expect(screen.getAllByTestId('probe-value').map((e) => e.textContent)).toEqual(['99', '99']));
    expect(h.realtime.subscriberCount('d1')).toBe(0);
    expect(h.realtime.subscriberCount('d2')).toBe(1);
  });

  it('shows a shared dashboard through the share routes only, polls its values, and stops at once when revoked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const h = await harness();
      h.http.on('/share/get', BOARD([tile('b', 'probe', { controlType: 'dashboard' })]));
      h.http.on('/share/kv/current', [{ temperature: 30 }]);
      h.renderView('share', { query: { token: 'T'.repeat(32) } });
      await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('30'));
      expect(h.http.lastBody('/share/kv/current')).toEqual({ share_id: 'T'.repeat(32), device_id: 'd1' });
      expect(h.http.callsTo('/kv/current')).toHaveLength(0);
      expect(h.realtime.subscriberCount('d1')).toBe(0);

      h.http.on('/share/kv/current', [{ temperature: 31 }]);
      await act(async () => vi.advanceTimersByTime(SHARE_POLL_MS));
      await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('31'));

      h.http.on('/share/get', envelope(999, 'The share link is invalid or has been revoked'));
      await act(async () => vi.advanceTimersByTime(SHARE_POLL_MS));
      await waitFor(() => expect(screen.queryByTestId('dashboard-share')).toBeNull());
      expect(screen.getByText('This dashboard cannot be shown')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
