import { NonIdealState } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useMemo } from 'react';
import { dashboardApi } from '../api/dashboard-api';
import { ShareSocket } from '../api/share-socket';
import { shareSource } from '../live/value-source';
import { DashboardLive } from '../view/dashboard-live';
import { usePreloadWidgets } from '../live/use-preload-widgets';

/**
 * The public share page (`/share?token=…`, no login): the dashboard read-only, live over the realtime socket the
 * link authenticates. When the server closes that socket (link revoked or replaced, a device removed from the
 * dashboard) the dashboard is asked for again: a refused link shows the refusal, a changed one reconnects.
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
  if (loaded.error) return <NonIdealState icon="disable" title={t('visualization.shareRefused')} description={loaded.error} />;
  if (!data) return null;
  return (
    <section data-testid="dashboard-share" aria-label={data.dashboard_name} style={{ padding: 12 }}>
      <h3 style={{ marginTop: 0 }}>{data.dashboard_name}</h3>
      <DashboardLive layout={data.json_data} source={source} names={data.device_names} />
    </section>
  );
}
