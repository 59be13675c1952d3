import { defineExtension } from '@tessera/sdk';
import { OperationLogView } from './operation/operation-log-view';

/** System log (§2): the operation log. The equipment log comes with the devices extension. */
export default defineExtension({ views: { operation: OperationLogView } });
