import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import type { WidgetConfig } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { harness } from './setup';

const tile = (i: string, type: string, extra: Partial<WidgetConfig> = {}) => ({
  i,
  x: 0,
  y: 0,
  w: 6,
  h: 4,
  kind: 'widget',
  device_id: 'd1',
  widget: { id: i, name: i, controlType: 'control', type, mapping: ['temperature'], ...extra },
});
const BOARD = (tiles: unknown[]) => ({
  id: 'b1',
  dashboard_name: 'Wall',
  remark: '',
  thumbnail: '',
  owner_id: 'u',
  share_id: null,
  created_at: 1,
  updated_at: 1,
  json_data: { version: 1, time_range: '1h', tiles },
});

describe('dashboard view and share page', () => {
  it('keeps the dashboard working around a widget type nobody installed, and control widgets send to their device', async () => {
    const h = await harness();
    h.widgets.register({
      type: 'pusher',
      category: 'control',
      title: 'Pusher',
      optionsVersion: 1,
      defaults: () => ({ id: 'x', name: 'x', controlType: 'control', type: 'pusher', mapping: [] }),
      validate: () => [],
      Renderer: ({ send }) => (
        <button data-testid="pusher" onClick={() => void send?.('attribute', { switch: 1 })}>
          push
        </button>
      ),
    });
    h.http.on('/tp_dashboard/detail', BOARD([tile('a', 'market-gizmo'), tile('b', 'probe', { controlType: 'dashboard' }), { ...tile('c', 'pusher'), y: 4 }]));
    h.http.on('/device/operating_device', null);
    h.renderView('list', { query: { id: 'b1', mode: 'view' } });
    expect(await screen.findByTestId('widget-not-installed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('20'), { timeout: 4000 });
    fireEvent.click(screen.getByTestId('pusher'));
    await waitFor(() => expect(h.http.lastBody('/device/operating_device')).toEqual({ device_id: 'd1', values: { switch: 1 } }));
  }, 20_000);

  it("shows a shared dashboard live over the link's own socket, and the refusal once the server closes it (revoked)", async () => {
    const sockets: FakeSocket[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
    );
    try {
      const h = await harness();
      h.http.on('/share/get', BOARD([tile('b', 'probe', { controlType: 'dashboard' })]));
      h.renderView('share', { query: { token: 'T'.repeat(32) } });
      await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
      const ws = sockets.at(-1)!;
      act(() => ws.onopen?.());
      expect(JSON.parse(ws.sent[0])).toEqual({ type: 'auth', share_id: 'T'.repeat(32) });
      act(() => ws.receive({ type: 'auth', ok: true }));
      expect(ws.sent.map((f) => JSON.parse(f))).toContainEqual({ type: 'subscribe', device_id: 'd1' });
      act(() => ws.receive({ type: 'values', device_id: 'd1', ts: 1, values: { temperature: 30 }, snapshot: true }));
      await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('30'));
      act(() => ws.receive({ type: 'values', device_id: 'd1', ts: 2, values: { temperature: 31 } }));
      await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('31'));
      // Nothing signed-in is used: no session socket, no /kv/current.
      expect(h.http.callsTo('/kv/current')).toHaveLength(0);
      expect(h.realtime.subscriberCount('d1')).toBe(0);

      // A dropped connection (not a refusal) comes back by itself: auth again, subscribe again, values flow.
      act(() => ws.onclose?.({ code: 1006 }));
      await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 3000 });
      const again = sockets[1];
      act(() => again.onopen?.());
      act(() => again.receive({ type: 'auth', ok: true }));
      expect(again.sent.map((f) => JSON.parse(f))).toContainEqual({ type: 'subscribe', device_id: 'd1' });
      act(() => again.receive({ type: 'values', device_id: 'd1', ts: 3, values: { temperature: 32 } }));
      await waitFor(() => expect(screen.getByTestId('probe-value').textContent).toBe('32'));
      expect(screen.getByTestId('dashboard-share')).toBeTruthy();

      h.http.on('/share/get', envelope(999, 'The share link is invalid or has been revoked'));
      act(() => again.onclose?.({ code: 4401 }));
      await waitFor(() => expect(screen.queryByTestId('dashboard-share')).toBeNull());
      expect(screen.getByText('This dashboard cannot be shown')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);
});

/** Stands in for the browser WebSocket: records frames sent, lets the test deliver frames and closes. */
class FakeSocket {
  static OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}
