import type { Container } from 'inversify';
import { ExtensionHost, Logger, RouteService, ViewRegistry } from '@tessera/sdk';
import { HOME_PATH, HOME_VIEW_PATH } from '../router/fixed-routes';

/** The view path the address names (hash routing), if a route of the signed-in shell serves it. */
export function landingViewPath(routes: RouteService, hash: string): string | undefined {
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  if (pathname === HOME_PATH || pathname === '/') return HOME_VIEW_PATH;
  // Menu routes are plain paths (parameters travel in the query), so an exact match is the router's match too.
  return routes.byPath(pathname)?.viewPath;
}

/**
 * Starts activating the extension of the page the console opens on, as soon as the catalog and the menu are there:
 * its files load while React renders the shell, instead of after (the routed view would only ask once mounted, and
 * gets this same in-flight activation). A failure is left for the route to show.
 */
export function activateLandingView(container: Container, hash: string = window.location.hash): void {
  const viewPath = landingViewPath(container.get<RouteService>(RouteService), hash);
  const provider = viewPath ? container.get<ViewRegistry>(ViewRegistry).resolve(viewPath) : undefined;
  if (!provider) return;
  container
    .get<ExtensionHost>(ExtensionHost)
    .activate(provider.extensionId)
    .catch((err: unknown) => container.get<Logger>(Logger).child('boot').debug(`landing view ${viewPath} not activated early`, err));
}
