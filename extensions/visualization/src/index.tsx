import { defineExtension } from '@tessera/sdk';
import { DashboardScreen } from './dashboard-screen';
import { ShareView } from './share/share-view';

/** Dashboards (issue 17): the list, the editor and view mode on the menu's route, and the public share page. */
export default defineExtension({
  views: { list: DashboardScreen, share: ShareView },
});
