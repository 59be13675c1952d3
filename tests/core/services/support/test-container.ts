import 'reflect-metadata';
import { Container } from 'inversify';
import { HttpClient, Notifier, RouteService, SessionStore } from '@tessera/sdk';
import { servicesModule } from '../../../../core/src/services/services-module';
import type { HttpClientImpl } from '../../../../core/src/services/http-client-impl';
import { fakeNotifier, fakeRouteService } from './fakes';

/**
 * The real services module in a fresh container, with the two things a test wants to observe replaced: the
 * notifier (what would be toasted) and the route service (the extension host's, not ours).
 */
export function createTestContainer(opts: { baseURL?: string; navigate?: boolean | (() => Promise<boolean>) } = {}) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(servicesModule);
  const notifier = fakeNotifier();
  const routes = fakeRouteService(opts.navigate ?? true);
  container.rebind(Notifier).toConstantValue(notifier);
  container.bind(RouteService).toConstantValue(routes);
  const http = container.get<HttpClientImpl>(HttpClient);
  if (opts.baseURL) http.axios.defaults.baseURL = opts.baseURL;
  return { container, notifier, routes, http, session: container.get<SessionStore>(SessionStore) };
}
