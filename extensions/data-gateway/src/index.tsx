import { defineExtension } from '@tessera/sdk';
import { AppListView } from './app-list-view';

/** The data gateway: open-API apps third parties sign their calls with. View ids match extension.json. */
export default defineExtension({
  views: { apps: AppListView },
});
