/**
 * `@tessera/sdk/harness`: mount an extension in component tests with fake core services. Tests only: the build
 * preset refuses this import in extension code. See sdk/README.md "Testing".
 */
export { createExtensionHarness, type ExtensionHarness, type HarnessOptions } from './create-extension-harness';
export { FakeHttpClient, envelope, type FakeRoute, type RecordedCall } from './fake-http-client';
export { RecordingNotifier, type NotifierRecord } from './recording-notifier';
export { FakeSessionStore, FakePermissionService } from './fake-session';
export { FakeWidgetRegistry } from './fake-widget-registry';
export { FakeChartHost } from './fake-chart-host';
export { FakeRouteService, type NavigationTarget } from './fake-route-service';
export { FakeRealtime } from './fake-realtime';
export { RecordingLogger, type LogLine } from './recording-logger';
export { createHarnessI18next, HarnessI18nService, type LocaleResources } from './harness-i18n';
export { CORE_COMMON, CORE_WIDGETS } from './core-common';
