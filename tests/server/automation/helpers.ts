/** Shared set-up of the automation suites: devices with the environment-sensor plugin and MQTT clients for them. */
import mqtt, { type MqttClient } from 'mqtt';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import type { TestServer } from '../helpers/test-server';

export async function until<T>(probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, what: string, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface Device {
  id: string;
  token: string;
  name: string;
}

export async function addDevice(s: TestServer, token: string, name: string, assetId?: string): Promise<Device> {
  const r = await s.post('/device/add_only', { name, type: ENV_SENSOR_MODEL_ID, ...(assetId ? { asset_id: assetId } : {}) }, { token });
  if (r.code !== 200) throw new Error(`add device: ${r.message}`);
  return { id: r.data.id, token: r.data.token, name };
}

export async function connectDevice(port: number, token: string): Promise<MqttClient & { got: Array<[string, any]> }> {
  const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, { username: token, protocolVersion: 4, reconnectPeriod: 0 }) as MqttClient & { got: Array<[string, any]> };
  c.got = [];
  c.on('message', (t, p) => c.got.push([t, JSON.parse(p.toString())]));
  await new Promise<void>((resolve, reject) => {
    c.once('connect', () => resolve());
    c.once('error', reject);
  });
  await c.subscribeAsync([`device/attributes/${token}`, `device/command/${token}`], { qos: 1 });
  return c;
}

export const property = (deviceId: string, key: string, op: string, value: string, group = 1) => ({
  group_number: group,
  condition_type: '1',
  device_id: deviceId,
  device_condition_type: '1',
  v1: key,
  v2: op,
  v3: value,
});

export const setAttributes = (deviceId: string, instruct: Record<string, unknown>) => ({
  action_type: '1',
  device_id: deviceId,
  additional_info: JSON.stringify({ device_model: '1', instruct }),
});

export const inlineAlarm = (name: string, extra: Record<string, unknown> = {}) => ({
  action_type: '2',
  warning_strategy: { warning_strategy_name: name, warning_level: '3', repeat_count: 1, trigger_count: 1, ...extra },
});
