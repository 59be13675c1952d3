import type { DashboardGridProps } from './dashboard-grid-props';
import { EditableGrid } from './editable-grid';
import { StaticGrid } from './static-grid';

export type { DashboardGridProps } from './dashboard-grid-props';

/** The dashboard's tiles on the 24-column grid: draggable in the editor, a plain CSS grid when read-only. */
export function DashboardGrid(props: DashboardGridProps) {
  return props.editable ? <EditableGrid {...props} /> : <StaticGrid {...props} />;
}
