/** Scene linkage, scenes, alarm and control strategies, and their logs. */
import { group, id, int, obj, paged, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { SceneService } from './scene-service';
import type { AutomationService } from './service';
import { automationFields, sceneFields, strategySchema } from './wire';

const closed = (schema: JsonSchema): JsonSchema => ({ ...schema, additionalProperties: false });
const byId = closed(obj({ id: id() }, ['id']));

export function automationRoutes(svc: AutomationService, scenes: SceneService): RouteDef[] {
  const read = { auth: 'user' as const, roles: OPERATORS, readonly: true };
  const write = { auth: 'user' as const, roles: EDITORS };
  const strategyProps = (strategySchema as { properties: Record<string, JsonSchema> }).properties;
  const newStrategyProps = Object.fromEntries(Object.entries(strategyProps).filter(([k]) => k !== 'id'));
  const controlStep = closed(
    obj(
      {
        device_id: str({ maxLength: 64 }),
        asset_id: str({ maxLength: 64 }),
        device_model: str({ enum: ['1', '2'] }),
        instruct: { anyOf: [str({ maxLength: 10000 }), { type: 'object', additionalProperties: true, maxProperties: 100 }] },
      },
      ['instruct'],
    ),
  );
  const controlFields = {
    strategy_name: str({ maxLength: 99 }),
    strategy_description: str({ maxLength: 999 }),
    actions: { type: 'array', maxItems: 50, items: controlStep },
  };
  return group('automation', [
    route({
      path: '/v1/automation/list',
      ...read,
      body: closed(paged({ id: str({ maxLength: 64 }), enabled: str({ enum: ['', '0', '1'] }), automation_name: str({ maxLength: 99 }) })),
      handler: (b, c) => svc.list(scopeOf(c), b),
    }),
    route({ path: '/v1/automation/detail', ...read, body: byId, handler: (b, c) => svc.detail(scopeOf(c), b.id) }),
    route({
      path: '/v1/automation/add',
      ...write,
      body: closed(obj(automationFields, ['automation_name', 'automation_conditions', 'automation_actions'])),
      handler: (b, c) => svc.add(scopeOf(c), b),
    }),
    route({
      path: '/v1/automation/edit',
      ...write,
      body: closed(
        obj({ id: id(), ...automationFields, tenant_id: str(), created_at: int(), created_by: str(), update_time: int(), update_ms: int() }, [
          'id',
          'automation_name',
          'automation_conditions',
          'automation_actions',
        ]),
      ),
      handler: (b, c) => svc.edit(scopeOf(c), b),
    }),
    route({ path: '/v1/automation/delete', ...write, body: byId, handler: (b, c) => svc.remove(scopeOf(c), b.id) }),
    route({
      path: '/v1/automation/enabled',
      ...write,
      body: closed(obj({ id: id(), enabled: str({ enum: ['0', '1'] }) }, ['id', 'enabled'])),
      handler: (b, c) => svc.setEnabled(scopeOf(c), b.id, b.enabled),
    }),
    route({ path: '/v1/automation/copy', ...write, body: byId, handler: (b, c) => svc.copy(scopeOf(c), b.id) }),
    route({
      path: '/v1/automation/log/list',
      ...read,
      body: closed(paged({ automation_id: str({ maxLength: 64 }), process_result: str({ enum: ['', '1', '2'] }) })),
      handler: (b, c) => svc.logs(scopeOf(c), 'automation', { ...b, owner_id: b.automation_id }),
    }),
    route({
      path: '/v1/automation/log/detail/list',
      ...read,
      body: closed(paged({ automation_log_id: id() })),
      handler: (b, c) => svc.logDetails(scopeOf(c), 'automation', { ...b, log_id: b.automation_log_id ?? '' }),
    }),

    route({
      path: '/scenario/strategy/list',
      ...read,
      body: closed(paged({ id: str({ maxLength: 64 }), scenario_name: str({ maxLength: 99 }) })),
      handler: (b, c) => scenes.list(scopeOf(c), b),
    }),
    route({ path: '/scenario/strategy/detail', ...read, body: byId, handler: (b, c) => scenes.detail(scopeOf(c), b.id) }),
    route({
      path: '/scenario/strategy/add',
      ...write,
      body: closed(obj(sceneFields, ['scenario_name', 'scenario_actions'])),
      handler: (b, c) => scenes.save(scopeOf(c), { ...b, id: undefined }),
    }),
    route({
      path: '/scenario/strategy/edit',
      ...write,
      body: closed(
        obj({ id: id(), ...sceneFields, tenant_id: str(), created_at: int(), created_by: str(), update_time: int() }, [
          'id',
          'scenario_name',
          'scenario_actions',
        ]),
      ),
      handler: (b, c) => scenes.save(scopeOf(c), b),
    }),
    route({ path: '/scenario/strategy/delete', ...write, body: byId, handler: (b, c) => scenes.remove(scopeOf(c), b.id) }),
    route({ path: '/scenario/strategy/activate', auth: 'user', roles: OPERATORS, body: byId, handler: (b, c) => scenes.activate(scopeOf(c), b.id) }),
    route({
      path: '/v1/scenario/log/list',
      ...read,
      body: closed(paged({ scenario_strategy_id: str({ maxLength: 64 }), process_result: str({ enum: ['', '1', '2'] }) })),
      handler: (b, c) => svc.logs(scopeOf(c), 'scenario', { ...b, owner_id: b.scenario_strategy_id }),
    }),
    route({
      path: '/v1/scenario/log/detail/list',
      ...read,
      body: closed(paged({ scenario_log_id: id() })),
      handler: (b, c) => svc.logDetails(scopeOf(c), 'scenario', { ...b, log_id: b.scenario_log_id ?? '' }),
    }),

    route({
      path: '/v1/warning/strategy/list',
      ...read,
      body: closed(paged({ warning_strategy_name: str({ maxLength: 99 }) })),
      handler: (b, c) => scenes.strategies(scopeOf(c), b),
    }),
    route({ path: '/v1/warning/strategy/detail', ...read, body: byId, handler: (b, c) => scenes.strategy(scopeOf(c), b.id) }),
    route({
      path: '/v1/warning/strategy/add',
      ...write,
      body: closed(obj(newStrategyProps, ['warning_strategy_name', 'warning_level'])),
      handler: (b, c) => scenes.saveStrategy(scopeOf(c), { ...b, id: undefined }),
    }),
    route({
      path: '/v1/warning/strategy/edit',
      ...write,
      body: closed(obj(strategyProps, ['id', 'warning_strategy_name', 'warning_level'])),
      handler: (b, c) => scenes.saveStrategy(scopeOf(c), b),
    }),
    route({ path: '/v1/warning/strategy/delete', ...write, body: byId, handler: (b, c) => scenes.removeStrategy(scopeOf(c), b.id) }),

    route({ path: '/v1/control/strategy/list', ...read, body: closed(paged()), handler: (b, c) => scenes.controls(scopeOf(c), b) }),
    route({ path: '/v1/control/strategy/detail', ...read, body: byId, handler: (b, c) => scenes.control(scopeOf(c), b.id) }),
    route({
      path: '/v1/control/strategy/add',
      ...write,
      body: closed(obj(controlFields, ['strategy_name', 'actions'])),
      handler: (b, c) => scenes.saveControl(scopeOf(c), { ...b, id: undefined }),
    }),
    route({
      path: '/v1/control/strategy/edit',
      ...write,
      body: closed(obj({ id: id(), ...controlFields, tenant_id: str(), created_at: int(), update_time: int() }, ['id', 'strategy_name', 'actions'])),
      handler: (b, c) => scenes.saveControl(scopeOf(c), b),
    }),
    route({ path: '/v1/control/strategy/delete', ...write, body: byId, handler: (b, c) => scenes.removeControl(scopeOf(c), b.id) }),
  ]);
}
