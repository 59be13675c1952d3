/**
 * Every core service token in one place. A token is `Symbol.for('tessera.core.<Name>')`, declared beside the
 * interface of the same name, so a market bundle built elsewhere resolves the very same symbol as the shell.
 */
export { HttpClient } from './services/http-client';
export { SessionStore } from './services/session-store';
export { AuthService } from './services/auth-service';
export { PermissionService } from './services/permission-service';
export { ViewRegistry } from './services/view-registry';
export { RouteService } from './services/route-service';
export { ExtensionHost } from './services/extension-host';
export { WidgetRegistry } from './widgets/widget';
export { I18nService } from './services/i18n-service';
export { Notifier } from './services/notifier';
export { OverlayHost } from './services/overlay-host';
export { Logger } from './services/logger';
export { AppHooks } from './services/app-hooks';
export { Realtime } from './services/realtime';
export { ChartHost } from './widgets/chart-host';
export { WidgetHost } from './widgets/widget-outlet';
