import type { PluginItem } from '../api/monitoring-api';

/** The seeded energy-storage cabinet plugin (server/src/modules/devices/device-model-seed.ts). */
export const ENERGY_STORAGE_PLUGIN_ID = '00000000-0000-4000-8000-00000000e002';

export const ENERGY_VIEWS = ['bms', 'pcs', 'pack', 'control'] as const;
export type EnergyView = (typeof ENERGY_VIEWS)[number];

/** True for a device of the energy-storage plugin (by id, or a plugin that reports BMS and PCS keys). */
export function isEnergyStorage(pluginId: string | undefined, plugin: PluginItem | null | undefined): boolean {
  if (pluginId === ENERGY_STORAGE_PLUGIN_ID || plugin?.id === ENERGY_STORAGE_PLUGIN_ID) return true;
  const names = plugin?.tsl?.properties?.map((p) => p.name) ?? [];
  return names.some((n) => n.startsWith('bms_')) && names.some((n) => n.startsWith('pcs_'));
}
