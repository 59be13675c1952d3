import { defineExtension } from '@tessera/sdk';
import { DashboardEditorView } from './editor/dashboard-editor-view';
import { DashboardListView } from './list/dashboard-list-view';
import { ShareView } from './share/share-view';
import { DashboardView } from './view/dashboard-view';

/** Dashboards (issue 17): the list, the editor, view mode and the public share page. */
export default defineExtension({
  views: { list: DashboardListView, editor: DashboardEditorView, view: DashboardView, share: ShareView },
});
