import { defineExtension } from '@tessera/sdk';
import { EquipmentLogView } from './equipment-log/equipment-log-view';
import { OperationLogView } from './operation/operation-log-view';

/** System log (§2): the operation log and the equipment (device) log. */
export default defineExtension({ views: { operation: OperationLogView, equipment: EquipmentLogView } });
