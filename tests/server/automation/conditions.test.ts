/**
 * Every condition kind against hand-computed answers, driven straight into the engine (committed values, events,
 * presence changes) with a hand-moved clock for the scheduler: operators, AND/OR groups, debounce, events, online
 * state, "offline for 5 minutes" across a restart, once / daily / cron / time-range gates, and the loop cut-off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../../server/src/modules/automation/engine/automation-engine';
import { ManualClock, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { addDevice, property, setAttributes, type Device } from './helpers';

/** 2030-03-04 07:59:00 local time, a Monday. */
const START = new Date(2030, 2, 4, 7, 59, 0).getTime();
const MIN = 60_000;

describe.each(testBackends())('automation conditions (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let tenantId: string;
  let target: Device;
  const clock = new ManualClock(START);
  /** Moving the clock expires the session: sign in again when the answer says so. */
  const post = async (path: string, body: unknown = {}) => {
    const r = await s.post(path, body, { token });
    if (r.code !== 401) return r;
    token = await s.login(TENANT_ADMIN_EMAIL);
    return s.post(path, body, { token });
  };
  const engine = () => s.server.automation.engine;
  const runs = async (automationId: string) => (await post('/v1/automation/log/list', { automation_id: automationId, per_page: 100 })).data.data as any[];
  const add = async (name: string, conditions: unknown[], actions: unknown[] = [setAttributes(target.id, { report_interval: 7 })]) => {
    const r = await post('/v1/automation/add', { automation_name: name, enabled: '1', automation_conditions: conditions, automation_actions: actions });
    if (r.code !== 200) throw new Error(`${name}: ${r.message}`);
    return r.data.id as string;
  };
  const values = async (deviceId: string, v: Record<string, unknown>) => {
    engine().onCommitted([{ deviceId, tenantId, ts: clock.now(), values: v }], []);
    await engine().idle();
  };
  const event = async (deviceId: string, method: string, params: unknown) => {
    engine().onCommitted([], [{ deviceId, tenantId, ts: clock.now(), method, params }]);
    await engine().idle();
  };
  const presence = async (deviceId: string, online: boolean) => {
    engine().onPresence({ deviceId, tenantId, online, ts: clock.now() });
    await engine().idle();
  };
  const tick = async (ms: number) => {
    clock.advance(ms);
    await engine().tick();
  };

  beforeAll(async () => {
    s = await startTestServer({ backend, clock });
    token = await s.login(TENANT_ADMIN_EMAIL);
    target = await addDevice(s, token, 'target');
    tenantId = (await s.server.ctx.db.selectFrom('device').select('tenant_id').where('id', '=', target.id).executeTakeFirstOrThrow()).tenant_id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('compares with every operator as computed by hand', async () => {
    // [operator, operand, reported value, fires?]
    const cases: Array<[string, string, unknown, boolean]> = [
      ['=', '30', 30, true],
      ['=', '30', '30.0', true],
      ['=', '30', 31, false],
      ['!=', '30', 31, true],
      ['!=', '30', 30, false],
      ['>', '30', 30.5, true],
      ['>', '30', 30, false],
      ['>=', '30', 30, true],
      ['>=', '30', 29.9, false],
      ['<', '30', 29, true],
      ['<', '30', 30, false],
      ['<=', '30', 30, true],
      ['<=', '30', 30.1, false],
      ['between', '10,20', 10, true],
      ['between', '10,20', 20, true],
      ['between', '10,20', 20.5, false],
      ['between', '10,20', 9.99, false],
      ['in', '1,3,5', 3, true],
      ['in', '1,3,5', 4, false],
    ];
    const made: Array<{ id: string; device: Device; value: unknown; fires: boolean }> = [];
    for (const [i, [op, operand, value, fires]] of cases.entries()) {
      const device = await addDevice(s, token, `op-${i}`);
      made.push({ id: await add(`op ${op} ${operand} / ${String(value)}`, [property(device.id, 'temperature', op, operand)]), device, value, fires });
    }
    engine().onCommitted(
      made.map((m) => ({ deviceId: m.device.id, tenantId, ts: clock.now(), values: { temperature: m.value } })),
      [],
    );
    await engine().idle();
    for (const m of made) expect([m.value, (await runs(m.id)).length]).toEqual([m.value, m.fires ? 1 : 0]);
  });

  it('ANDs the conditions of a group and ORs the groups, firing once per transition', async () => {
    const d = await addDevice(s, token, 'and-or');
    const id = await add('and/or', [
      property(d.id, 'temperature', '>', '30', 1),
      property(d.id, 'humidity', '>', '50', 1),
      property(d.id, 'co2', '>', '1000', 2),
    ]);
    await values(d.id, { temperature: 31, humidity: 40, co2: 500 });
    expect((await runs(id)).length).toBe(0); // group 1 half true, group 2 false
    await values(d.id, { temperature: 31, humidity: 60, co2: 500 });
    expect((await runs(id)).length).toBe(1); // group 1 true
    await values(d.id, { temperature: 32, humidity: 61, co2: 1200 });
    expect((await runs(id)).length).toBe(1); // group 2 also true: the automation was already true, no new run
    await values(d.id, { temperature: 20, humidity: 61, co2: 1200 });
    await values(d.id, { temperature: 20, humidity: 61, co2: 500 });
    expect((await runs(id)).length).toBe(1); // falling never fires
    await values(d.id, { temperature: 20, humidity: 61, co2: 1300 });
    expect((await runs(id)).length).toBe(2); // group 2 alone rose
  });

  it('matches device events by id and parameters (key order and extra keys do not matter), every time', async () => {
    const d = await addDevice(s, token, 'events');
    const id = await add('event', [
      { group_number: 1, condition_type: '1', device_id: d.id, device_condition_type: '2', v1: 'threshold_alarm', v3: '{"value":2,"key":"t"}' },
    ]);
    await event(d.id, 'threshold_alarm', { key: 't', value: 2, extra: true });
    await event(d.id, 'threshold_alarm', { value: 1, key: 't' });
    await event(d.id, 'other', { value: 2, key: 't' });
    await event(d.id, 'threshold_alarm', { value: 2, key: 't' });
    expect((await runs(id)).length).toBe(2);
  });

  it('fires on online state: "offline" on each disconnect, "either" on every change', async () => {
    const d = await addDevice(s, token, 'presence');
    const offline = await add('offline', [{ group_number: 1, condition_type: '1', device_id: d.id, device_condition_type: '3', v2: '2' }]);
    const either = await add('either', [{ group_number: 1, condition_type: '1', device_id: d.id, device_condition_type: '3', v2: '3' }]);
    await presence(d.id, true);
    await presence(d.id, false);
    await presence(d.id, true);
    expect([(await runs(offline)).length, (await runs(either)).length]).toEqual([1, 3]);
  });

  it('keeps "offline for 5 minutes" across a restart and fires once when the time is reached', async () => {
    const d = await addDevice(s, token, 'lasting');
    const id = await add('offline 5 min', [{ group_number: 1, condition_type: '1', device_id: d.id, device_condition_type: '4', v2: '2', v3: '5' }]);
    await presence(d.id, false);
    await tick(4 * MIN);
    expect((await runs(id)).length).toBe(0);
    s = await s.restart();
    await tick(MIN + 1000);
    expect((await runs(id)).length).toBe(1);
    await tick(10 * MIN);
    expect((await runs(id)).length).toBe(1);
    await presence(d.id, true); // back online: the state ends; offline again restarts the 5 minutes
    await presence(d.id, false);
    await tick(4 * MIN);
    expect((await runs(id)).length).toBe(1);
    await tick(MIN + 1000);
    expect((await runs(id)).length).toBe(2);
  });

  it('runs once at a datetime, daily at a time, on a cron expression, and only inside a time range', async () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = (ms: number) => {
      const x = new Date(ms);
      return `${x.getFullYear()}-${pad(x.getMonth() + 1)}-${pad(x.getDate())} ${pad(x.getHours())}:${pad(x.getMinutes())}:${pad(x.getSeconds())}`;
    };
    const base = clock.now();
    const once = await add('once', [{ group_number: 1, condition_type: '2', time_condition_type: '1', v1: local(base + 10 * MIN) }]);
    const daily = await add('daily', [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '2', v3: local(base + 30 * MIN).slice(11, 16) }]);
    const cron = await add('cron', [{ group_number: 1, condition_type: '2', time_condition_type: '2', v1: '5', v3: '*/20 * * * *' }]);
    const from = local(base + 60 * MIN).slice(11, 16);
    const to = local(base + 120 * MIN).slice(11, 16);
    const gated = await add('gated', [
      { group_number: 1, condition_type: '2', time_condition_type: '2', v1: '0', v3: '30' },
      { group_number: 1, condition_type: '2', time_condition_type: '0', v1: from, v2: to },
    ]);
    const count = async () => [(await runs(once)).length, (await runs(daily)).length, (await runs(cron)).length, (await runs(gated)).length];
    // Walk three hours minute by minute, then a day later.
    for (let m = 0; m < 180; m++) await tick(MIN);
    const firstDay = await count();
    expect(firstDay[0]).toBe(1);
    expect(firstDay[1]).toBe(1);
    expect(firstDay[2]).toBe(9); // every 20 minutes for 3 hours
    expect(firstDay[3]).toBeGreaterThanOrEqual(2); // every 30 minutes, only between +60 and +120 min
    expect(firstDay[3]).toBeLessThanOrEqual(3);
    await tick(24 * 60 * MIN - 180 * MIN + 30 * MIN + 30_000); // the next day, just after the daily time
    const next = await count();
    expect(next[0]).toBe(1);
    expect(next[1]).toBe(2);
  });

  it('cuts an automation loop after the depth limit and logs the cut', async () => {
    const a = await addDevice(s, token, 'loop-a');
    const b = await addDevice(s, token, 'loop-b');
    const ping = await add(
      'ping',
      [{ group_number: 1, condition_type: '1', device_id: a.id, device_condition_type: '2', v1: 'threshold_alarm', v3: '{}' }],
      [setAttributes(b.id, { report_interval: 1 })],
    );
    const pong = await add(
      'pong',
      [{ group_number: 1, condition_type: '1', device_id: b.id, device_condition_type: '2', v1: 'threshold_alarm', v3: '{}' }],
      [setAttributes(a.id, { report_interval: 2 })],
    );
    // Each device answers every command it gets with the event that triggers the other automation, as a real
    // device echoing would; the chain stops only when the engine stops sending.
    const commandsTo = async (id: string) =>
      Number(
        (
          await s.server.ctx.db
            .selectFrom('conditions_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('device_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seen = new Map([
      [a.id, 0],
      [b.id, 0],
    ]);
    await event(a.id, 'threshold_alarm', {});
    for (let step = 0, next = b; step < 4 * MAX_DEPTH; step++, next = next === a ? b : a) {
      const n = await commandsTo(next.id);
      if (n === seen.get(next.id)) break;
      seen.set(next.id, n);
      await event(next.id, 'threshold_alarm', {});
    }
    const all = [...(await runs(ping)), ...(await runs(pong))];
    const cut = all.filter((r) => r.process_result === '2');
    expect(cut.length).toBeGreaterThan(0);
    expect(cut[0].process_description).toMatch(/loop cut off after 8/);
    expect(all.filter((r) => r.process_result === '1').length).toBe(MAX_DEPTH);
  });
});
