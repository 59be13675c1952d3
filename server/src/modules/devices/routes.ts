/** Device routes of the contract (`/device/*`, device plugins `/device/model/*`, `/structure/field`). */
import { group, id, int, obj, paged, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { DEVICE_FIELDS, type DeviceService } from './device-service';
import type { DeviceModelService } from '../device-model/service';
import { EDITORS, OPERATORS, scopeOf } from './scope';

const fields: Record<string, JsonSchema> = Object.fromEntries(
  DEVICE_FIELDS.map((f) => [f, str({ maxLength: f.endsWith('info') || f.endsWith('config') || f === 'chart_option' ? 65536 : 1024 })]),
);
fields.device_type = str({ enum: ['1', '2', '3'] });
fields.name = str({ maxLength: 255 });
const idList = { type: 'array', items: id(), maxItems: 1000 };

export function deviceRoutes(devices: DeviceService, models: DeviceModelService): RouteDef[] {
  return group('devices', [
    route({ path: '/device/add_only', auth: 'user', roles: EDITORS, body: obj(fields), handler: (b, c) => devices.add(scopeOf(c), b) }),
    route({
      path: '/device/update_only',
      auth: 'user',
      roles: EDITORS,
      body: obj({ id: id(), ...fields }, ['id']),
      handler: (b, c) => devices.update(scopeOf(c), b),
    }),
    route({
      path: '/device/delete',
      auth: 'user',
      roles: EDITORS,
      body: obj({ id: id(), ids: idList }),
      handler: (b: { id?: string; ids?: string[] }, c) => devices.remove(scopeOf(c), [...(b.ids ?? []), ...(b.id ? [b.id] : [])]),
    }),
    route({
      path: '/device/connect/info',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: (b: { id: string }, c) => devices.connectInfo(scopeOf(c), b.id),
    }),
    route({
      path: '/device/data',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: (b, c) => devices.detail(scopeOf(c), b.id),
    }),
    route({
      path: '/device/token',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: async (b, c) => (await devices.device(scopeOf(c), b.id)).token ?? '',
    }),
    route({
      path: '/device/business/asset',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: async (b, c) => {
        const d = await devices.detail(scopeOf(c), b.id);
        return { device_id: d.id, asset_id: d.asset_id, business_id: d.business_id };
      },
    }),
    route({
      path: '/device/list/tree',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: paged(
        {
          business_id: str(),
          asset_id: str(),
          device_id: str(),
          device_type: str(),
          plugin_id: str(),
          token: str(),
          name: str(),
          parent_id: str(),
          not_gateway: { type: 'boolean' },
          state: str({ enum: ['', '0', '1'] }),
        },
        100,
      ),
      handler: (b, c) => devices.listTree(scopeOf(c), b),
    }),
    route({
      path: '/device/status',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ device_id_list: idList }, ['device_id_list']),
      handler: (b, c) => devices.status(scopeOf(c), b.device_id_list),
    }),
    route({
      path: '/device/online/status',
      auth: 'user',
      roles: EDITORS,
      body: obj({ id: id(), status: str({ enum: ['0', '1'] }) }, ['id', 'status']),
      handler: (b, c) => devices.setOnline(scopeOf(c), b.id, b.status),
    }),
    route({
      path: '/device/map',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ business_id: str(), group_id: str(), device_id: str(), device_type: str(), device_model_id: str(), name: str() }),
      handler: (b, c) => devices.map(scopeOf(c), b),
    }),
    route({
      path: '/device/model/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: paged({ id: str(), model_type: str(), model_name: str(), issued: int({ minimum: 0, maximum: 1 }), flag: int({ minimum: 0, maximum: 1_000_000 }) }),
      handler: (b, c) => models.modelList(scopeOf(c), b),
    }),
    route({ path: '/device/model/tree', auth: 'user', roles: OPERATORS, readonly: true, handler: (_b, c) => models.tree(scopeOf(c)) }),
    route({
      path: '/device/model/item',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ id: str(), device_id: str() }),
      handler: (b, c) => models.item(scopeOf(c), b),
    }),
    route({
      path: '/structure/field',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ device_id: id() }, ['device_id']),
      handler: (b, c) => models.fields(scopeOf(c), b.device_id),
    }),
  ]);
}
