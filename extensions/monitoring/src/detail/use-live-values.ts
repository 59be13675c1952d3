import { Realtime, useService } from '@tessera/sdk';
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
    return realtime.subscribe(deviceId, (u) => setLive((old) => ({
      values: { ...old.values, ...u.values },
      stamps: { ...old.stamps, ...Object.fromEntries(Object.keys(u.values).map((k) => [k, u.ts])) },
    })));
  }, [realtime, deviceId]);
  return { values: { ...(initial ?? {}), ...live.values }, stamps: live.stamps };
}
