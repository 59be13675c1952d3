/**
 * The relations a data service's SQL may read: views of migration `1060-data-gateway` that show only the rows of
 * the tenant set for the transaction. `tptable` and `tptablefield` list exactly these.
 */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export interface ViewField { field: string; type: string; comment: LocalizedText }
export interface DataView { table_name: string; comment: LocalizedText; fields: ViewField[] }

const deviceId: ViewField = { field: 'device_id', type: 'text', comment: t('设备ID', 'Device id', 'Id del dispositivo', 'デバイス ID', 'Geräte-ID', 'Id de l’appareil') };
const deviceName: ViewField = { field: 'device_name', type: 'text', comment: t('设备名称', 'Device name', 'Nombre del dispositivo', 'デバイス名', 'Gerätename', 'Nom de l’appareil') };
const point: ViewField[] = [
  deviceId, deviceName,
  { field: 'key', type: 'text', comment: t('属性标识符', 'Attribute key', 'Clave del atributo', '属性キー', 'Attributschlüssel', 'Clé d’attribut') },
  { field: 'ts', type: 'bigint', comment: t('时间（微秒）', 'Time (µs since the epoch)', 'Hora (µs desde la época)', '時刻 (エポックからの µs)', 'Zeit (µs seit der Epoche)', 'Heure (µs depuis l’époque)') },
  { field: 'dbl_v', type: 'double precision', comment: t('数值', 'Number value', 'Valor numérico', '数値', 'Zahlenwert', 'Valeur numérique') },
  { field: 'str_v', type: 'text', comment: t('字符串值', 'Text value', 'Valor de texto', '文字列値', 'Textwert', 'Valeur texte') },
  { field: 'bool_v', type: 'boolean', comment: t('布尔值', 'Boolean value', 'Valor booleano', 'ブール値', 'Boolescher Wert', 'Valeur booléenne') },
];

export const DATA_VIEWS: DataView[] = [
  { table_name: 'ds_device', comment: t('设备', 'Devices', 'Dispositivos', 'デバイス', 'Geräte', 'Appareils'), fields: [
    deviceId, deviceName, { field: 'created_at', type: 'bigint', comment: t('创建时间（秒）', 'Created (s since the epoch)', 'Creado (s desde la época)', '作成 (エポックからの秒)', 'Erstellt (s seit der Epoche)', 'Créé (s depuis l’époque)') }] },
  { table_name: 'ds_telemetry', comment: t('遥测历史', 'Telemetry history', 'Historial de telemetría', 'テレメトリ履歴', 'Telemetrieverlauf', 'Historique de télémétrie'), fields: point },
  { table_name: 'ds_telemetry_latest', comment: t('遥测当前值', 'Current telemetry values', 'Valores actuales de telemetría', 'テレメトリ現在値', 'Aktuelle Telemetriewerte', 'Valeurs actuelles de télémétrie'), fields: point },
  { table_name: 'ds_event', comment: t('设备事件', 'Device events', 'Eventos de dispositivos', 'デバイスイベント', 'Geräteereignisse', 'Événements d’appareils'), fields: [
    deviceId, deviceName,
    { field: 'event_identify', type: 'text', comment: t('事件标识符', 'Event id', 'Id del evento', 'イベント ID', 'Ereignis-ID', 'Id d’événement') },
    { field: 'event_name', type: 'text', comment: t('事件名称', 'Event name', 'Nombre del evento', 'イベント名', 'Ereignisname', 'Nom d’événement') },
    { field: 'data', type: 'text', comment: t('事件参数（JSON）', 'Event parameters (JSON)', 'Parámetros del evento (JSON)', 'イベントパラメータ (JSON)', 'Ereignisparameter (JSON)', 'Paramètres d’événement (JSON)') },
    { field: 'report_time', type: 'bigint', comment: t('上报时间（秒）', 'Reported (s since the epoch)', 'Notificado (s desde la época)', '報告 (エポックからの秒)', 'Gemeldet (s seit der Epoche)', 'Signalé (s depuis l’époque)') }] },
];

export const VIEW_NAMES = new Set(DATA_VIEWS.map((v) => v.table_name));
export const COLUMN_NAMES = new Set(DATA_VIEWS.flatMap((v) => v.fields.map((f) => f.field)));
