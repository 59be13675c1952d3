import { Button, HTMLSelect } from '@blueprintjs/core';
import { HttpClient, RouteService, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dashboardApi } from '../api/dashboard-api';
import { useValueSource } from '../live/use-value-source';
import { screenTarget } from '../navigation';
import { bindVariables, TIME_RANGES, variableParam, variableValues, type TimeRange, type VariableValues } from '../model/layout';
import { devicesFor } from '../model/variable-devices';
import { DashboardLive } from './dashboard-live';
import { usePreloadWidgets } from '../live/use-preload-widgets';
import { VariablePickers } from './variable-pickers';

/**
 * View mode: the dashboard live, its variables' device pickers (preset by `?var-<name>=` in the address, which follows
 * each pick so the address can be bookmarked or put on a wall screen), a time range for this viewing, full screen.
 */
export function DashboardView({ query }: ViewProps) {
  const { t } = useT();
  usePreloadWidgets();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  const canEdit = useHasAuth('visual:edit');
  const id = query.id ?? '';
  const loaded = useLoad(() => dashboardApi.detail(http, id, true), [http, id]);
  const [range, setRange] = useState<TimeRange | null>(null);
  // Picks made here; the address's `var-*` values and the defaults fill the rest.
  const [picked, setPicked] = useState<VariableValues>({});
  const queryKey = JSON.stringify(query);
  useEffect(() => setPicked((p) => (Object.keys(p).length ? {} : p)), [queryKey]);
  const devices = useLoad(() => dashboardApi.devices(http), [http]);
  const names = useMemo(() => Object.fromEntries((devices.data ?? []).map((x) => [x.id, x.name])), [devices.data]);
  const screen = useRef<HTMLDivElement>(null);
  const source = useValueSource();
  const d = loaded.data;
  // Keyed by the query's content: tiles keep their props (and skip re-rendering) when the shell re-renders the view.
  const values = useMemo(() => ({ ...(d ? variableValues(d.json_data, query) : {}), ...picked }), [d, queryKey, picked]); // eslint-disable-line react-hooks/exhaustive-deps
  const layout = useMemo(() => (d ? bindVariables(range ? { ...d.json_data, time_range: range } : d.json_data, values) : null), [d, range, values]);
  if (!d || !layout) return null;
  const pick = (name: string, deviceId: string) => {
    setPicked((p) => ({ ...p, [name]: deviceId }));
    const vars = Object.fromEntries(Object.entries({ ...values, [name]: deviceId }).map(([k, v]) => [variableParam(k), v]));
    void routes.navigate({ name: screenTarget().name, query: { ...query, ...vars, id, mode: 'view' } });
  };
  return (
    <section data-testid="dashboard-view" aria-label={d.dashboard_name}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Button icon="arrow-left" variant="minimal" aria-label={t('common.back')} onClick={() => void routes.navigate(screenTarget())} />
        <h3 style={{ margin: 0, flex: 1 }}>{d.dashboard_name}</h3>
        <VariablePickers variables={d.json_data.variables ?? []} values={values} optionsOf={(v) => devicesFor(v, devices.data ?? [])} onPick={pick} />
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
        <DashboardLive layout={layout} source={source} names={names} initial={d.current} />
      </div>
    </section>
  );
}
