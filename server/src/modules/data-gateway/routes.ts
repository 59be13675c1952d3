/**
 * Data gateway routes: the console's app management (`/openapi/auth/*`, `/openapi/api/list`) and the open API
 * third parties call with an app's key (`/openapi/v1/*`, public: admission is the signature, see
 * docs/data-gateway.md).
 */
import { group, id, int, obj, paged, route, str, type RouteDef } from '../../http/route';
import { EDITORS, scopeOf } from '../devices/scope';
import type { OpenApiService } from './openapi-service';
import type { GatewayService } from './service';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ ...obj(properties as never, required), additionalProperties: false });
const text = (max = 255, min = 0) => str({ minLength: min, maxLength: max });
const scope = () => str({ enum: ['1', '2'] });
const ts = () => ({ anyOf: [{ type: 'integer', minimum: 0, maximum: 1e17 }, str({ maxLength: 20 })] });

const appFields = {
  name: text(64, 1),
  signature_mode: str({ enum: ['MD5', 'SHA256'] }),
  ip_whitelist: text(2000),
  device_access_scope: scope(),
  api_access_scope: scope(),
  device_ids: { type: 'array', items: id(), maxItems: 10_000 },
  api_ids: { type: 'array', items: text(128, 1), maxItems: 100 },
  rate_limit: int({ minimum: 1, maximum: 100_000 }),
  timestamp_window: int({ minimum: 10, maximum: 86_400 }),
  description: text(1024),
};

export function gatewayRoutes(apps: GatewayService, open: OpenApiService): RouteDef[] {
  const admin = { auth: 'user' as const, roles: EDITORS };
  const v1 = { auth: 'public' as const, readonly: true };
  return [
    ...group('data-gateway', [
      route({
        path: '/openapi/auth/list',
        ...admin,
        readonly: true,
        body: { ...paged({ name: text(64) }), additionalProperties: false },
        handler: (b, c) => apps.list(scopeOf(c), b),
      }),
      route({
        path: '/openapi/auth/add',
        ...admin,
        body: closed(appFields, ['name', 'signature_mode', 'device_access_scope', 'api_access_scope']),
        handler: (b, c) => apps.add(scopeOf(c), b),
      }),
      route({ path: '/openapi/auth/edit', ...admin, body: closed({ id: id(), ...appFields }, ['id']), handler: (b, c) => apps.edit(scopeOf(c), b) }),
      route({ path: '/openapi/auth/del', ...admin, body: closed({ id: id() }, ['id']), handler: (b, c) => apps.remove(scopeOf(c), b.id) }),
      route({ path: '/openapi/auth/secret/reset', ...admin, body: closed({ id: id() }, ['id']), handler: (b, c) => apps.resetSecret(scopeOf(c), b.id) }),
      route({ path: '/openapi/api/list', ...admin, readonly: true, body: closed({}), handler: () => apps.apis() }),
    ]),
    ...group('openapi', [
      route({
        path: '/openapi/v1/kv/current/symbol',
        ...v1,
        body: closed({ device_id: id(), keys: { type: 'array', items: text(128), maxItems: 500 } }, ['device_id']),
        handler: (b, c) => open.current(c, b),
      }),
      route({
        path: '/openapi/v1/kv/device/history',
        ...v1,
        body: closed(
          {
            device_id: id(),
            key: text(128, 1),
            start_time: ts(),
            end_time: ts(),
            page: int({ minimum: 1, maximum: 1_000_000 }),
            page_records: int({ minimum: 1, maximum: 10_000 }),
          },
          ['device_id', 'key', 'start_time', 'end_time'],
        ),
        handler: (b, c) => open.history(c, b),
      }),
      route({
        path: '/openapi/v1/device/status',
        ...v1,
        body: closed({ device_id_list: { type: 'array', items: id(), minItems: 1, maxItems: 1000 } }, ['device_id_list']),
        handler: (b, c) => open.status(c, b),
      }),
      route({ path: '/openapi/v1/device/deviceCountOnlineCount', ...v1, body: closed({}), handler: (_b, c) => open.onlineCount(c) }),
      route({
        path: '/openapi/v1/device/command/send',
        auth: 'public',
        body: closed(
          {
            device_id: id(),
            command_identifier: text(128, 1),
            command_data: {
              anyOf: [
                { type: 'string', maxLength: 65_536 },
                { type: 'object', additionalProperties: true },
              ],
            },
            command_name: text(255),
            desc: text(1024),
          },
          ['device_id', 'command_identifier'],
        ),
        handler: (b, c) => open.sendCommand(c, b),
      }),
      route({
        path: '/openapi/v1/device/command/history/list',
        ...v1,
        body: { ...paged({ device_id: id() }), required: ['device_id'], additionalProperties: false },
        handler: (b, c) => open.commandHistory(c, b),
      }),
      route({
        path: '/openapi/v1/device/event/history/list',
        ...v1,
        body: { ...paged({ device_id: id() }), required: ['device_id'], additionalProperties: false },
        handler: (b, c) => open.eventHistory(c, b),
      }),
      route({
        path: '/openapi/v1/warning/view',
        ...v1,
        body: {
          ...paged({ device_id: id(), processing_result: str({ enum: ['', '0', '1', '2'] }), start_time: ts(), end_time: ts() }),
          additionalProperties: false,
        },
        handler: (b, c) => open.alarms(c, b),
      }),
    ]),
  ];
}
