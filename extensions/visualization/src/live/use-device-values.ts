import { useEffect, useState } from 'react';
import type { ValueSource } from './value-source';

export type DeviceValues = Record<string, Record<string, unknown>>;

/**
 * Latest values of each device the dashboard reads: one subscription per device however many tiles show it
 * (or one poll per device for a share link). Updates are merged per device; the source batches them per frame.
 */
export function useDeviceValues(deviceIds: string[], source: ValueSource, refresh = 0): DeviceValues {
  const [values, setValues] = useState<DeviceValues>({});
  const key = [...deviceIds].sort().join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    let alive = true;
    const merge = (id: string, v: Record<string, unknown>) => {
      if (alive) setValues((old) => ({ ...old, [id]: { ...old[id], ...v } }));
    };
    const load = (id: string) => source.current(id).then((v) => merge(id, v), () => undefined);
    const stops = ids.map((id) => {
      void load(id);
      if (source.subscribe) return source.subscribe(id, (u) => merge(id, u.values));
      const timer = setInterval(() => void load(id), source.pollMs ?? 5000);
      return () => clearInterval(timer);
    });
    return () => {
      alive = false;
      stops.forEach((stop) => stop());
    };
    // `refresh` (the auto-refresh tick) re-reads the current values.
  }, [key, source, refresh]);
  return values;
}
