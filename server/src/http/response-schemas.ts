/**
 * JSON Schemas of what the main areas' routes answer in the envelope's `data` (auth, devices, telemetry, commands,
 * alarms), for the OpenAPI document. A route may also declare `response` itself; this table covers the routes that
 * predate the field. Answers are open objects (a field may be added without breaking a client); the listed fields
 * and their types are what clients rely on. Tests validate real answers against these schemas and check that every
 * path here is a declared route.
 */
import type { JsonSchema } from './route';

const s = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
const n = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });
const i = (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) });
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
/** An open object: the named fields typed, others allowed. */
const rec = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: true,
});
/** The pagination wrapper of list answers. */
export const page = (item: JsonSchema): JsonSchema =>
  rec({ current_page: i(), per_page: i(), total: i('rows matching the filters, all pages'), data: arr(item) });
const anyValue: JsonSchema = { description: 'number, text or boolean as stored' };
/** Success answers of writes: an empty list or null, or the written row. */
const written: JsonSchema = { description: 'the written object, an empty list or null' };

const token = rec({ access_token: s(), token_type: s(), expires_in: i('seconds') });
const user = rec(
  {
    id: s(),
    name: nullable(s()),
    email: s(),
    authority: s({ enum: ['SYS_ADMIN', 'TENANT_ADMIN', 'TENANT_USER', 'SITE_ADMIN'] }),
    tenant_id: s(),
    phone_number: s(),
    enabled: { type: ['boolean', 'string', 'integer'] },
    created_at: nullable(n('ms since the epoch')),
  },
  ['id', 'email', 'authority', 'tenant_id'],
);

const deviceRow = rec(
  {
    device: s(),
    device_name: nullable(s()),
    device_type: s({ enum: ['1', '2', '3'], description: '1 direct, 2 gateway, 3 sub-device' }),
    type: nullable(s({ description: 'plugin (device model) id' })),
    plugin_name: s(),
    asset_id: s(),
    asset_name: s(),
    business_name: s(),
    online: s({ enum: ['0', '1'] }),
    latest_ts: nullable(i('newest telemetry point, µs since the epoch')),
  },
  ['device', 'device_name', 'device_type', 'online'],
);
const deviceTreeRow: JsonSchema = { ...deviceRow, properties: { ...(deviceRow.properties as object), children: arr(deviceRow) } };
const device = rec({ id: s(), name: nullable(s()), device_type: s(), type: nullable(s()), token: nullable(s()) }, ['id', 'device_type']);
const model = rec({ id: s(), model_name: s(), chart_data: s({ description: 'the plugin document (JSON text): info, tsl, chart' }), tsl: rec({}, []) }, ['id']);

const currentValue = rec(
  {
    key: s(),
    value: anyValue,
    ts: i('µs since the epoch'),
    dbl_v: nullable(n()),
    str_v: nullable(s()),
    bool_v: nullable({ type: 'boolean' }),
    name: s({ description: "the plugin's title of the key" }),
    unit: s({ description: "the plugin's unit, e.g. ℃" }),
  },
  ['key', 'ts'],
);
const statistic = rec(
  {
    time_series: arr(rec({ x: i('µs since the epoch (bucket start)'), x2: i('µs, bucket end (aggregated)'), y: anyValue }, ['x'])),
    downsampled: { type: 'boolean' },
    duration: i('µs'),
    x_time_range: rec({ start: i('µs'), end: i('µs') }),
  },
  ['time_series'],
);
const commandSpec = rec({ commandId: s(), commandName: s(), commandParams: arr(rec({ identifier: s(), name: s(), type: s() }, [])) }, ['commandId']);
const commandHistory = rec(
  { id: s(), command_identify: s(), data: nullable(s()), send_time: n('seconds since the epoch'), send_status: { type: ['string', 'integer'] } },
  ['id', 'command_identify', 'send_time'],
);
const eventHistory = rec({ id: s(), event_identify: s(), data: nullable(s()), report_time: n() }, ['id', 'event_identify']);
const alarm = rec(
  {
    id: s(),
    warning_name: s(),
    warning_level: s({ enum: ['1', '2', '3', '4'] }),
    processing_result: s({ enum: ['0', '1', '2'] }),
    device_id: nullable(s()),
    device_name: nullable(s()),
    created_at: n(),
    created_ms: n('ms since the epoch'),
  },
  ['id', 'warning_name', 'warning_level', 'processing_result'],
);

/** `data` schemas by route path. */
export const RESPONSE_SCHEMAS: Record<string, JsonSchema> = {
  '/auth/login': token,
  '/auth/refresh': token,
  '/auth/me': user,
  '/auth/logout': written,
  '/device/add_only': rec({ id: s(), name: nullable(s()), device_type: s() }, ['id']),
  '/device/update_only': written,
  '/device/delete': written,
  '/device/data': device,
  '/device/list/tree': page(deviceTreeRow),
  '/device/status': { type: 'object', additionalProperties: s({ enum: ['0', '1'] }), description: "device id → '1' online / '0' offline" },
  '/device/model/item': model,
  '/kv/current': arr({ type: 'object', additionalProperties: true, description: 'latest value by key, plus systime (text)' }),
  '/kv/current/detail': arr(currentValue),
  '/kv/history/data': arr(rec({ ts: i('µs since the epoch'), value: anyValue })),
  '/kv/statistic': statistic,
  '/device/operating_device': written,
  '/device/command/list': arr(commandSpec),
  '/device/command/send': written,
  '/device/command/history/list': page(commandHistory),
  '/device/event/history/list': page(eventHistory),
  '/v1/warning/information/list': page(alarm),
  '/v1/warning/information/count': rec({ unprocessed: i(), processed: i() }),
  '/v1/warning/information/edit': written,
  '/v1/warning/information/batch/processing': written,
};
