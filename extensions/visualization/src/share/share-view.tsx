import { NonIdealState } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect } from 'react';
import { dashboardApi } from '../api/dashboard-api';
import { useValueSource } from '../live/use-value-source';
import { SHARE_POLL_MS } from '../live/value-source';
import { DashboardLive } from '../view/dashboard-live';

/** The public share page (`/share?token=…`, no login): the dashboard read-only, its values polled through the link. */
export function ShareView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const token = query.token ?? '';
  const loaded = useLoad(() => dashboardApi.shared(http, token), [http, token]);
  const source = useValueSource(token);
  const { reload } = loaded;
  // Asked again on every poll: a revoked link stops showing the dashboard at once.
  useEffect(() => {
    const timer = setInterval(() => void reload(), SHARE_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  if (loaded.error) return <NonIdealState icon="disable" title={t('visualization.shareRefused')} description={loaded.error} />;
  if (!loaded.data) return null;
  return (
    <section data-testid="dashboard-share" aria-label={loaded.data.dashboard_name} style={{ padding: 12 }}>
      <h3 style={{ marginTop: 0 }}>{loaded.data.dashboard_name}</h3>
      <DashboardLive layout={loaded.data.json_data} source={source} />
    </section>
  );
}
