import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_STORAGE_MODEL_ID, ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { DemoDeviceState } from '../../../server/src/ingest/demo-device';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

/** Polls `read` until `ok` holds or the deadline passes; returns the last value read. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

describe('a simulated device applies what it is sent', () => {
  it('keeps writable properties, coerced to their type, and ignores the rest', () => {
    const d = new DemoDeviceState(ENERGY_STORAGE_MODEL_ID);
    d.write({ ac_set_temp: '19.5', ac_switch: 'false', bms_soc: 1, nonsense: 2, ac_mode: 'x' });
    const out = d.report({ ac_set_temp: 24, ac_switch: true, bms_soc: 50, ac_return_temp: 27, ac_outlet_temp: 18 });
    expect(out).toMatchObject({ ac_set_temp: 19.5, ac_switch: false, bms_soc: 50, ac_outlet_temp: 27 });
    expect(out).not.toHaveProperty('nonsense');
  });

  it('runs the cabinet commands as the writes they stand for', () => {
    const d = new DemoDeviceState(ENERGY_STORAGE_MODEL_ID);
    d.command('start_charge', { power: 80 });
    expect(d.report({ pcs_active_power: 12 })).toMatchObject({ pcs_mode: 1, pcs_power_setpoint: -80, pcs_active_power: -80, bms_status: 1 });
    d.command('standby', {});
    expect(d.report({ pcs_active_power: 12 })).toMatchObject({ pcs_mode: 0, pcs_active_power: 0, bms_status: 0 });
    const env = new DemoDeviceState(ENV_SENSOR_MODEL_ID);
    env.command('set_interval', { interval: 30 });
    expect(env.report({ report_interval: 5 })).toMatchObject({ report_interval: 30 });
  });
});

describe.each(testBackends())('demo and `npm run simulate` devices over real MQTT (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let sim: ChildProcess | null = null;
  const post = (p: string, body: unknown = {}) => s.post(p, body, { token });
  const current = async (id: string) => ((await post('/kv/current', { entity_id: id })).data?.[0] ?? {}) as Record<string, unknown>;
  const previous = process.env.TESSERA_DEMO_DEVICES;

  beforeAll(async () => {
    process.env.TESSERA_DEMO_DEVICES = 'on';
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
  });
  afterAll(async () => {
    sim?.kill('SIGINT');
    process.env.TESSERA_DEMO_DEVICES = previous;
    await s.close();
  });

  it('the demo cabinet reports a written set point and a charge command (not its old values)', async () => {
    const rows = (await post('/device/list/tree', { current_page: 1, per_page: 10 })).data.data as { device: string; type: string }[];
    const cabinet = rows.find((r) => r.type === ENERGY_STORAGE_MODEL_ID)!;
    expect(cabinet).toBeTruthy();
    await until(
      () => current(cabinet.device),
      (v) => v.ac_set_temp === 24,
    );
    const sent = await until(
      () => post('/device/operating_device', { device_id: cabinet.device, values: { ac_set_temp: 19.5 } }),
      (r) => r.code === 200,
    );
    expect(sent.code).toBe(200);
    expect(
      (
        await until(
          () => current(cabinet.device),
          (v) => v.ac_set_temp === 19.5,
        )
      ).ac_set_temp,
    ).toBe(19.5);
    expect((await post('/device/command/send', { device_id: cabinet.device, command_identifier: 'start_charge', command_data: '{"power":80}' })).code).toBe(
      200,
    );
    const charged = await until(
      () => current(cabinet.device),
      (v) => v.pcs_mode === 1 && v.pcs_active_power === -80,
    );
    expect(charged).toMatchObject({ pcs_mode: 1, pcs_active_power: -80 });
  });

  it('a device of `npm run simulate` reports a written attribute and set_interval', async () => {
    const project = (await post('/business/add', { name: 'Sim' })).data;
    const group = (await post('/asset/add_only', { name: 'G', parent_id: '0', business_id: project.id })).data;
    const dev = (await post('/device/add_only', { name: 'sim', asset_id: group.id, type: ENV_SENSOR_MODEL_ID })).data;
    const script = path.join(__dirname, '../../../scripts/simulate.mjs');
    sim = spawn(process.execPath, [script, '--devices', '1', '--rate', '2', '--url', `mqtt://127.0.0.1:${s.server.mqttPort}`, '--tokens', dev.token], {
      stdio: 'ignore',
    });
    await until(
      () => current(dev.id),
      (v) => typeof v.temperature === 'number',
    );
    const sent = await until(
      () => post('/device/operating_device', { device_id: dev.id, values: { report_interval: 42 } }),
      (r) => r.code === 200,
    );
    expect(sent.code).toBe(200);
    expect(
      (
        await until(
          () => current(dev.id),
          (v) => v.report_interval === 42,
        )
      ).report_interval,
    ).toBe(42);
    expect((await post('/device/command/send', { device_id: dev.id, command_identifier: 'set_interval', command_data: '{"interval":7}' })).code).toBe(200);
    expect(
      (
        await until(
          () => current(dev.id),
          (v) => v.report_interval === 7,
        )
      ).report_interval,
    ).toBe(7);
  });
});
