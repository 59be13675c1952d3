import '../reflect-metadata-lite';
import { ContainerModule } from 'inversify';
import { AppHooks, createAppHooks, AuthService, HttpClient, I18nService, Logger, Notifier, OverlayHost, PermissionService, SessionStore } from '@tessera/sdk';
import { AuthServiceImpl } from './auth-service-impl';
import { HttpClientImpl } from './http-client-impl';
import { I18nServiceImpl } from './i18n-service-impl';
import { LoggerImpl } from './logger-impl';
import { NotifierImpl } from './notifier-impl';
import { OverlayHostImpl } from './overlay-host-impl';
import { PermissionServiceImpl } from './permission-service-impl';
import { SessionStoreImpl } from './session-store-impl';

/**
 * The core services of docs/ARCHITECTURE.md, 'Dependency injection', each a singleton on its SDK token. `AuthService`
 * needs a `RouteService` binding, which the extension-host module provides.
 */
export const servicesModule = new ContainerModule(({ bind }) => {
  bind<Logger>(Logger)
    .toDynamicValue(() => new LoggerImpl())
    .inSingletonScope();
  bind<AppHooks>(AppHooks)
    .toDynamicValue(() => createAppHooks())
    .inSingletonScope();
  bind<SessionStore>(SessionStore).to(SessionStoreImpl).inSingletonScope();
  bind<I18nService>(I18nService).to(I18nServiceImpl).inSingletonScope();
  bind<Notifier>(Notifier).to(NotifierImpl).inSingletonScope();
  bind<OverlayHost>(OverlayHost).to(OverlayHostImpl).inSingletonScope();
  bind<HttpClient>(HttpClient).to(HttpClientImpl).inSingletonScope();
  bind<PermissionService>(PermissionService).to(PermissionServiceImpl).inSingletonScope();
  bind<AuthService>(AuthService).to(AuthServiceImpl).inSingletonScope();
});
