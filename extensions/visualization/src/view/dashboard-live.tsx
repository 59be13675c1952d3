import { NonIdealState } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { DashboardGrid } from '../grid/dashboard-grid';
import { useDashboardData } from '../live/use-dashboard-data';
import type { ValueSource } from '../live/value-source';
import type { Layout, Tile } from '../model/layout';

/** A dashboard read-only with live values (view mode and the share page). */
export function DashboardLive({ layout, source }: { layout: Layout; source: ValueSource }) {
  const { t } = useT();
  const dataOf = useDashboardData(layout, source);
  if (!layout.tiles.length) return <NonIdealState icon="dashboard" title={t('visualization.emptyDashboard')} />;
  const send = source.send;
  const sendOf = send ? (tile: Tile) => (kind: 'attribute' | 'command', payload: Record<string, unknown>) => send(tile.device_id ?? '', kind, payload) : undefined;
  return <DashboardGrid layout={layout} dataOf={dataOf} sendOf={sendOf} />;
}
