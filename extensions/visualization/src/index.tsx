import { defineExtension, WidgetRegistry } from '@tessera/sdk';
import { DashboardScreen } from './dashboard-screen';
import { opensDashboard, preloadWidgets } from './live/use-preload-widgets';
import { ShareView } from './share/share-view';

/** Dashboards (issue 17): the list, the editor and view mode on the menu's route, and the public share page. */
export default defineExtension({
  views: { list: DashboardScreen, share: ShareView },
  activate(ctx) {
    // Opening a dashboard directly (a bookmark, a wall screen, a share link): the widget owners start loading now,
    // before the shell mounts the view, since they are the longest wait of the first frame.
    if (opensDashboard(globalThis.location?.hash ?? '')) preloadWidgets(ctx.get<WidgetRegistry>(WidgetRegistry));
  },
});
