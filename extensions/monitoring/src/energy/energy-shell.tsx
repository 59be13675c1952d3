import { Callout } from '@blueprintjs/core';
import { HttpClient, LoadState, useLoad, useService, useT } from '@tessera/sdk';
import { useState, type ReactNode } from 'react';
import { monitoringApi, type TslProperty } from '../api/monitoring-api';
import { DevicePicker } from '../common/device-picker';
import { useLiveValues } from '../detail/use-live-values';
import { ENERGY_STORAGE_PLUGIN_ID, type EnergyView } from './energy-plugin';
import { flattenGroups } from './energy-values';

export interface EnergyContext {
  deviceId: string;
  /** Flat live values (`bms_soc`, `pack1_voltage`, `ac_switch`...). */
  values: Record<string, unknown>;
  props: Map<string, TslProperty>;
}

export interface EnergyShellProps {
  view: EnergyView;
  initialDeviceId?: string;
  children(ctx: EnergyContext): ReactNode;
}

/** Device choice, the plugin's titles and units, and live values for the bms, pcs, pack and control views. */
export function EnergyShell({ view, initialDeviceId, children }: EnergyShellProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [deviceId, setDeviceId] = useState(initialDeviceId ?? '');
  const grouped = useLoad(() => (deviceId ? monitoringApi.grouped(http, deviceId) : Promise.resolve(null)), [http, deviceId]);
  const plugin = useLoad(() => (deviceId ? monitoringApi.plugin(http, deviceId).catch(() => null) : Promise.resolve(null)), [http, deviceId]);
  const live = useLiveValues(deviceId, grouped.data ? flattenGroups(grouped.data) : undefined);
  const props = new Map((plugin.data?.tsl?.properties ?? []).map((p) => [p.name, p]));
  return (
    <section aria-label={t(`monitoring.${view}Title`)} data-testid={`${view}-view`}>
      <div style={{ marginBottom: 12 }}>
        <DevicePicker value={deviceId} onChange={setDeviceId} pluginId={ENERGY_STORAGE_PLUGIN_ID} testId={`${view}-device`} />
      </div>
      {!deviceId ? (
        <Callout icon="info-sign">{t('monitoring.chooseDevice')}</Callout>
      ) : (
        <LoadState loading={grouped.loading} error={grouped.error} empty={!grouped.data} onRetry={() => void grouped.reload()} testId={view}>
          {children({ deviceId, values: live.values, props })}
        </LoadState>
      )}
    </section>
  );
}
