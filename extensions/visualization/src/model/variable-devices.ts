import type { DeviceOption } from '../api/dashboard-api';
import type { Variable } from './layout';

/** The devices a variable's picker offers: the tenant's, narrowed by its plugin and group filter. */
export function devicesFor(variable: Variable, devices: readonly DeviceOption[]): DeviceOption[] {
  const f = variable.filter;
  return devices.filter((d) => (!f?.plugin_id || d.plugin_id === f.plugin_id) && (!f?.business_id || d.business_id === f.business_id));
}
