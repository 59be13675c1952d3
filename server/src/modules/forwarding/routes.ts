/**
 * Forwarding rule routes: `/tp_data/transpond/*` (the real names) and `/gg_data/transpond/{list,add,edit,delete}`
 * (the spec's names, the same handlers). Changes, tests and details are the tenant administrator's: targets and
 * scripts send the tenant's data out. Operators read the list (delivery status) with header values hidden.
 */
import { group, id, int, obj, paged, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { ForwardingService, RuleInput } from './service';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ ...obj(properties as never, required), additionalProperties: false });
const text = (max = 255, min = 0) => str({ minLength: min, maxLength: max });
const SCRIPT_MAX = 64 * 1024;
const onOff = () => int({ enum: [0, 1] });

const mqttTarget = closed({
  host: text(253),
  port: int({ minimum: 1, maximum: 65535 }),
  tls: { type: 'boolean' },
  username: text(255),
  password: text(255),
  client_id: text(128),
  topic: text(1024),
  qos: int({ enum: [0, 1, 2] }),
});

const targetInfo = closed({
  url: text(2048),
  headers: { type: 'object', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 1024 }, propertyNames: { maxLength: 128 } },
  timeout_ms: int({ minimum: 100, maximum: 30_000 }),
  mqtt: mqttTarget,
});

const source = closed({ device_id: text(64), message_type: int({ enum: [1, 2, 3, 4] }), business_id: text(64), asset_group_id: text(64) }, ['message_type']);

const strategy = closed({
  warning_strategy_name: text(99),
  warning_level: str({ enum: ['1', '2', '3', '4'] }),
  repeat_count: int({ minimum: 1, maximum: 100 }),
  trigger_count: int({ minimum: 1, maximum: 100 }),
  inform_way: text(64),
  warning_description: text(255),
});

const ruleFields: Record<string, JsonSchema> = {
  name: text(36, 1),
  desc: text(255),
  script: text(SCRIPT_MAX),
  status: onOff(),
  warning_switch: onOff(),
  warning_strategy: strategy,
  target_info: targetInfo,
  device_info: { type: 'array', maxItems: 500, items: source },
};

const sample = { type: 'object', additionalProperties: true, maxProperties: 200 };

export function forwardingRoutes(svc: ForwardingService): RouteDef[] {
  // Operators may read the list (delivery status), with header values hidden; everything else is the tenant admin's.
  const list = (path: string) =>
    route({
      path,
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: { ...paged({ name: text(36), status: onOff() }), additionalProperties: false },
      handler: (b, c) => svc.list(scopeOf(c), b),
    });
  const add = (path: string) =>
    route<RuleInput>({ path, auth: 'user', roles: EDITORS, body: closed(ruleFields, ['name', 'target_info']), handler: (b, c) => svc.add(scopeOf(c), b) });
  const edit = (path: string) =>
    route<RuleInput & { id: string }>({
      path,
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id(), ...ruleFields }, ['id', 'name', 'target_info']),
      handler: (b, c) => svc.edit(scopeOf(c), b),
    });
  return group('forwarding', [
    list('/tp_data/transpond/list'),
    add('/tp_data/transpond/add'),
    edit('/tp_data/transpond/edit'),
    route({
      path: '/tp_data/transpond/detail',
      auth: 'user',
      roles: EDITORS,
      readonly: true,
      body: closed({ data_transpond_id: id() }, ['data_transpond_id']),
      handler: (b, c) => svc.detail(scopeOf(c), b.data_transpond_id),
    }),
    route({
      path: '/tp_data/transpond/delete',
      auth: 'user',
      roles: EDITORS,
      body: closed({ data_transpond_id: id() }, ['data_transpond_id']),
      handler: (b, c) => svc.remove(scopeOf(c), b.data_transpond_id),
    }),
    route({
      path: '/tp_data/transpond/switch',
      auth: 'user',
      roles: EDITORS,
      body: closed({ data_transpond_id: id(), switch: onOff() }, ['data_transpond_id', 'switch']),
      handler: (b, c) => svc.setSwitch(scopeOf(c), b.data_transpond_id, b.switch),
    }),
    route({
      path: '/tp_data/transpond/test',
      auth: 'user',
      roles: EDITORS,
      body: closed({ data_transpond_id: id(), sample }, ['data_transpond_id']),
      handler: (b, c) => svc.test(scopeOf(c), b.data_transpond_id, b.sample),
    }),
    route({
      path: '/tp_data/transpond/quiz',
      auth: 'user',
      roles: EDITORS,
      readonly: true,
      body: closed({ script: text(SCRIPT_MAX, 1), msg: sample }, ['script']),
      handler: (b, c) => svc.quiz(scopeOf(c), b),
    }),
    list('/gg_data/transpond/list'),
    add('/gg_data/transpond/add'),
    edit('/gg_data/transpond/edit'),
    route({
      path: '/gg_data/transpond/delete',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => svc.remove(scopeOf(c), b.id),
    }),
  ]);
}
