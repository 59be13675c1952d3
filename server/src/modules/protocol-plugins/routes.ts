/**
 * Protocol plugin routes of the contract. `/tp_protocol_plugin/*`: SYS_ADMIN only, platform-wide rows.
 * `/plugin/*`: the plugins' own calls, no user login; the plugin's secret (header `X-Plugin-Secret`) decides.
 * `/form/config` and `/tp_protocol_plugin/types`: any signed-in user (the device form).
 */
import { group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import type { PluginSideService } from './plugin-side-service';
import type { ProtocolPluginService } from './service';

/** How the plugin routes authenticate, for the OpenAPI document (no user token: the plugin's own secret). */
const BY_SECRET = '(header X-Plugin-Secret: the secret shown when SYS_ADMIN added the plugin; 401 without it)';

const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
const text = (max: number, min = 0) => str({ minLength: min, maxLength: max });
const protocolType = () => str({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' });

const pluginFields = {
  name: text(64, 1),
  protocol_type: protocolType(),
  access_address: text(255),
  http_address: text(255),
  sub_topic_prefix: text(128),
  description: text(1024),
  device_type: str({ enum: ['1', '2'] }),
  additional_info: text(64 * 1024),
};

export function protocolPluginRoutes(plugins: ProtocolPluginService, side: PluginSideService): RouteDef[] {
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
    route({ path: '/tp_protocol_plugin/secret/reset', ...sys, body: obj({ id: id() }, ['id']), handler: (b) => plugins.resetSecret(b.id) }),
    route({ path: '/tp_protocol_plugin/types', auth: 'user', readonly: true, handler: () => plugins.protocolTypes() }),
    route({
      path: '/form/config',
      auth: 'user',
      readonly: true,
      body: obj({ protocol_type: protocolType(), device_type: str({ enum: ['1', '2', '3'] }) }, ['protocol_type']),
      handler: (b) => plugins.formConfig(b),
    }),
    route({
      path: '/plugin/register',
      summary: `A protocol plugin refreshes its own record ${BY_SECRET}`,
      auth: 'public',
      body: obj(pluginFields, ['protocol_type']),
      handler: (b, c) => side.register(b, c),
    }),
    route({
      path: '/plugin/device/config',
      summary: `A device's config for its protocol plugin ${BY_SECRET}`,
      auth: 'public',
      readonly: true,
      body: obj({ AccessToken: text(255), DeviceId: text(64) }),
      handler: (b, c) => side.deviceConfig(b, c),
    }),
    route({
      path: '/plugin/all_device/config',
      summary: `The protocol plugin's devices, paged ${BY_SECRET}`,
      auth: 'public',
      readonly: true,
      body: paged(),
      handler: (b, c) => side.allDeviceConfig(b, c),
    }),
    route({
      path: '/plugin/device/sub-device-detail',
      summary: `A gateway's sub-device, for its protocol plugin ${BY_SECRET}`,
      auth: 'public',
      readonly: true,
      body: obj({ AccessToken: text(255, 1), SubDeviceAddr: text(64, 1) }, ['AccessToken', 'SubDeviceAddr']),
      handler: (b, c) => side.subDeviceDetail(b, c),
    }),
  ]);
}
