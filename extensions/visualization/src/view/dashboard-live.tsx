import { NonIdealState } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useEffect, useMemo, useState } from 'react';
import { DashboardGrid } from '../grid/dashboard-grid';
import { useDashboardData } from '../live/use-dashboard-data';
import type { DeviceValues } from '../live/use-device-values';
import type { ValueSource } from '../live/value-source';
import type { Layout, Tile } from '../model/layout';

/** Counts up every `seconds` (0 = never): the dashboard's auto-refresh. */
function useRefreshTick(seconds: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!seconds) return;
    const timer = setInterval(() => setTick((n) => n + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return tick;
}

type Send = (kind: 'attribute' | 'command', payload: Record<string, unknown>) => Promise<void>;

/** One control sender per device, kept across renders (tiles keep equal props between updates). */
function useSendOf(source: ValueSource): ((tile: Tile) => Send) | undefined {
  return useMemo(() => {
    const send = source.send;
    if (!send) return undefined;
    const byDevice = new Map<string, Send>();
    return (tile: Tile) => {
      const id = tile.device_id ?? '';
      let f = byDevice.get(id);
      if (!f) byDevice.set(id, (f = (kind, payload) => send(id, kind, payload)));
      return f;
    };
  }, [source]);
}

/** A dashboard read-only with live values (view mode and the share page); `names` labels device-list rows. */
export interface DashboardLiveProps {
  layout: Layout;
  source: ValueSource;
  names?: Record<string, string>;
  /** Current values read with the dashboard (the first paint). */
  initial?: DeviceValues;
}

export function DashboardLive({ layout, source, names, initial }: DashboardLiveProps) {
  const { t } = useT();
  const tick = useRefreshTick(layout.refresh_seconds ?? 0);
  const { dataOf, values } = useDashboardData(layout, source, tick, initial);
  const sendOf = useSendOf(source);
  if (!layout.tiles.length) return <NonIdealState icon="dashboard" title={t('visualization.emptyDashboard')} />;
  return <DashboardGrid layout={layout} dataOf={dataOf} values={values} names={names} sendOf={sendOf} />;
}
