import { defineExtension } from '@tessera/sdk';
import { GroupListView } from './groups/group-list-view';
import { RecordListView } from './records/record-list-view';
import { ServiceView } from './service/service-view';

/** Notifications: notice groups and records (tenant), the notification services (SYS_ADMIN). View ids match extension.json. */
export default defineExtension({
  views: {
    groups: GroupListView,
    records: RecordListView,
    service: ServiceView,
  },
});
