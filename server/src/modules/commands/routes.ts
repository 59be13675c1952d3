/** Attribute writes, commands, their histories, device events and the device log. */
import { group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import { OPERATION_TYPE } from './messages';
import type { CommandService } from './service';

export function commandRoutes(svc: CommandService): RouteDef[] {
  const read = { auth: 'user' as const, roles: OPERATORS, readonly: true };
  return group('commands', [
    route({
      path: '/device/operating_device',
      auth: 'user',
      roles: OPERATORS,
      body: obj({ device_id: id(), values: { type: 'object', minProperties: 1, additionalProperties: true } }, ['device_id', 'values']),
      handler: (b, c) => {
        const s = scopeOf(c);
        return svc.sendAttributes(s, b.device_id, b.values, { operationType: OPERATION_TYPE.manual, sender: s.caller.email, userId: s.caller.id });
      },
    }),
    route({
      path: '/device/command/list',
      ...read,
      body: obj({ device_id: id() }, ['device_id']),
      handler: (b, c) => svc.commandList(scopeOf(c), b.device_id),
    }),
    route({
      path: '/device/command/send',
      auth: 'user',
      roles: OPERATORS,
      body: obj(
        {
          device_id: id(),
          command_identifier: str({ minLength: 1, maxLength: 128 }),
          command_data: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }] },
          command_name: str({ maxLength: 255 }),
          desc: str({ maxLength: 1024 }),
        },
        ['device_id', 'command_identifier'],
      ),
      handler: (b, c) => svc.sendFromRequest(scopeOf(c), b),
    }),
    route({ path: '/device/command/history/list', ...read, body: paged({ device_id: id() }), handler: (b, c) => svc.commandHistory(scopeOf(c), b) }),
    route({ path: '/device/event/history/list', ...read, body: paged({ device_id: id() }), handler: (b, c) => svc.eventHistory(scopeOf(c), b) }),
    route({
      path: '/conditions/log/index',
      ...read,
      body: paged({
        device_id: str(),
        operation_type: str(),
        send_result: str(),
        business_id: str(),
        asset_id: str(),
        business_name: str(),
        asset_name: str(),
        device_name: str(),
        user_name: str(),
      }),
      handler: (b, c) => svc.deviceLog(scopeOf(c), b),
    }),
  ]);
}
