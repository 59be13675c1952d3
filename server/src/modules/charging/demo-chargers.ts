/**
 * TESSERA_DEMO charging: two charging sites of the demo tenant, each with a charge rule, prices, a setting and two
 * simulated chargers, so orders accrue while the demo runs. A charger's telemetry is a pure function of time
 * (a 6-minute cycle: 4 min charging, 30 s full, 90 s idle), so its meter stays consistent across restarts.
 */
export { seedChargingDemo } from './demo-store';

const CYCLE_MS = 360_000;
const CHARGING_MS = 240_000;
const FULL_MS = 270_000;

/** A demo charger's message at `t`: the gun state of its cycle and a meter that only grows. */
export function chargerValues(t: number, seed: number): Record<string, unknown> {
  const power = 7 + (seed % 4) * 7; // 7, 14, 21 or 28 kW
  const shifted = t + seed * 47_000;
  const cycles = Math.floor(shifted / CYCLE_MS);
  const phase = shifted % CYCLE_MS;
  const perCycleKwh = (power * CHARGING_MS) / 3_600_000;
  const kwh = (cycles % 1_000_000) * perCycleKwh + (Math.min(phase, CHARGING_MS) * power) / 3_600_000;
  const gun_state = phase < CHARGING_MS ? 'charging' : phase < FULL_MS ? 'full' : 'idle';
  return { gun_state, energy_kwh: Math.round(kwh * 1000) / 1000, power_kw: gun_state === 'charging' ? power : 0 };
}
