import { HIDDEN_KEYS } from '../api/monitoring-api';

/** How many values a row shows beside the state (the rest are on the detail page). */
export const KEY_VALUES_SHOWN = 3;

/**
 * The few values a row shows, the same on every load: the plugin's first properties that have a value (in the
 * plugin's order), then other reported keys alphabetically — never the order values happened to arrive in.
 */
export function keyValues(values: Record<string, unknown>, pluginOrder: string[] = [], n = KEY_VALUES_SHOWN): [string, unknown][] {
  const shown = (k: string) => !HIDDEN_KEYS.has(k) && values[k] !== undefined;
  const described = new Set(pluginOrder);
  const keys = [
    ...pluginOrder.filter(shown),
    ...Object.keys(values)
      .filter((k) => shown(k) && !described.has(k))
      .sort(),
  ];
  return keys.slice(0, n).map((k) => [k, values[k]]);
}
