import { defineExtension } from '@tessera/sdk';
import { BatchListView } from './batches/batch-list-view';
import { PreRegistrationView } from './batches/pre-registration-view';
import { FirmwareListView } from './firmware/firmware-list-view';
import { ProductListView } from './products/product-list-view';
import { UpgradeTasksView } from './tasks/upgrade-tasks-view';

/** Products: product list, batches with pre-registration, firmware packages and OTA upgrade tasks. */
export default defineExtension({
  views: { list: ProductListView, batches: BatchListView, preRegistration: PreRegistrationView, firmware: FirmwareListView, upgradeTasks: UpgradeTasksView },
});
