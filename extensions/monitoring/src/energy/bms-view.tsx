import type { ViewProps } from '@tessera/sdk';
import { EnergyShell } from './energy-shell';
import { ValueGrid } from './value-grid';

/** BMS of the energy-storage cabinet: SOC, SOH, voltages, currents, cell extremes. */
export function BmsView({ query }: ViewProps) {
  return (
    <EnergyShell view="bms" initialDeviceId={query.device_id}>
      {(c) => <ValueGrid values={c.values} props={c.props} prefixes={['bms_']} testId="bms-values" />}
    </EnergyShell>
  );
}
