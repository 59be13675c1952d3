/** `/device/model/tsl/*`: the device-plugin wizard's routes (shapes in extensions/plugin-editor/API.md). */
import { group, id, obj, paged, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import type { DeviceModelService, PluginBody } from './service';

const BASE = '/device/model/tsl';
/** The config holds the cover image as a data URL (< 0.5 MB, so about 0.7 MB of base64) besides the charts. */
const CONFIG_LIMIT = 4 * 1024 * 1024;

const saveFields: Record<string, JsonSchema> = {
  model_name: str({ maxLength: 255 }),
  model_type: str({ maxLength: 64 }),
  author: str({ maxLength: 255 }),
  version: str({ maxLength: 64 }),
  describe: str({ maxLength: 2000 }),
  chart_data: str({ maxLength: CONFIG_LIMIT }),
  issued: { type: 'integer', enum: [0, 1] },
};

const tenant = { auth: 'user' as const, roles: OPERATORS };
const byModel = obj({ device_model_id: id() }, ['device_model_id']);

export function deviceModelRoutes(svc: DeviceModelService): RouteDef[] {
  return group('device-model', [
    route({
      path: `${BASE}/get-tsl-map`,
      auth: 'user',
      readonly: true,
      body: obj({}),
      summary: 'Standard thing models: category → device type → tsl',
      handler: (_b, c) => svc.tslMap(c.lang),
    }),
    route({
      path: `${BASE}/get-types`,
      auth: 'user',
      readonly: true,
      body: obj({}),
      summary: 'Plugin categories and the unit list',
      handler: (_b, c) => svc.types(c.lang),
    }),
    route({
      path: `${BASE}/list`,
      ...tenant,
      readonly: true,
      body: paged({ model_name: str({ maxLength: 255 }), model_type: str({ maxLength: 64 }) }),
      summary: "The tenant's and the built-in plugins, newest first",
      handler: (b, c) => svc.pluginList(scopeOf(c), b),
    }),
    route({
      path: `${BASE}/get-map`,
      ...tenant,
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: (b: { id: string }, c) => svc.get(scopeOf(c), b.id),
    }),
    route({
      path: `${BASE}/create`,
      ...tenant,
      bodyLimit: CONFIG_LIMIT + 64 * 1024,
      body: obj(saveFields),
      handler: (b: PluginBody, c) => svc.create(scopeOf(c), b),
    }),
    route({
      path: `${BASE}/update`,
      ...tenant,
      bodyLimit: CONFIG_LIMIT + 64 * 1024,
      body: obj({ id: id(), ...saveFields }, ['id']),
      handler: (b: PluginBody & { id: string }, c) => svc.update(scopeOf(c), b),
    }),
    route({ path: `${BASE}/del`, ...tenant, body: obj({ id: id() }, ['id']), handler: (b: { id: string }, c) => svc.del(scopeOf(c), b.id) }),
    route({
      path: `${BASE}/get-key-pair`,
      ...tenant,
      readonly: true,
      body: byModel,
      summary: 'Property name → title of a saved plugin',
      handler: (b: { device_model_id: string }, c) => svc.keyPair(scopeOf(c), b.device_model_id),
    }),
    route({
      path: `${BASE}/get-value-pair`,
      ...tenant,
      readonly: true,
      body: byModel,
      summary: 'Property name → (raw value → label) of a saved plugin',
      handler: (b: { device_model_id: string }, c) => svc.valuePair(scopeOf(c), b.device_model_id),
    }),
  ]);
}
