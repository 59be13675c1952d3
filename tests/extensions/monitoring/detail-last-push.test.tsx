import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@tessera/sdk';
import { lastPushMs } from '../../../extensions/monitoring/src/detail/use-live-values';
import { harness } from './setup';

describe('device detail: last push', () => {
  it('follows telemetry arriving over the socket, not online/offline changes', async () => {
    const h = await harness();
    h.http.on('/device/data', { id: 'd1', name: '温湿度计', type: 'm1', online: '1', latest_ts: null });
    h.renderView('detail', { query: { device_id: 'd1' } });
    const lastPush = await screen.findByTestId('detail-last-push');
    expect(lastPush.textContent).toBe('');
    act(() => h.realtime.emit({ deviceId: 'd1', ts: 1_700_000_500_000, values: { SYS_ONLINE: '1' } }));
    expect(screen.getByTestId('detail-last-push').textContent).toBe('');
    act(() => h.realtime.emit({ deviceId: 'd1', ts: 1_700_000_600_000, values: { temperature: 25 } }));
    await waitFor(() => expect(screen.getByTestId('detail-last-push').textContent).toBe(formatDateTime(1_700_000_600_000)));
  });

  it("is the later of the row's latest_ts (any digit count) and the socket updates", () => {
    expect(lastPushMs(1_700_000_000_000_000, {})).toBe(1_700_000_000_000);
    expect(lastPushMs(1_700_000_000, { temperature: 1_700_000_100_000 })).toBe(1_700_000_100_000);
    expect(lastPushMs(1_700_000_200_000, { temperature: 1_700_000_100_000, SYS_ONLINE: 1_700_000_900_000 })).toBe(1_700_000_200_000);
    expect(lastPushMs(undefined, { SYS_ONLINE: 1 })).toBeNull();
  });
});
