/** Telemetry routes (`/kv/*`) and the energy-storage views' value routes (`/f/*`). */
import { group, id, int, obj, route, str, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import type { TelemetryService } from './service';

const ts = () => ({ anyOf: [{ type: 'integer' }, { type: 'string' }] });
const keys = { type: 'array', items: str({ maxLength: 128 }), maxItems: 500 };
const stat = {
  start_time: ts(),
  end_time: ts(),
  aggregate_window: str(),
  aggregate_function: str(),
  time_zone: str({ maxLength: 64 }),
  time_range: str(),
  export_excel: { type: 'boolean' },
};

export function telemetryRoutes(svc: TelemetryService): RouteDef[] {
  const read = { auth: 'user' as const, roles: OPERATORS, readonly: true };
  return group('telemetry', [
    route({
      path: '/kv/current',
      ...read,
      body: obj({ entity_id: id(), attribute: keys }, ['entity_id']),
      handler: (b, c) => svc.current(scopeOf(c), b.entity_id, b.attribute),
    }),
    route({
      path: '/kv/current/detail',
      ...read,
      body: obj({ device_id: id() }, ['device_id']),
      handler: (b, c) => svc.currentDetail(scopeOf(c), b.device_id),
    }),
    route({
      path: '/kv/history/data',
      ...read,
      body: obj(
        {
          device_id: id(),
          key: str({ minLength: 1, maxLength: 128 }),
          start_time: ts(),
          end_time: ts(),
          page: int({ minimum: 1, maximum: 1_000_000 }),
          page_records: int({ minimum: 1, maximum: 10000 }),
          first_data_time: ts(),
          end_data_time: ts(),
          export_excel: { type: 'boolean' },
        },
        ['device_id', 'key', 'start_time', 'end_time'],
      ),
      handler: (b, c) => svc.historyData(scopeOf(c), b),
    }),
    route({
      path: '/kv/statistic',
      ...read,
      body: obj({ device_id: id(), key: str({ minLength: 1, maxLength: 128 }), ...stat }, ['device_id', 'key', 'start_time', 'end_time']),
      handler: (b, c) => svc.statistic(scopeOf(c), b),
    }),
    route({
      path: '/kv/statistic/batch',
      ...read,
      body: obj(
        { data: { type: 'array', maxItems: 50, items: obj({ device_id: id(), key: str({ minLength: 1, maxLength: 128 }) }, ['device_id', 'key']) }, ...stat },
        ['data', 'start_time', 'end_time'],
      ),
      handler: (b, c) => svc.statisticBatch(scopeOf(c), b),
    }),
    route({
      path: '/kv/history/delete',
      auth: 'user',
      roles: ['TENANT_ADMIN'],
      body: obj({ device_id: id(), attribute: { anyOf: [str({ minLength: 1 }), { ...keys, minItems: 1 }] } }, ['device_id', 'attribute']),
      handler: (b, c) => svc.deleteHistory(scopeOf(c), b.device_id, b.attribute),
    }),
    route({ path: '/f/device/values', ...read, body: obj({ device_id: id() }, ['device_id']), handler: (b, c) => svc.grouped(scopeOf(c), b.device_id) }),
    route({ path: '/f/battery/pack-info-list', ...read, body: obj({ device_id: id() }, ['device_id']), handler: (b, c) => svc.packs(scopeOf(c), b.device_id) }),
    route({
      path: '/f/air-condition/values',
      ...read,
      body: obj({ device_id: id() }, ['device_id']),
      handler: (b, c) => svc.airCondition(scopeOf(c), b.device_id),
    }),
  ]);
}
