import { NonIdealState } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { DashboardGrid } from '../grid/dashboard-grid';
import { useDashboardData } from '../live/use-dashboard-data';
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

/** A dashboard read-only with live values (view mode and the share page). */
export function DashboardLive({ layout, source }: { layout: Layout; source: ValueSource }) {
  const { t } = useT();
  const tick = useRefreshTick(layout.refresh_seconds ?? 0);
  const dataOf = useDashboardData(layout, source, tick);
  if (!layout.tiles.length) return <NonIdealState icon="dashboard" title={t('visualization.emptyDashboard')} />;
  const send = source.send;
  const sendOf = send ? (tile: Tile) => (kind: 'attribute' | 'command', payload: Record<string, unknown>) => send(tile.device_id ?? '', kind, payload) : undefined;
  return <DashboardGrid layout={layout} dataOf={dataOf} sendOf={sendOf} />;
}
