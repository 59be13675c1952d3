/**
 * The automation routes: CRUD, detail with the editor's cascader ids, copy, enable; scenes with activate and their
 * logs; saved alarm and control strategies reused by automations; bad input answered with a clear 1000; what a
 * tenant user is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { addDevice, property, setAttributes, type Device } from './helpers';

describe.each(testBackends())('automation API (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let sensor: Device;
  let fan: Device;
  let groupId: string;
  let projectId: string;
  const post = (path: string, body: unknown = {}) => s.post(path, body, { token });
  const en = (path: string, body: unknown) => s.post(path, body, { token, headers: { 'accept-language': 'en' } });
  const automation = (extra: Record<string, unknown> = {}) => ({
    automation_name: 'Hot',
    automation_described: 'cabinet',
    priority: 5,
    automation_conditions: [property(sensor.id, 'temperature', '>', '45')],
    automation_actions: [setAttributes(fan.id, { report_interval: 10 })],
    ...extra,
  });

  beforeAll(async () => {
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
    projectId = (await post('/business/add', { name: 'Plant' })).data.id;
    groupId = (await post('/asset/add_only', { name: 'Hall', parent_id: '0', business_id: projectId })).data.id;
    sensor = await addDevice(s, token, 'Cabinet 3', groupId);
    fan = await addDevice(s, token, 'Fan', groupId);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('adds, lists, details (with project and group of each device), edits, copies, enables and deletes', async () => {
    const added = await post('/v1/automation/add', automation());
    expect(added).toMatchObject({ code: 200, data: { automation_name: 'Hot', enabled: '0', priority: 5 } });
    const id = added.data.id;
    const detail = (await post('/v1/automation/detail', { id })).data;
    expect(detail.automation_conditions[0]).toMatchObject({
      device_id: sensor.id,
      v1: 'temperature',
      v2: '>',
      v3: '45',
      asset_id: groupId,
      business_id: projectId,
    });
    expect(detail.automation_actions[0]).toMatchObject({ action_type: '1', device_id: fan.id, asset_id: groupId, business_id: projectId });
    expect(JSON.parse(detail.automation_actions[0].additional_info)).toEqual({ device_model: '1', instruct: { report_interval: 10 } });
    const edited = await post('/v1/automation/edit', {
      ...detail,
      automation_name: 'Very hot',
      automation_conditions: [property(sensor.id, 'temperature', 'between', '45,60')],
    });
    expect(edited.code).toBe(200);
    expect(edited.data.automation_conditions).toHaveLength(1);
    expect(edited.data.automation_conditions[0]).toMatchObject({ v2: 'between', v3: '45,60' });
    const copy = await post('/v1/automation/copy', { id });
    expect(copy.data).toMatchObject({ automation_name: 'Very hot (copy)', enabled: '0' });
    expect(copy.data.id).not.toBe(id);
    expect((await post('/v1/automation/enabled', { id, enabled: '1' })).code).toBe(200);
    const list = (await post('/v1/automation/list', { current_page: 1, per_page: 10, enabled: '1' })).data;
    expect(list.data.map((r: any) => r.id)).toEqual([id]);
    expect((await post('/v1/automation/delete', { id })).code).toBe(200);
    expect((await post('/v1/automation/detail', { id })).code).toBe(400);
  });

  it('refuses bad input with a 1000 that names the problem', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [automation({ automation_conditions: [property('no-such-device', 'temperature', '>', '1')] }), /Condition 1: no such device/],
      [automation({ automation_conditions: [property(sensor.id, 'not_a_key', '>', '1')] }), /property "not_a_key" is not in the device plugin/],
      [automation({ automation_conditions: [property(sensor.id, 'temperature', '>', 'hot')] }), /value "hot" is not a float/],
      [automation({ automation_conditions: [property(sensor.id, 'pm25', '=', '1.5')] }), /value "1.5" is not a integer/],
      [automation({ automation_conditions: [property(sensor.id, 'temperature', 'between', '5')] }), /a range is "min,max"/],
      [automation({ automation_conditions: [property(sensor.id, 'temperature', '~', '5')] }), /choose an operator/],
      [
        automation({ automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '5', v3: '61 * * * *' }] }),
        /cron expression is not valid/,
      ],
      [
        automation({ automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '5', v3: '* * *' }] }),
        /cron expression is not valid/,
      ],
      [
        automation({ automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '1', v1: '2030-02-30 10:00:00' }] }),
        /YYYY-MM-DD HH:mm:ss/,
      ],
      [automation({ automation_conditions: [{ group_number: 1, condition_type: '2', time_condition_type: '0', v1: '08:00', v2: '20:00' }] }), /must trigger/],
      [automation({ automation_actions: [setAttributes(fan.id, { no_such: 1 })] }), /Action 1: property "no_such"/],
      [automation({ automation_actions: [setAttributes(fan.id, { report_interval: 'fast' })] }), /Action 1: value "fast" of report_interval is not a integer/],
      [automation({ automation_actions: [] }), /at least one action/],
      [automation({ automation_conditions: [] }), /at least one condition/],
      [automation({ automation_name: '  ' }), /enter a name/],
    ];
    const before = (await post('/v1/automation/list', { current_page: 1, per_page: 10 })).data.total;
    for (const [body, message] of cases) {
      const r = await en('/v1/automation/add', body);
      expect([r.code, r.message]).toEqual([1000, expect.stringMatching(message)]);
    }
    expect((await post('/v1/automation/add', { ...automation(), surprise: 1 })).code).toBe(1000);
    expect((await post('/v1/automation/list', { current_page: 1, per_page: 10 })).data.total).toBe(before);
  });

  it('runs a scene on activate and logs each action; a scene in use cannot be deleted', async () => {
    const scene = await post('/scenario/strategy/add', {
      scenario_name: 'Night',
      scenario_actions: [
        { action_type: '1', device_id: fan.id, device_model: '1', instruct: '{"report_interval":60}' },
        { action_type: '1', asset_id: groupId, device_model: '1', instruct: { report_interval: 30 } },
      ],
    });
    expect(scene.code).toBe(200);
    const run = await post('/scenario/strategy/activate', { id: scene.data.id });
    expect(run).toMatchObject({ code: 200, data: { process_result: '1' } });
    const logs = (await post('/v1/scenario/log/list', { scenario_strategy_id: scene.data.id, current_page: 1, per_page: 10 })).data;
    expect(logs.data[0]).toMatchObject({ process_result: '1', scenario_strategy_id: scene.data.id });
    const details = (await post('/v1/scenario/log/detail/list', { scenario_log_id: logs.data[0].id, current_page: 1, per_page: 10 })).data;
    expect(details.data.map((d: any) => d.target_id).sort()).toEqual([fan.id, fan.id, sensor.id].sort());
    const user = await s.login(TENANT_USER_EMAIL);
    expect((await s.post('/scenario/strategy/activate', { id: scene.data.id }, { token: user })).code).toBe(200);
    expect((await s.post('/scenario/strategy/delete', { id: scene.data.id }, { token: user })).code).toBe(999);
    const a = await post('/v1/automation/add', automation({ automation_actions: [{ action_type: '3', scenario_strategy_id: scene.data.id }] }));
    expect(a.code).toBe(200);
    expect((await post('/scenario/strategy/delete', { id: scene.data.id })).code).toBe(400);
    await post('/v1/automation/delete', { id: a.data.id });
    expect((await post('/scenario/strategy/delete', { id: scene.data.id })).code).toBe(200);
  });

  it('keeps saved alarm and control strategies for reuse by automations', async () => {
    const alarm = await post('/v1/warning/strategy/add', {
      warning_strategy_name: 'Overheat',
      warning_level: '4',
      repeat_count: 2,
      trigger_count: 3,
      warning_description: 'too hot',
    });
    expect(alarm.data).toMatchObject({ warning_level: '4', repeat_count: 2, trigger_count: 3, inline_of: '' });
    const control = await post('/v1/control/strategy/add', {
      strategy_name: 'Cool down',
      actions: [{ device_id: fan.id, device_model: '1', instruct: { report_interval: 1 } }],
    });
    expect(control.code).toBe(200);
    expect((await en('/v1/control/strategy/add', { strategy_name: 'Bad', actions: [{ device_id: fan.id, instruct: { nope: 1 } }] })).message).toMatch(
      /not in the device plugin/,
    );
    const a = await post(
      '/v1/automation/add',
      automation({
        automation_actions: [
          { action_type: '2', warning_strategy_id: alarm.data.id },
          { action_type: '5', control_strategy_id: control.data.id },
        ],
      }),
    );
    expect(a.code).toBe(200);
    expect(a.data.automation_actions[0].warning_strategy).toMatchObject({ id: alarm.data.id, warning_strategy_name: 'Overheat' });
    const strategies = (await post('/v1/warning/strategy/list', { current_page: 1, per_page: 10 })).data;
    expect(strategies.data.map((r: any) => r.id)).toEqual([alarm.data.id]);
    expect((await post('/v1/warning/strategy/delete', { id: alarm.data.id })).code).toBe(400);
    expect((await post('/v1/control/strategy/delete', { id: control.data.id })).code).toBe(400);
    await post('/v1/automation/delete', { id: a.data.id });
    expect((await post('/v1/warning/strategy/delete', { id: alarm.data.id })).code).toBe(200);
    const user = await s.login(TENANT_USER_EMAIL);
    expect((await s.post('/v1/warning/strategy/add', { warning_strategy_name: 'x', warning_level: '1' }, { token: user })).code).toBe(999);
    expect((await s.post('/v1/control/strategy/list', { current_page: 1, per_page: 10 }, { token: user })).code).toBe(200);
  });
});
