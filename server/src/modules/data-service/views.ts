/**
 * The relations a data service's SQL may read: views of migration `1060-data-gateway` that show only the rows of
 * the tenant set for the transaction. `tptable` and `tptablefield` list exactly these.
 */
import type { LocalizedText } from '../../i18n/localized-text';
import { VIEW_TEXT } from './messages';

export interface ViewField {
  field: string;
  type: string;
  comment: LocalizedText;
}
export interface DataView {
  table_name: string;
  comment: LocalizedText;
  fields: ViewField[];
}

const deviceId: ViewField = { field: 'device_id', type: 'text', comment: VIEW_TEXT.deviceId };
const deviceName: ViewField = { field: 'device_name', type: 'text', comment: VIEW_TEXT.deviceName };
const point: ViewField[] = [
  deviceId,
  deviceName,
  { field: 'key', type: 'text', comment: VIEW_TEXT.attributeKey },
  { field: 'ts', type: 'bigint', comment: VIEW_TEXT.timeMicros },
  { field: 'dbl_v', type: 'double precision', comment: VIEW_TEXT.numberValue },
  { field: 'str_v', type: 'text', comment: VIEW_TEXT.textValue },
  { field: 'bool_v', type: 'boolean', comment: VIEW_TEXT.booleanValue },
];

export const DATA_VIEWS: DataView[] = [
  {
    table_name: 'ds_device',
    comment: VIEW_TEXT.devices,
    fields: [deviceId, deviceName, { field: 'created_at', type: 'bigint', comment: VIEW_TEXT.createdSeconds }],
  },
  { table_name: 'ds_telemetry', comment: VIEW_TEXT.telemetryHistory, fields: point },
  { table_name: 'ds_telemetry_latest', comment: VIEW_TEXT.currentTelemetryValues, fields: point },
  {
    table_name: 'ds_event',
    comment: VIEW_TEXT.deviceEvents,
    fields: [
      deviceId,
      deviceName,
      { field: 'event_identify', type: 'text', comment: VIEW_TEXT.eventId },
      { field: 'event_name', type: 'text', comment: VIEW_TEXT.eventName },
      { field: 'data', type: 'text', comment: VIEW_TEXT.eventParametersJson },
      { field: 'report_time', type: 'bigint', comment: VIEW_TEXT.reportedSeconds },
    ],
  },
];

export const VIEW_NAMES = new Set(DATA_VIEWS.map((v) => v.table_name));
export const COLUMN_NAMES = new Set(DATA_VIEWS.flatMap((v) => v.fields.map((f) => f.field)));
