/** Protocol plugin routes of the contract (`/tp_protocol_plugin/*`): SYS_ADMIN only, platform-wide rows. */
import { group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import type { ProtocolPluginService } from './service';

const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
const text = (max: number, min = 0) => str({ minLength: min, maxLength: max });

const pluginFields = {
  name: text(64, 1),
  protocol_type: str({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
  access_address: text(255),
  http_address: text(255),
  sub_topic_prefix: text(128),
  description: text(1024),
  device_type: str({ enum: ['1', '2'] }),
  additional_info: text(64 * 1024),
};

export function protocolPluginRoutes(plugins: ProtocolPluginService): RouteDef[] {
  return group('protocol-plugins', [
    route({
      path: '/tp_protocol_plugin/list',
      ...sys,
      readonly: true,
      body: paged({ name: text(64), protocol_type: text(32), device_type: text(8) }),
      handler: (b) => plugins.list(b),
    }),
    route({ path: '/tp_protocol_plugin/add', ...sys, body: obj(pluginFields, ['name', 'protocol_type']), handler: (b) => plugins.add(b) }),
    route({ path: '/tp_protocol_plugin/edit', ...sys, body: obj({ id: id(), ...pluginFields }, ['id']), handler: (b) => plugins.edit(b) }),
    route({ path: '/tp_protocol_plugin/delete', ...sys, body: obj({ id: id() }, ['id']), handler: (b) => plugins.remove(b.id) }),
  ]);
}
