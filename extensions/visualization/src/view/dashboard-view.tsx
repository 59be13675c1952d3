import { Button, HTMLSelect } from '@blueprintjs/core';
import { HttpClient, RouteService, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useMemo, useRef, useState } from 'react';
import { dashboardApi } from '../api/dashboard-api';
import { useValueSource } from '../live/use-value-source';
import { screenTarget } from '../navigation';
import { rebind, TIME_RANGES, type TimeRange } from '../model/layout';
import { DashboardLive } from './dashboard-live';
import { usePreloadWidgets } from '../live/use-preload-widgets';

/** View mode: the dashboard live, a device and a time range for this viewing, full screen (kiosk) for a wall screen. */
export function DashboardView({ query }: ViewProps) {
  const { t } = useT();
  usePreloadWidgets();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  const canEdit = useHasAuth('visual:edit');
  const id = query.id ?? '';
  const loaded = useLoad(() => dashboardApi.detail(http, id), [http, id]);
  const [range, setRange] = useState<TimeRange | null>(null);
  // The dashboard variable: one device for every widget tile ('' = the devices as designed).
  const [device, setDevice] = useState('');
  const devices = useLoad(() => dashboardApi.devices(http), [http]);
  const names = useMemo(() => Object.fromEntries((devices.data ?? []).map((x) => [x.id, x.name])), [devices.data]);
  const screen = useRef<HTMLDivElement>(null);
  const source = useValueSource();
  const d = loaded.data;
  if (!d) return null;
  const layout = rebind(range ? { ...d.json_data, time_range: range } : d.json_data, device);
  return (
    <section data-testid="dashboard-view" aria-label={d.dashboard_name}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Button icon="arrow-left" variant="minimal" aria-label={t('common.back')} onClick={() => void routes.navigate(screenTarget())} />
        <h3 style={{ margin: 0, flex: 1 }}>{d.dashboard_name}</h3>
        <HTMLSelect
          aria-label={t('visualization.deviceVariable')}
          data-testid="view-device"
          value={device}
          onChange={(e) => setDevice(e.currentTarget.value)}
          options={[{ value: '', label: t('visualization.asDesigned') }, ...(devices.data ?? []).map((x) => ({ value: x.id, label: x.name }))]}
        />
        <HTMLSelect
          aria-label={t('visualization.timeRange')}
          value={layout.time_range}
          onChange={(e) => setRange(e.currentTarget.value as TimeRange)}
          options={TIME_RANGES.map((r) => ({ value: r, label: t(`visualization.ranges.${r}`) }))}
        />
        {canEdit && <Button icon="edit" text={t('common.edit')} data-testid="view-edit" onClick={() => void routes.navigate(screenTarget(id, 'edit'))} />}
        <Button
          icon="fullscreen"
          text={t('visualization.fullScreen')}
          data-testid="view-fullscreen"
          onClick={() => void screen.current?.requestFullscreen?.()}
        />
      </div>
      {/* Full screen shows only the grid: the kiosk view for a wall screen (Esc leaves). */}
      <div ref={screen} style={{ background: 'var(--tessera-page-bg, inherit)', overflow: 'auto' }}>
        <DashboardLive layout={layout} source={source} names={names} />
      </div>
    </section>
  );
}
