/**
 * TESSERA_DEMO: on the first start of an empty database, a demo project (two groups, three environment sensors,
 * one energy-storage cabinet) in the demo tenant, and simulated devices that publish over real MQTT to the broker
 * the server uses, so a newcomer sees live data at once.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { chargerValues } from '../modules/charging/demo-chargers';
import { CHARGING_PILE_MODEL_ID, ENERGY_STORAGE_MODEL_ID } from '../modules/devices/device-model-seed';
import { attributesDownlink, commandDownlink, externalUplinkTopic } from '../mqtt/topics';
import { DemoDeviceState } from './demo-device';
import { OtaAgent } from './ota-agent';

import type { DemoDevice } from './demo-store';

export { DEMO_FIRMWARE, seedDemo, type DemoDevice } from './demo-store';

const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

/** One message of a simulated device: smooth daily curves plus noise. */
export function demoValues(model: string, t: number, seed: number): Record<string, unknown> {
  const day = Math.sin(((t / 86_400_000) % 1) * 2 * Math.PI + seed);
  const noise = () => Math.random() - 0.5;
  if (model === CHARGING_PILE_MODEL_ID) return chargerValues(t, seed);
  if (model === ENERGY_STORAGE_MODEL_ID) {
    const power = round(120 * Math.sin(t / 600_000 + seed) + 10 * noise(), 1);
    const soc = round(50 + 40 * Math.sin(t / 3_600_000 + seed), 1);
    const v: Record<string, unknown> = {
      bms_soc: soc,
      bms_soh: 98.5,
      bms_voltage: round(768 + 20 * noise(), 1),
      bms_current: round(power / 0.768, 1),
      bms_max_cell_voltage: round(3.35 + 0.02 * noise(), 3),
      bms_min_cell_voltage: round(3.3 + 0.02 * noise(), 3),
      bms_max_cell_temp: round(28 + 4 * day + noise(), 1),
      bms_status: power >= 0 ? 2 : 1,
      pcs_active_power: power,
      pcs_reactive_power: round(5 * noise(), 1),
      pcs_ac_voltage: round(380 + 3 * noise(), 1),
      pcs_ac_frequency: round(50 + 0.05 * noise(), 2),
      pcs_dc_voltage: round(770 + 10 * noise(), 1),
      pcs_mode: power >= 0 ? 2 : 1,
      ac_switch: true,
      ac_mode: 1,
      ac_set_temp: 24,
      ac_return_temp: round(26 + 2 * day + noise(), 1),
      ac_outlet_temp: round(18 + noise(), 1),
      cabinet_humidity: round(45 + 5 * day, 1),
    };
    for (let i = 1; i <= 4; i++) {
      v[`pack${i}_voltage`] = round(192 + 4 * noise(), 1);
      v[`pack${i}_current`] = round(power / 0.768 / 4, 1);
      v[`pack${i}_soc`] = round(soc + noise(), 1);
      v[`pack${i}_max_cell_temp`] = round(27 + 4 * day + noise(), 1);
      v[`pack${i}_min_cell_voltage`] = round(3.3 + 0.02 * noise(), 3);
    }
    return v;
  }
  return {
    temperature: round(22 + 4 * day + noise()),
    humidity: round(50 - 10 * day + 2 * noise()),
    pm25: Math.max(0, Math.round(35 + 15 * day + 10 * noise())),
    co2: Math.round(600 + 150 * day + 40 * noise()),
    illuminance: round(Math.max(0, 500 * day + 50 * noise()), 1),
    report_interval: 5,
  };
}

/** Reads a downlink payload: a JSON object, else null (a device ignores what it cannot parse). */
function parseObject(payload: Buffer): Record<string, unknown> | null {
  try {
    const v = JSON.parse(payload.toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * Simulated devices: real MQTT clients publishing every `periodMs`. Each subscribes to its attribute and command
 * downlinks, applies what it receives, and reports at once so the operator sees the effect.
 */
export class DemoSimulator {
  private clients: MqttClient[] = [];
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly url: string,
    private readonly devices: DemoDevice[],
    private readonly external: boolean,
    private readonly periodMs = 5000,
  ) {}

  start(): void {
    this.devices.forEach((d, i) => {
      const topic = this.external ? externalUplinkTopic('device/attributes', d.token) : 'device/attributes';
      const client = mqtt.connect(this.url, {
        username: d.token,
        protocolVersion: 4,
        reconnectPeriod: 5000,
        clientId: `tessera-demo-${i}-${d.token.slice(0, 8)}`,
        ...(this.external ? { will: { topic: externalUplinkTopic('device/status', d.token), payload: Buffer.from('0'), qos: 1, retain: false } } : {}),
      });
      const state = new DemoDeviceState(d.model);
      const attributes = attributesDownlink(d.token);
      const commands = commandDownlink(d.token);
      const send = () => client.connected && client.publish(topic, JSON.stringify(state.report(demoValues(d.model, Date.now(), i))), { qos: 0 });
      client.on('connect', () => {
        if (this.external) client.publish(externalUplinkTopic('device/status', d.token), '1', { qos: 1 });
        client.subscribe([attributes, commands], { qos: 1 });
        send();
      });
      client.on('message', (received, payload) => {
        if (received !== attributes && received !== commands) return; // OTA informs go to the OTA agent
        const body = parseObject(payload);
        if (!body) return;
        if (received === attributes) state.write(body);
        else if (received === commands) state.command(String(body.method ?? ''), (body.params as Record<string, unknown>) ?? {});
        send();
      });
      client.on('error', () => undefined);
      // The demo answers OTA upgrades for real, a second per step so the task page shows the progress.
      new OtaAgent(client, { token: d.token, version: d.version, external: this.external, stepDelayMs: 1000 });
      this.timers.push(setInterval(send, this.periodMs + i * 137));
      this.clients.push(client);
    });
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await Promise.all(this.clients.map((c) => c.endAsync(true).catch(() => undefined)));
    this.clients = [];
  }
}
