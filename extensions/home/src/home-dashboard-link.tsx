import { Callout } from '@blueprintjs/core';
import { HttpClient, RouteService, useLoad, useService, useT } from '@tessera/sdk';

/** The tenant's home dashboard (set in Visualization), as a link; nothing when none is set or the caller has no tenant. */
export function HomeDashboardLink() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  const home = useLoad(() => http.call<{ id: string; dashboard_name?: string }>('/tp_dashboard/home', {}, { silent: true }), [http]);
  const board = home.data;
  if (!board?.id || !routes.byName('visualization')) return null;
  return (
    <Callout icon="dashboard" intent="primary" data-testid="home-dashboard">
      {t('homeDashboard')}{' '}
      <a
        href="#"
        data-testid="home-dashboard-link"
        onClick={(e) => {
          e.preventDefault();
          void routes.navigate({ name: 'visualization', query: { id: board.id, mode: 'view' } });
        }}
      >
        {board.dashboard_name}
      </a>
    </Callout>
  );
}
