import { useEffect, useState } from 'react';
import type { ValueSource } from './value-source';

export type DeviceValues = Record<string, Record<string, unknown>>;

/** How long a subscription may go without its snapshot before the values are read once over HTTP. */
export const SNAPSHOT_GRACE_MS = 1500;

/**
 * Latest values of each device the dashboard reads: one subscription per device however many tiles show it. The
 * values read with the dashboard (`initial`) or else the subscription's snapshot are the first paint (no HTTP read
 * per device); a device whose snapshot does not come (no
 * values yet, or the tab's socket already followed it) is read once over HTTP, and again on each auto-refresh tick.
 * Updates are merged per device; the source batches them per animation frame.
 */
export function useDeviceValues(deviceIds: string[], source: ValueSource, refresh = 0, initial?: DeviceValues): DeviceValues {
  // Values read with the dashboard itself paint the tiles at once, before any subscription's snapshot.
  const [values, setValues] = useState<DeviceValues>(() => initial ?? {});
  const key = [...deviceIds].sort().join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    let alive = true;
    // A device read with the dashboard needs no HTTP read if its snapshot is late.
    const heard = new Set<string>(Object.keys(initial ?? {}));
    const merge = (id: string, v: Record<string, unknown>) => {
      if (alive) setValues((old) => ({ ...old, [id]: { ...old[id], ...v } }));
    };
    const load = (id: string) =>
      source.current(id).then(
        (v) => merge(id, v),
        () => undefined,
      );
    const stops = ids.map((id) =>
      source.subscribe(id, (u) => {
        heard.add(id);
        merge(id, u.values);
      }),
    );
    const grace = setTimeout(() => ids.forEach((id) => heard.has(id) || void load(id)), SNAPSHOT_GRACE_MS);
    return () => {
      alive = false;
      clearTimeout(grace);
      stops.forEach((stop) => stop());
    };
    // `initial` only seeds the first paint; later changes of it are not followed.
  }, [key, source]); // eslint-disable-line react-hooks/exhaustive-deps
  // The auto-refresh tick re-reads the current values over HTTP.
  useEffect(() => {
    if (!refresh) return;
    key
      .split(',')
      .filter(Boolean)
      .forEach(
        (id) =>
          void source.current(id).then(
            (v) => setValues((old) => ({ ...old, [id]: { ...old[id], ...v } })),
            () => undefined,
          ),
      );
  }, [refresh, key, source]);
  return values;
}
