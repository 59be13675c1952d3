import { defineExtension } from '@tessera/sdk';
import { EquipmentLogView } from './equipment-log/equipment-log-view';
import { OperationLogView } from './operation/operation-log-view';

/** System log (the spec's screens): the operation log and the equipment (device) log. */
export default defineExtension({ views: { operation: OperationLogView, equipment: EquipmentLogView } });
