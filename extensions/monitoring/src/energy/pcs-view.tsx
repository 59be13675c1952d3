import type { ViewProps } from '@tessera/sdk';
import { EnergyShell } from './energy-shell';
import { ValueGrid } from './value-grid';

/** PCS of the energy-storage cabinet: power, grid voltage and frequency, mode, energy totals. */
export function PcsView({ query }: ViewProps) {
  return (
    <EnergyShell view="pcs" initialDeviceId={query.device_id}>
      {(c) => <ValueGrid values={c.values} props={c.props} prefixes={['pcs_', 'charge_', 'discharge_']} testId="pcs-values" />}
    </EnergyShell>
  );
}
