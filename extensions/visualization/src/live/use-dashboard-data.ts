import type { WidgetData } from '@tessera/sdk';
import { useCallback, useMemo } from 'react';
import { devicesOf, type Layout, type Tile } from '../model/layout';
import { useDeviceValues } from './use-device-values';
import { useTileHistory } from './use-tile-history';
import type { ValueSource } from './value-source';

const NONE: WidgetData = { values: {} };

/** The data each tile's widget receives: its device's live values and, for history tiles, the range's curves. */
export function useDashboardData(layout: Layout, source: ValueSource, refresh = 0): (tile: Tile) => WidgetData {
  const devices = useMemo(() => devicesOf(layout), [layout]);
  const values = useDeviceValues(devices, source, refresh);
  const history = useTileHistory(layout, source, refresh);
  return useCallback((tile: Tile) => (tile.device_id ? { values: values[tile.device_id] ?? {}, history: history[tile.device_id] } : NONE), [values, history]);
}
