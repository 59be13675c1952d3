import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AppHooks, AuthService, HttpClient, I18nService, Logger, Notifier, PermissionService, RouteService, SessionStore } from '@tessera/sdk';
import { servicesModule } from '../../../core/src/services/services-module';
import { AuthServiceImpl } from '../../../core/src/services/auth-service-impl';
import { HttpClientImpl } from '../../../core/src/services/http-client-impl';
import { I18nServiceImpl } from '../../../core/src/services/i18n-service-impl';
import { LoggerImpl } from '../../../core/src/services/logger-impl';
import { NotifierImpl } from '../../../core/src/services/notifier-impl';
import { PermissionServiceImpl } from '../../../core/src/services/permission-service-impl';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';
import { fakeRouteService } from './support/fakes';

describe('servicesModule', () => {
  const cases: [symbol, new (...args: never[]) => unknown][] = [
    [SessionStore, SessionStoreImpl],
    [I18nService, I18nServiceImpl],
    [Notifier, NotifierImpl],
    [HttpClient, HttpClientImpl],
    [PermissionService, PermissionServiceImpl],
    [AuthService, AuthServiceImpl],
    [Logger, LoggerImpl],
  ];

  // Explicit @inject on every argument: resolution must work without decorator metadata (esbuild emits none).
  it.each(cases)('binds %s to its Impl as a singleton', (token, Impl) => {
    const container = new Container();
    container.load(servicesModule);
    container.bind(RouteService).toConstantValue(fakeRouteService());
    const a = container.get(token);
    expect(a).toBeInstanceOf(Impl);
    expect(container.get(token)).toBe(a);
  });

  it('binds one frozen AppHooks per container, shared by the services', () => {
    const c1 = new Container();
    c1.load(servicesModule);
    const c2 = new Container();
    c2.load(servicesModule);
    const hooks = c1.get<AppHooks>(AppHooks);
    expect(Object.isFrozen(hooks)).toBe(true);
    expect(c1.get(AppHooks)).toBe(hooks);
    expect(c2.get(AppHooks)).not.toBe(hooks);
  });

  it('services share the one session store', () => {
    const c = new Container();
    c.load(servicesModule);
    const session = c.get<SessionStore>(SessionStore);
    session.setPermissions({ menu_tree: [], page_tree: [], other_list: ['x:y'] });
    expect(c.get<PermissionService>(PermissionService).hasAuth('x:y')).toBe(true);
    session.clear();
  });
});
