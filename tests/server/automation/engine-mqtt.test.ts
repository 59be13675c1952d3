/**
 * The engine end to end over the embedded broker: a report crosses a threshold → a command reaches another
 * device's MQTT client, an alarm is raised once (debounce), updated on a new transition, cleared when the value
 * falls, handled by a user; the device log records the command as automatic control.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { addDevice, connectDevice, inlineAlarm, property, setAttributes, until, type Device } from './helpers';

describe.each(testBackends())('automation over MQTT (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let sensor: Device;
  let fan: Device;
  let sensorClient: MqttClient;
  let fanClient: Awaited<ReturnType<typeof connectDevice>>;
  let automationId: string;
  const post = (path: string, body: unknown = {}) => s.post(path, body, { token });
  /** Resolves once the report is committed and every run it caused has finished. */
  const publish = async (values: Record<string, unknown>) => {
    await sensorClient.publishAsync('device/attributes', JSON.stringify(values), { qos: 1 });
    await s.server.automation.engine.idle();
  };
  const logs = async () => (await post('/v1/automation/log/list', { automation_id: automationId, current_page: 1, per_page: 50 })).data;

  beforeAll(async () => {
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
    sensor = await addDevice(s, token, 'Cabinet 3');
    fan = await addDevice(s, token, 'Fan');
    const port = (await post('/device/connect/info', { id: sensor.id })).data.port;
    sensorClient = await connectDevice(port, sensor.token);
    fanClient = await connectDevice(port, fan.token);
    const r = await post('/v1/automation/add', {
      automation_name: 'Hot cabinet',
      priority: 10,
      enabled: '1',
      automation_conditions: [property(sensor.id, 'temperature', '>', '30')],
      automation_actions: [setAttributes(fan.id, { report_interval: 5 }), inlineAlarm('Hot', { warning_description: 'cabinet too hot' })],
    });
    expect(r.code).toBe(200);
    automationId = r.data.id;
  });
  afterAll(async () => {
    await sensorClient?.endAsync(true);
    await fanClient?.endAsync(true);
    await s?.close();
  });

  it('fires once per transition: the command reaches the second device and one alarm is raised', async () => {
    await publish({ temperature: 25 });
    await publish({ temperature: 31 });
    await until(() => fanClient.got.length >= 1, 'the command on the fan');
    expect(fanClient.got[0]).toEqual([`device/attributes/${fan.token}`, { report_interval: 5 }]);
    await publish({ temperature: 32 });
    await publish({ temperature: 33 });
    const page = await until(async () => ((await logs()).total >= 1 ? logs() : null), 'the automation log');
    const alerts = (await post('/v1/warning/information/list', { current_page: 1, per_page: 10 })).data;
    expect(alerts.total).toBe(1);
    expect(alerts.data[0]).toMatchObject({
      warning_name: 'Hot',
      warning_level: '3',
      device_id: sensor.id,
      device_name: 'Cabinet 3',
      processing_result: '0',
      trigger_value: '31',
      alarm_status: '1',
    });
    expect(page.total).toBe(1);
    expect(fanClient.got.length).toBe(1);
    const detail = (await post('/v1/automation/log/detail/list', { automation_log_id: page.data[0].id, current_page: 1, per_page: 10 })).data;
    expect(detail.data.map((d: any) => [d.action_type, d.process_result])).toEqual([
      ['1', '1'],
      ['2', '1'],
    ]);
    const deviceLog = (await post('/conditions/log/index', { device_id: fan.id, current_page: 1, per_page: 10 })).data;
    expect(deviceLog.data[0]).toMatchObject({ operation_type: '3', send_result: '1', sender: 'Hot cabinet' });
  });

  it('clears the alarm when the value falls, and raises a new one on the next rise', async () => {
    await publish({ temperature: 20 });
    await until(async () => (await post('/v1/warning/information/list', { current_page: 1, per_page: 10 })).data.data[0]?.alarm_status === '2', 'the clear');
    await publish({ temperature: 35 });
    await until(() => fanClient.got.length >= 2, 'the second command');
    const alerts = await until(async () => {
      const d = (await post('/v1/warning/information/list', { current_page: 1, per_page: 10 })).data;
      return d.total === 2 ? d : null;
    }, 'the second alarm');
    expect(alerts.data.map((a: any) => a.alarm_status)).toEqual(['1', '2']);
    const count = (await post('/v1/warning/information/count', {})).data;
    expect(count).toEqual({ unprocessed: 2, processed: 0 });
  });

  it('a tenant user handles alarms with a note; who and when are recorded; a second handling is refused', async () => {
    const user = await s.login(TENANT_USER_EMAIL);
    const list = (await s.post('/v1/warning/information/list', { current_page: 1, per_page: 10, processing_result: '0' }, { token: user })).data;
    const ids = list.data.map((a: any) => a.id);
    expect(ids.length).toBe(2);
    const r = await s.post(
      '/v1/warning/information/batch/processing',
      { id: ids, processing_result: '1', processing_instructions: 'fan checked' },
      { token: user },
    );
    expect(r.code).toBe(200);
    const done = (await post('/v1/warning/information/list', { current_page: 1, per_page: 10, processing_result: '1' })).data;
    expect(done.data[0]).toMatchObject({ processing_instructions: 'fan checked', processing_people_name: expect.any(String) });
    expect(done.data[0].processing_people_id).not.toBe('');
    expect(done.data[0].processing_time).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await s.post('/v1/warning/information/edit', { id: ids[0], processing_result: '2' }, { token: user })).code).toBe(400);
    expect((await s.post('/v1/warning/information/edit', { id: ids[0], processing_result: '3' }, { token: user })).code).toBe(1000);
    // A tenant user reads automations but cannot change them.
    expect((await s.post('/v1/automation/list', { current_page: 1, per_page: 10 }, { token: user })).code).toBe(200);
    expect((await s.post('/v1/automation/enabled', { id: automationId, enabled: '0' }, { token: user })).code).toBe(999);
  });

  it('pushes the unprocessed count over the WebSocket topic as alarms are raised and handled', async () => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/ws`);
    const seen: any[] = [];
    ws.on('message', (d) => seen.push(JSON.parse(String(d))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token }));
    await until(() => seen.some((m) => m.type === 'auth'), 'auth');
    ws.send(JSON.stringify({ type: 'subscribe_topic', topic: 'alerts' }));
    const counts = () => seen.filter((m) => m.type === 'topic' && m.topic === 'alerts').map((m) => m.data.unprocessed);
    await until(() => counts().length === 1, 'the first count');
    expect(counts()).toEqual([0]);
    await publish({ temperature: 10 });
    await publish({ temperature: 40 });
    // The fall clears the handled alarm (a push with the same count), the rise raises a new one.
    await until(() => counts().at(-1) === 1, 'the count after the alarm');
    const pushed = counts().length;
    const open = (await post('/v1/warning/information/list', { current_page: 1, per_page: 10, processing_result: '0' })).data.data;
    await post('/v1/warning/information/edit', { id: open[0].id, processing_result: '2', processing_instructions: 'test' });
    await until(() => counts().length === pushed + 1, 'the count after ignoring');
    expect(counts().at(-1)).toBe(0);
    ws.close();
  });
});
