import type { WidgetData } from '@tessera/sdk';
import { useMemo } from 'react';
import { devicesOf, type Layout, type Tile } from '../model/layout';
import { useDeviceValues, type DeviceValues } from './use-device-values';
import { useTileHistory } from './use-tile-history';
import type { ValueSource } from './value-source';

const NONE: WidgetData = { values: {} };

export interface DashboardData {
  /** What a widget tile receives: its device's live values and, for history tiles, the range's curves. */
  dataOf(tile: Tile): WidgetData;
  /** Latest values of every device the dashboard reads (device-list tiles). */
  values: DeviceValues;
}

/**
 * The dashboard's live data. Each device's `WidgetData` object is rebuilt only when that device's values or curves
 * change, so tiles of the other devices keep the same props (and skip re-rendering) on an update.
 */
export function useDashboardData(layout: Layout, source: ValueSource, refresh = 0, initial?: DeviceValues): DashboardData {
  const devices = useMemo(() => devicesOf(layout), [layout]);
  const values = useDeviceValues(devices, source, refresh, initial);
  const history = useTileHistory(layout, source, refresh);
  const cache = useMemo(() => new Map<string, WidgetData>(), []);
  return useMemo(() => {
    const dataOf = (tile: Tile): WidgetData => {
      const id = tile.device_id;
      if (!id) return NONE;
      const v = values[id] ?? NONE.values;
      const h = history[id];
      const old = cache.get(id);
      if (old && old.values === v && old.history === h) return old;
      const next = { values: v, history: h };
      cache.set(id, next);
      return next;
    };
    return { dataOf, values };
  }, [values, history, cache]);
}
