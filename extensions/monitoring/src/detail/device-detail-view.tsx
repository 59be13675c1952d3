import { Button, Callout, Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, LoadState, RouteService, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import { ENERGY_VIEWS, isEnergyStorage } from '../energy/energy-plugin';
import { monitoringApi } from '../api/monitoring-api';
import { DevicePicker } from '../common/device-picker';
import { HistoryPanel } from '../history/history-panel';
import { CommandsPanel } from './commands-panel';
import { CommandHistoryTable, DeviceLogTable, EventHistoryTable } from './history-tables';
import { DeviceAlarmsTable } from './device-alarms-table';
import { chartsOf, PluginCharts } from './plugin-charts';
import { PropertiesPanel } from './properties-panel';
import { lastPushMs, useLiveValues } from './use-live-values';

/** Device detail (the spec's monitoring): live properties, the plugin's charts, history, commands, events and logs. */
export function DeviceDetailView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  const [deviceId, setDeviceId] = useState(query.device_id ?? '');
  const device = useLoad(() => (deviceId ? monitoringApi.device(http, deviceId) : Promise.resolve(null)), [http, deviceId]);
  const plugin = useLoad(() => (deviceId ? monitoringApi.plugin(http, deviceId).catch(() => null) : Promise.resolve(null)), [http, deviceId]);
  const properties = plugin.data?.tsl?.properties ?? [];
  const charts = useMemo(() => chartsOf(plugin.data?.chart_data), [plugin.data]);
  const current = useLoad(() => (deviceId ? monitoringApi.current(http, deviceId) : Promise.resolve({})), [http, deviceId]);
  const live = useLiveValues(deviceId, current.data);
  const [tab, setTab] = useState('properties');

  if (!deviceId) {
    return (
      <section data-testid="detail-view">
        <DevicePicker value="" onChange={setDeviceId} testId="detail-device" />
        <Callout icon="info-sign" style={{ marginTop: 12 }}>
          {t('monitoring.chooseDevice')}
        </Callout>
      </section>
    );
  }

  const d = device.data as (Record<string, unknown> & { name?: string; online?: string; plugin_name?: string; latest_ts?: number }) | null;
  const online = String(live.values.SYS_ONLINE ?? d?.online ?? '0') === '1';
  return (
    <section aria-label={t('monitoring.detailTitle')} data-testid="detail-view">
      <LoadState loading={device.loading} error={device.error} empty={!d} onRetry={() => void device.reload()} testId="detail">
        <Card style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
          <strong data-testid="detail-name">{d?.name}</strong>
          <Tag minimal intent={online ? 'success' : 'none'} data-testid="detail-state">
            {t(online ? 'monitoring.online' : 'monitoring.offline')}
          </Tag>
          <span>
            {t('monitoring.plugin')}: {String(d?.plugin_name ?? plugin.data?.model_name ?? '')}
          </span>
          <span>
            {t('monitoring.firmware')}: <span data-testid="detail-firmware">{String(d?.current_version || '-')}</span>
          </span>
          <span>
            {t('monitoring.lastPush')}: <span data-testid="detail-last-push">{formatDateTime(lastPushMs(d?.latest_ts, live.stamps))}</span>
          </span>
          <span style={{ flex: 1 }} />
          {isEnergyStorage(d?.type as string | undefined, plugin.data) &&
            ENERGY_VIEWS.map((v) => (
              <Button
                key={v}
                text={t(`monitoring.${v}Title`)}
                data-testid={`detail-open-${v}`}
                onClick={() => void routes.navigate({ name: `monitoring${v[0].toUpperCase()}${v.slice(1)}`, query: { device_id: deviceId } })}
              />
            ))}
        </Card>
        <Tabs id="device-detail-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
          <Tab id="properties" title={t('monitoring.properties')} panel={<PropertiesPanel deviceId={deviceId} properties={properties} />} />
          {charts.length > 0 && (
            <Tab
              id="charts"
              title={t('monitoring.charts')}
              panel={<PluginCharts deviceId={deviceId} charts={charts} values={live.values} stamps={live.stamps} properties={properties} />}
            />
          )}
          <Tab
            id="history"
            title={t('monitoring.history')}
            panel={
              <HistoryPanel
                deviceId={deviceId}
                properties={
                  properties.length
                    ? properties
                    : Object.keys(live.values)
                        .filter((k) => k !== 'systime' && k !== 'SYS_ONLINE')
                        .map((name) => ({ name }))
                }
              />
            }
          />
          <Tab id="commands" title={t('monitoring.commands')} panel={<CommandsPanel deviceId={deviceId} />} />
          <Tab id="events" title={t('monitoring.events')} panel={<EventHistoryTable deviceId={deviceId} />} />
          <Tab id="commandHistory" title={t('monitoring.commandHistory')} panel={<CommandHistoryTable deviceId={deviceId} />} />
          <Tab id="log" title={t('monitoring.deviceLog')} panel={<DeviceLogTable deviceId={deviceId} />} />
          <Tab id="alarms" title={t('monitoring.alarms')} panel={<DeviceAlarmsTable deviceId={deviceId} />} />
        </Tabs>
      </LoadState>
    </section>
  );
}
