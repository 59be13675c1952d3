/**
 * One simulated demo device's state: what operators wrote to it and the commands it ran. Its next message reports
 * them (a written set point is what it then reports, a charge command changes the PCS mode and power), so a write
 * acknowledged in the console shows its effect like a real device would.
 */
import { ENERGY_STORAGE_MODEL_ID, ENV_SENSOR_MODEL_ID, SEED_MODELS } from '../modules/devices/device-model-seed';

type Values = Record<string, unknown>;
interface WritableProperty {
  name: string;
  dataType: string;
}

/** The properties an operator may write (readWrite 'rw') of each shipped plugin. */
const WRITABLE: ReadonlyMap<string, ReadonlyMap<string, WritableProperty>> = new Map(
  SEED_MODELS.map((m) => {
    const properties: (WritableProperty & { readWrite?: string })[] = JSON.parse(m.chart_data).tsl.properties;
    return [m.id, new Map(properties.filter((p) => p.readWrite === 'rw').map((p) => [p.name, p]))];
  }),
);

/** A written value as the device stores it: booleans from true/'true'/1, numbers from numeric text; null when unreadable. */
function coerce(p: WritableProperty, value: unknown): unknown {
  if (p.dataType === 'bool') return value === true || value === 'true' || value === 1 || value === '1';
  if (p.dataType === 'integer' || p.dataType === 'float') {
    const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(n) ? (p.dataType === 'integer' ? Math.round(n) : n) : null;
  }
  return typeof value === 'string' ? value : null;
}

export class DemoDeviceState {
  private readonly settings: Values = {};

  constructor(readonly model: string) {}

  /** An attribute write: the plugin's writable properties among `values` are kept (others ignored, as a device would). */
  write(values: Values): void {
    const writable = WRITABLE.get(this.model);
    for (const [key, raw] of Object.entries(values ?? {})) {
      const p = writable?.get(key);
      const value = p ? coerce(p, raw) : null;
      if (value !== null) this.settings[key] = value;
    }
  }

  /** A command `{method, params}` of the plugin's services, applied as the property writes it stands for. */
  command(method: string, params: Values): void {
    const power = Math.abs(Number(params?.power));
    if (this.model === ENERGY_STORAGE_MODEL_ID) {
      if (method === 'start_charge' && Number.isFinite(power)) this.write({ pcs_mode: 1, pcs_power_setpoint: -power });
      if (method === 'start_discharge' && Number.isFinite(power)) this.write({ pcs_mode: 2, pcs_power_setpoint: power });
      if (method === 'standby') this.write({ pcs_mode: 0, pcs_power_setpoint: 0 });
      if (method === 'ac_control')
        this.write({
          ...(params?.switch !== undefined ? { ac_switch: params.switch } : {}),
          ...(params?.set_temp !== undefined ? { ac_set_temp: params.set_temp } : {}),
        });
    }
    if (this.model === ENV_SENSOR_MODEL_ID && method === 'set_interval') this.write({ report_interval: params?.interval });
  }

  /** What the device reports now: its generated readings shaped by, and overridden with, what it was told. */
  report(generated: Values): Values {
    const out = { ...generated, ...this.settings };
    if (this.model !== ENERGY_STORAGE_MODEL_ID) return out;
    if (this.settings.pcs_power_setpoint !== undefined || this.settings.pcs_mode !== undefined) {
      const mode = Number(out.pcs_mode);
      const setpoint = Number(out.pcs_power_setpoint ?? 0);
      // Charging draws power (negative), discharging delivers it, standby neither.
      const power = mode === 0 ? 0 : mode === 1 ? -Math.abs(setpoint) : mode === 2 ? Math.abs(setpoint) : setpoint;
      out.pcs_active_power = power;
      out.bms_current = Math.round((power / 0.768) * 10) / 10;
      out.bms_status = mode === 1 ? 1 : mode === 2 ? 2 : 0;
    }
    if (out.ac_switch === false) out.ac_outlet_temp = out.ac_return_temp;
    return out;
  }
}
