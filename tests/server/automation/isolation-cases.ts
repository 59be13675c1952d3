/**
 * Isolation rows for automation and alerts (appended to tests/server/isolation.test.ts): tenant B gets an
 * automation with an inline alarm, a scene (activated once, so it has a log), a saved alarm strategy, a control
 * strategy and an alert message; their ids join `b.ids`, so list answers are checked for them too.
 */
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import type { IsolationCase, TenantB } from '../isolation.test';
import { deviceRowsOf } from '../devices/isolation-cases';

const created = new WeakMap<TenantB, Promise<Record<string, string>>>();

function automationRowsOf(b: TenantB): Promise<Record<string, string>> {
  let p = created.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token };
      const dev = await deviceRowsOf(b);
      const sensor = (await b.post('/device/add_only', { name: 'B sensor', asset_id: dev.groupId, type: ENV_SENSOR_MODEL_ID }, o)).data;
      const automation = (
        await b.post(
          '/v1/automation/add',
          {
            automation_name: 'B rule',
            enabled: '1',
            automation_conditions: [
              { group_number: 1, condition_type: '1', device_id: sensor.id, device_condition_type: '1', v1: 'temperature', v2: '>', v3: '30' },
            ],
            automation_actions: [{ action_type: '2', warning_strategy: { warning_strategy_name: 'B alarm', warning_level: '2' } }],
          },
          o,
        )
      ).data;
      const scene = (
        await b.post(
          '/scenario/strategy/add',
          { scenario_name: 'B scene', scenario_actions: [{ action_type: '1', device_id: sensor.id, device_model: '1', instruct: { report_interval: 9 } }] },
          o,
        )
      ).data;
      await b.post('/scenario/strategy/activate', { id: scene.id }, o);
      const sceneLog = (await b.post('/v1/scenario/log/list', { scenario_strategy_id: scene.id, current_page: 1, per_page: 1 }, o)).data.data[0];
      const strategy = (await b.post('/v1/warning/strategy/add', { warning_strategy_name: 'B saved', warning_level: '1' }, o)).data;
      const control = (
        await b.post('/v1/control/strategy/add', { strategy_name: 'B control', actions: [{ device_id: sensor.id, instruct: { report_interval: 3 } }] }, o)
      ).data;
      const inline = automation.automation_actions[0].warning_strategy.id as string;
      // B's sensor reports 31: the engine raises B's alarm.
      const engine = b.server.automation.engine;
      engine.onCommitted([{ deviceId: sensor.id, tenantId: b.ids.tenantId, ts: Date.now(), values: { temperature: 31 } }], []);
      await engine.idle();
      const alertId = (await b.post('/v1/warning/information/list', { current_page: 1, per_page: 1 }, o)).data.data[0].id as string;
      const automationLogId = (await b.post('/v1/automation/log/list', { automation_id: automation.id, current_page: 1, per_page: 1 }, o)).data.data[0]
        .id as string;
      const ids = {
        automationId: automation.id,
        automationLogId,
        sceneId: scene.id,
        sceneLogId: sceneLog.id,
        strategyId: strategy.id,
        controlId: control.id,
        inlineStrategyId: inline,
        alertId,
      };
      Object.assign(b.ids, ids);
      return ids;
    })();
    created.set(b, p);
  }
  return p;
}

const at = (f: (ids: Record<string, string>) => unknown) => async (b: TenantB) => f(await automationRowsOf(b));
const page = { current_page: 1, per_page: 100 };

export const AUTOMATION_ISOLATION_CASES: IsolationCase[] = [
  { path: '/v1/automation/list', kind: 'list', body: at(() => page) },
  { path: '/v1/automation/list', kind: 'list', body: at((i) => ({ ...page, id: i.automationId })) },
  { path: '/v1/automation/detail', kind: 'detail', body: at((i) => ({ id: i.automationId })) },
  {
    path: '/v1/automation/edit',
    kind: 'mutate',
    body: at((i) => ({ id: i.automationId, automation_name: 'x', automation_conditions: [], automation_actions: [] })),
  },
  { path: '/v1/automation/enabled', kind: 'mutate', body: at((i) => ({ id: i.automationId, enabled: '1' })) },
  { path: '/v1/automation/copy', kind: 'mutate', body: at((i) => ({ id: i.automationId })) },
  { path: '/v1/automation/delete', kind: 'mutate', body: at((i) => ({ id: i.automationId })) },
  { path: '/v1/automation/log/list', kind: 'list', body: at((i) => ({ ...page, automation_id: i.automationId })) },
  { path: '/v1/automation/log/detail/list', kind: 'detail', body: at((i) => ({ ...page, automation_log_id: i.automationLogId })) },
  { path: '/scenario/strategy/list', kind: 'list', body: at(() => page) },
  { path: '/scenario/strategy/detail', kind: 'detail', body: at((i) => ({ id: i.sceneId })) },
  { path: '/scenario/strategy/edit', kind: 'mutate', body: at((i) => ({ id: i.sceneId, scenario_name: 'x', scenario_actions: [] })) },
  { path: '/scenario/strategy/activate', kind: 'mutate', body: at((i) => ({ id: i.sceneId })) },
  { path: '/scenario/strategy/delete', kind: 'mutate', body: at((i) => ({ id: i.sceneId })) },
  // Tenant A may not point its own scene or control strategy at B's device.
  {
    path: '/scenario/strategy/add',
    kind: 'mutate',
    body: async (b) => ({
      scenario_name: 'x',
      scenario_actions: [{ action_type: '1', device_id: (await deviceRowsOf(b)).deviceId, device_model: '1', instruct: { report_interval: 9 } }],
    }),
  },
  {
    path: '/v1/control/strategy/add',
    kind: 'mutate',
    body: async (b) => ({ strategy_name: 'x', actions: [{ device_id: (await deviceRowsOf(b)).deviceId, instruct: { report_interval: 3 } }] }),
  },
  { path: '/v1/scenario/log/list', kind: 'list', body: at((i) => ({ ...page, scenario_strategy_id: i.sceneId })) },
  { path: '/v1/scenario/log/detail/list', kind: 'detail', body: at((i) => ({ ...page, scenario_log_id: i.sceneLogId })) },
  { path: '/v1/warning/strategy/list', kind: 'list', body: at(() => page) },
  { path: '/v1/warning/strategy/detail', kind: 'detail', body: at((i) => ({ id: i.strategyId })) },
  { path: '/v1/warning/strategy/detail', kind: 'detail', body: at((i) => ({ id: i.inlineStrategyId })) },
  { path: '/v1/warning/strategy/edit', kind: 'mutate', body: at((i) => ({ id: i.strategyId, warning_strategy_name: 'x', warning_level: '1' })) },
  { path: '/v1/warning/strategy/delete', kind: 'mutate', body: at((i) => ({ id: i.strategyId })) },
  { path: '/v1/control/strategy/list', kind: 'list', body: at(() => page) },
  { path: '/v1/control/strategy/detail', kind: 'detail', body: at((i) => ({ id: i.controlId })) },
  { path: '/v1/control/strategy/edit', kind: 'mutate', body: at((i) => ({ id: i.controlId, strategy_name: 'x', actions: [] })) },
  { path: '/v1/control/strategy/delete', kind: 'mutate', body: at((i) => ({ id: i.controlId })) },
  { path: '/v1/warning/information/list', kind: 'list', body: at(() => page) },
  { path: '/v1/warning/information/list', kind: 'list', body: at((i) => ({ ...page, id: i.alertId })) },
  { path: '/v1/warning/information/count', kind: 'list', body: at(() => ({})) },
  { path: '/v1/warning/information/edit', kind: 'mutate', body: at((i) => ({ id: i.alertId, processing_result: '1' })) },
  { path: '/v1/warning/information/batch/processing', kind: 'mutate', body: at((i) => ({ id: [i.alertId], processing_result: '2' })) },
  // A's automation may not name B's device, group, scene or strategy.
  {
    path: '/v1/automation/add',
    kind: 'mutate',
    body: at((i) => ({
      automation_name: 'x',
      automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '5', v3: '0 * * * *' }],
      automation_actions: [{ action_type: '3', scenario_strategy_id: i.sceneId }],
    })),
  },
  {
    path: '/v1/automation/add',
    kind: 'mutate',
    body: at((i) => ({
      automation_name: 'x',
      automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '5', v3: '0 * * * *' }],
      automation_actions: [{ action_type: '2', warning_strategy_id: i.strategyId }],
    })),
  },
];
