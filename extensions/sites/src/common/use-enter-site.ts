import { RouteService, SessionStore, useService } from '@tessera/sdk';

/**
 * Choosing a site: the session keeps its id (the http client then sends it as X-Site-ID on every call) and the
 * console goes home, now scoped to that site.
 */
export function useEnterSite() {
  const session = useService<SessionStore>(SessionStore);
  const routes = useService<RouteService>(RouteService);
  return async (site: { id: string; auth_site_id?: string; name?: string }) => {
    session.setAuthSiteId(site.auth_site_id || site.id);
    session.setOwnerSite({ id: site.id, name: site.name });
    await routes.navigate({ name: 'home' });
  };
}
