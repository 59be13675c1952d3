import { defineExtension } from '@tessera/sdk';
import { AlertBadge } from './alert-badge';
import { AlertListView } from './alert-list-view';

/** Alert message: the alert list with handling, and the header badge with the live unprocessed count. */
export default defineExtension({ views: { list: AlertListView, badge: AlertBadge } });
