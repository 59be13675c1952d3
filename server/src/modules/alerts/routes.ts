/** Alert messages: list, handle one (`edit`) or many (`batch/processing`), and the counts. */
import { group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import type { AlertService } from './service';

const closed = (schema: Record<string, unknown>) => ({ ...schema, additionalProperties: false });
const time = () => ({ anyOf: [str({ maxLength: 20, pattern: '^\\d*$' }), { type: 'integer', minimum: 0, maximum: 1e11 }] });

export function alertRoutes(svc: AlertService): RouteDef[] {
  const read = { auth: 'user' as const, roles: OPERATORS, readonly: true };
  const write = { auth: 'user' as const, roles: OPERATORS };
  const result = str({ enum: ['1', '2'] });
  const note = str({ maxLength: 1000 });
  return group('alerts', [
    route({
      path: '/v1/warning/information/list',
      ...read,
      body: closed(
        paged({
          processing_result: str({ enum: ['', '0', '1', '2'] }),
          warning_level: str({ enum: ['', '1', '2', '3', '4'] }),
          device_id: str({ maxLength: 64 }),
          id: str({ maxLength: 64 }),
          start_time: time(),
          end_time: time(),
        }),
      ),
      handler: (b, c) => svc.list(scopeOf(c), b),
    }),
    route({
      path: '/v1/warning/information/count',
      ...read,
      body: closed(obj({ processing_result: str({ enum: ['', '0', '1'] }) })),
      handler: (_b, c) => svc.count(scopeOf(c)),
    }),
    route({
      path: '/v1/warning/information/edit',
      ...write,
      body: closed(obj({ id: id(), processing_result: result, processing_instructions: note }, ['id', 'processing_result'])),
      handler: (b, c) => svc.handle(scopeOf(c), [b.id], b.processing_result, b.processing_instructions ?? ''),
    }),
    route({
      path: '/v1/warning/information/batch/processing',
      ...write,
      body: closed(
        obj({ id: { type: 'array', minItems: 1, maxItems: 1000, items: id() }, processing_result: result, processing_instructions: note }, [
          'id',
          'processing_result',
        ]),
      ),
      handler: (b, c) => svc.handle(scopeOf(c), b.id, b.processing_result, b.processing_instructions ?? ''),
    }),
  ]);
}
