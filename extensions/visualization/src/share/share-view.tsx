import { NonIdealState } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useMemo, useState } from 'react';
import { dashboardApi } from '../api/dashboard-api';
import { ShareSocket } from '../api/share-socket';
import { shareSource } from '../live/value-source';
import { DashboardLive } from '../view/dashboard-live';
import { usePreloadWidgets } from '../live/use-preload-widgets';
import { bindVariables, namedDevicesOf, variableParam, variableValues, type VariableValues } from '../model/layout';
import { VariablePickers } from '../view/variable-pickers';

/** Keeps a pick in the page's address (`#/share?token=…&var-x=…`) without a navigation, so the link can be passed on. */
function rememberInAddress(name: string, deviceId: string): void {
  const [path, search = ''] = globalThis.location.hash.split('?');
  const params = new URLSearchParams(search);
  params.set(variableParam(name), deviceId);
  globalThis.history.replaceState(globalThis.history.state, '', `${path}?${params}`);
}

/**
 * The public share page (`/share?token=…`, no login): the dashboard read-only, live over the realtime socket the
 * link authenticates. When the server closes that socket (link revoked or replaced, a device removed from the
 * dashboard) the dashboard is asked for again: a refused link shows the refusal, a changed one reconnects.
 * Variables offer only the devices the dashboard names (the link reads nothing else); `?var-<name>=` presets them.
 */
export function ShareView({ query }: ViewProps) {
  const { t } = useT();
  usePreloadWidgets();
  const http = useService<HttpClient>(HttpClient);
  const token = query.token ?? '';
  const loaded = useLoad(() => dashboardApi.shared(http, token), [http, token]);
  const { reload, data } = loaded;
  // A new socket for each successful read of the dashboard (its device set may have changed).
  const socket = useMemo(() => new ShareSocket(token, () => void reload()), [token, reload, data]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => socket.dispose(), [socket]);
  const source = useMemo(() => shareSource(http, token, socket), [http, token, socket]);
  const [picked, setPicked] = useState<VariableValues>({});
  const allowed = useMemo(() => new Set(data ? namedDevicesOf(data.json_data) : []), [data]);
  const values = useMemo(() => ({ ...(data ? variableValues(data.json_data, query, allowed) : {}), ...picked }), [data, query, allowed, picked]);
  const layout = useMemo(() => data && bindVariables(data.json_data, values), [data, values]);
  if (loaded.error) return <NonIdealState icon="disable" title={t('visualization.shareRefused')} description={loaded.error} />;
  if (!data || !layout) return null;
  const pick = (name: string, deviceId: string) => {
    setPicked((p) => ({ ...p, [name]: deviceId }));
    rememberInAddress(name, deviceId);
  };
  return (
    <section data-testid="dashboard-share" aria-label={data.dashboard_name} style={{ padding: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <h3 style={{ margin: 0, flex: 1 }}>{data.dashboard_name}</h3>
        <VariablePickers
          variables={data.json_data.variables ?? []}
          values={values}
          optionsOf={() => [...allowed].map((id) => ({ id, name: data.device_names[id] ?? id }))}
          onPick={pick}
        />
      </div>
      <DashboardLive layout={layout} source={source} names={data.device_names} initial={data.current} />
    </section>
  );
}
