import { defineExtension } from '@tessera/sdk';
import { ServiceListView } from './service-list-view';

/** Data services: tenant-scoped read-only SQL, debugged here, read over the open API or pushed. View ids match extension.json. */
export default defineExtension({
  views: { services: ServiceListView },
});
