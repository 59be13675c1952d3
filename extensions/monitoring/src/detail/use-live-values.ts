import { Realtime, toMillis, useService } from '@tessera/sdk';
import { useEffect, useState } from 'react';

interface Live {
  values: Record<string, unknown>;
  /** When each key last arrived over the socket (ms). */
  stamps: Record<string, number>;
}

/** Latest values of a device: the initial ones merged with every realtime update (one render per frame at most). */
export function useLiveValues(deviceId: string, initial: Record<string, unknown> | undefined) {
  const realtime = useService<Realtime>(Realtime);
  const [live, setLive] = useState<Live>({ values: {}, stamps: {} });
  useEffect(() => {
    setLive({ values: {}, stamps: {} });
    if (!deviceId) return;
    return realtime.subscribe(deviceId, (u) =>
      setLive((old) => ({
        values: { ...old.values, ...u.values },
        stamps: { ...old.stamps, ...Object.fromEntries(Object.keys(u.values).map((k) => [k, u.ts])) },
      })),
    );
  }, [realtime, deviceId]);
  return { values: { ...(initial ?? {}), ...live.values }, stamps: live.stamps };
}

/**
 * The device's last push: the row's `latest_ts` or a later telemetry update over the socket (an online/offline
 * change is not a push). Null when neither is known.
 */
export function lastPushMs(rowTs: unknown, stamps: Record<string, number>): number | null {
  const times = Object.entries(stamps)
    .filter(([key]) => key !== 'SYS_ONLINE')
    .map(([, ts]) => ts);
  const row = toMillis(rowTs);
  if (row !== null) times.push(row);
  return times.length ? Math.max(...times) : null;
}
