import type { ViewProps } from '@tessera/sdk';
import { DashboardEditorView } from './editor/dashboard-editor-view';
import { DashboardListView } from './list/dashboard-list-view';
import { DashboardView } from './view/dashboard-view';

/**
 * The Visualization menu's one route (`/visual/list`): the list, or with `?id=&mode=view|edit` the dashboard's view
 * or editor, so whoever may open the menu may open its dashboards (the buttons still gate the changes).
 */
export function DashboardScreen(props: ViewProps) {
  if (props.query.id && props.query.mode === 'edit') return <DashboardEditorView key={`edit:${props.query.id}`} {...props} />;
  if (props.query.id && props.query.mode === 'view') return <DashboardView key={`view:${props.query.id}`} {...props} />;
  return <DashboardListView {...props} />;
}
