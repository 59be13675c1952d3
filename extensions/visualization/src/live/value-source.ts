import type { HttpClient, Realtime, RealtimeUpdate } from '@tessera/sdk';
import { dashboardApi } from '../api/dashboard-api';
import type { ShareSocket } from '../api/share-socket';

/** Where a dashboard's values come from: a signed-in user's API and WebSocket, or a share link's public routes. */
export interface ValueSource {
  /** Current values of a device (auto-refresh, and the first paint when the subscription brought no snapshot). */
  current(deviceId: string): Promise<Record<string, unknown>>;
  /** Pushes the current values (a snapshot) then every new one; returns the unsubscribe. */
  subscribe(deviceId: string, listener: (update: RealtimeUpdate) => void): () => void;
  /** One key's curve over [start, end] in ms: `[{x: µs, y}]`. */
  series(deviceId: string, key: string, startMs: number, endMs: number): Promise<{ x: number; y: unknown }[]>;
  /** Control widgets' attribute writes and commands; absent on a share link (read-only). */
  send?(deviceId: string, kind: 'attribute' | 'command', payload: Record<string, unknown>): Promise<void>;
}

const µs = (ms: number) => ms * 1000;

export function signedInSource(http: HttpClient, realtime: Realtime): ValueSource {
  return {
    current: (id) => dashboardApi.current(http, id),
    subscribe: (id, listener) => realtime.subscribe(id, listener),
    series: async (id, key, start, end) =>
      (await dashboardApi.statistic(http, { device_id: id, key, start_time: µs(start), end_time: µs(end), aggregate_window: 'no_aggregate' })).time_series,
    send: async (id, kind, payload) => {
      if (kind === 'attribute') await http.call('/device/operating_device', { device_id: id, values: payload });
      else {
        const params = (payload.params as Record<string, unknown>) ?? {};
        await http.call('/device/command/send', {
          device_id: id,
          command_identifier: String(payload.method ?? payload.identifier ?? ''),
          command_data: JSON.stringify(params),
        });
      }
    },
  };
}

/** A share link: its own socket authenticated by the link (the server re-checks it on every subscribe), public reads. */
export function shareSource(http: HttpClient, shareId: string, socket: ShareSocket): ValueSource {
  return {
    current: (id) => dashboardApi.sharedCurrent(http, shareId, id),
    subscribe: (id, listener) => socket.subscribe(id, listener),
    series: async (id, key, start, end) =>
      (
        await http.call<{ time_series: { x: number; y: unknown }[] }>(
          '/share/kv/statistic',
          { share_id: shareId, device_id: id, key, start_time: µs(start), end_time: µs(end), aggregate_window: 'no_aggregate' },
          { silent: true },
        )
      ).time_series,
  };
}
