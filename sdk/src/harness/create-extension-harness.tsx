import { BlueprintProvider } from '@blueprintjs/core';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ExtensionContext, ExtensionDefinition } from '../define-extension';
import type { ExtensionManifest } from '../manifest/manifest';
import { SdkContext, type SdkContextValue } from '../react/sdk-context';
import { AppHooks } from '../services/app-hooks';
import { createAppHooks } from '../services/create-app-hooks';
import { scopeHooks } from '../services/extension-hooks';
import type { ViewProps } from '../services/extension-host';
import { HttpClient } from '../services/http-client';
import { I18nService } from '../services/i18n-service';
import { Logger } from '../services/logger';
import { Notifier } from '../services/notifier';
import { OverlayHost } from '../services/overlay-host';
import { PermissionService } from '../services/permission-service';
import { Realtime } from '../services/realtime';
import { RouteService } from '../services/route-service';
import { SessionStore, type Language } from '../services/session-store';
import { ChartHost } from '../widgets/chart-host';
import { WidgetRegistry, type WidgetConfig, type WidgetDefinition } from '../widgets/widget';
import { WidgetHost } from '../widgets/widget-outlet';
import { FakeChartHost } from './fake-chart-host';
import { FakeHttpClient } from './fake-http-client';
import { FakeRealtime } from './fake-realtime';
import { FakeRouteService } from './fake-route-service';
import { FakePermissionService, FakeSessionStore } from './fake-session';
import { FakeWidgetHost } from './fake-widget-host';
import { FakeWidgetRegistry } from './fake-widget-registry';
import { createHarnessI18next, HarnessI18nService, type LocaleResources } from './harness-i18n';
import { RecordingLogger } from './recording-logger';
import { RecordingNotifier } from './recording-notifier';

export interface HarnessOptions {
  /** The extension's `extension.json`. When given, the entry may only register the views, pages, widgets and
   *  services it declares (as in the shell), and view paths default to the declared ones. */
  manifest?: ExtensionManifest;
  /** The extension's locale files by language, e.g. `{ ch: chJson, en: enJson }`. */
  locales?: LocaleResources;
  /** Extra core-namespace strings (`common.*` is built in), e.g. `{ en: { http: {...} } }`. */
  coreLocales?: LocaleResources;
  /** Interface language; `ch` (the shell's default) unless given. */
  language?: Language;
  /** Replaces or adds services by token: `{ [AuthService]: myFake }` or a Map. */
  services?: Record<symbol, unknown> | Map<symbol, unknown>;
  /** Permission codes the user holds (`useHasAuth`). */
  permissions?: string[];
  /** Initial session fields (a logged-in TENANT_ADMIN by default). */
  session?: Partial<FakeSessionStore>;
}

export interface ExtensionHarness {
  /** The context `activate` received. */
  ctx: ExtensionContext;
  http: FakeHttpClient;
  notifier: RecordingNotifier;
  session: FakeSessionStore;
  permissions: FakePermissionService;
  widgets: FakeWidgetRegistry;
  charts: FakeChartHost;
  routes: FakeRouteService;
  realtime: FakeRealtime;
  logger: RecordingLogger;
  i18n: HarnessI18nService;
  /** The real hooks object the extension's `ctx.hooks` taps: call a hook to see its taps run. */
  hooks: AppHooks;
  /** Renders a registered view (or page) inside the shell's providers. */
  renderView(viewId: string, props?: Partial<ViewProps>): RenderResult;
  /** Renders any element (a widget renderer, a dialog) inside the same providers. */
  render(ui: ReactElement, options?: { path?: string }): RenderResult;
  /** The component registered for a view id. */
  view(viewId: string): ComponentType<ViewProps>;
  /** Runs `deactivate` and the `onDispose` callbacks, and removes the extension's hook taps. */
  dispose(): Promise<void>;
}

function overrides(services: HarnessOptions['services']): Map<symbol, unknown> {
  if (!services) return new Map();
  if (services instanceof Map) return services;
  return new Map(Object.getOwnPropertySymbols(services).map((s) => [s, (services as Record<symbol, unknown>)[s]]));
}

/**
 * Activates an extension definition (the default export of its entry) against fake core services and returns
 * the fakes plus `renderView`. Asynchronous because `activate` may be.
 */
export async function createExtensionHarness(definition: ExtensionDefinition, options: HarnessOptions = {}): Promise<ExtensionHarness> {
  const manifest = options.manifest;
  const extensionId = manifest?.id ?? 'test.extension';
  const namespace = manifest?.i18n?.namespace ?? extensionId;
  const instance = createHarnessI18next({ namespace, locales: options.locales, coreResources: options.coreLocales, language: options.language ?? 'ch' });

  const notifier = new RecordingNotifier();
  const fakes = {
    http: new FakeHttpClient(notifier),
    notifier,
    session: new FakeSessionStore({ language: options.language ?? 'ch', ...options.session }),
    permissions: new FakePermissionService(options.permissions),
    widgets: new FakeWidgetRegistry(),
    charts: new FakeChartHost(),
    routes: new FakeRouteService(),
    realtime: new FakeRealtime(),
    logger: new RecordingLogger(),
    i18n: new HarnessI18nService(instance),
    hooks: createAppHooks(),
  };
  const taps = scopeHooks(fakes.hooks, extensionId);
  // OverlayHost content renders like `render(ui)` does (inside the harness providers); set once they exist below.
  let renderOverlay: (element: ReactElement) => () => void = () => () => {};
  const overlays: OverlayHost = { show: (element) => renderOverlay(element) };
  const services = new Map<symbol, unknown>([
    [OverlayHost, overlays],
    [HttpClient, fakes.http],
    [Notifier, fakes.notifier],
    [SessionStore, fakes.session],
    [PermissionService, fakes.permissions],
    [WidgetRegistry, fakes.widgets],
    [ChartHost, fakes.charts],
    [WidgetHost, new FakeWidgetHost(fakes.widgets)],
    [AppHooks, fakes.hooks],
    [RouteService, fakes.routes],
    [Realtime, fakes.realtime],
    [Logger, fakes.logger],
    [I18nService, fakes.i18n],
    ...overrides(options.services),
  ]);

  const declaredViews = manifest && [...(manifest.contributes?.views ?? []), ...(manifest.contributes?.pages ?? [])];
  const declaredWidgets = manifest && new Set((manifest.contributes?.widgets ?? []).map((w) => w.type));
  const declaredServices = manifest && new Set((manifest.provides?.services ?? []).map((s) => s.token));
  const views = new Map<string, ComponentType<ViewProps>>();
  const disposers: (() => void)[] = [];

  const get = <T,>(token: symbol): T => {
    if (!services.has(token)) {
      throw new Error(`createExtensionHarness: no service for ${String(token)}; pass one in options.services`);
    }
    return services.get(token) as T;
  };

  const ctx: ExtensionContext = {
    extensionId,
    get,
    registerView(viewId, component) {
      if (declaredViews && !declaredViews.some((v) => v.id === viewId)) {
        throw new Error(`${extensionId} registers view "${viewId}" that its manifest does not declare`);
      }
      views.set(viewId, component);
    },
    registerWidget<C extends WidgetConfig>(def: WidgetDefinition<C>) {
      if (declaredWidgets && !declaredWidgets.has(def.type)) {
        throw new Error(`${extensionId} registers widget "${def.type}" that its manifest does not declare`);
      }
      fakes.widgets.register(def, extensionId);
    },
    t: fakes.i18n.fixedT(namespace),
    hooks: taps.hooks,
    onDispose(fn) {
      disposers.push(fn);
    },
  };

  for (const service of definition.services ?? []) {
    const key = Symbol.keyFor(service.token) ?? String(service.token);
    if (declaredServices && !declaredServices.has(key)) {
      throw new Error(`${extensionId} provides service "${key}" that its manifest does not declare`);
    }
    services.set(service.token, service.factory(ctx));
  }
  for (const [viewId, component] of Object.entries(definition.views ?? {})) ctx.registerView(viewId, component);
  for (const widget of definition.widgets ?? []) ctx.registerWidget(widget);
  await definition.activate?.(ctx);

  const sdk: SdkContextValue = { get, namespace };
  const wrapperFor = (path: string) =>
    function HarnessWrapper({ children }: { children: ReactNode }) {
      return (
        <I18nextProvider i18n={instance}>
          <BlueprintProvider>
            <MemoryRouter initialEntries={[path]}>
              <SdkContext.Provider value={sdk}>
                <Suspense fallback={null}>{children}</Suspense>
              </SdkContext.Provider>
            </MemoryRouter>
          </BlueprintProvider>
        </I18nextProvider>
      );
    };

  renderOverlay = (element) => {
    const rendered = render(element, { wrapper: wrapperFor('/') });
    return () => rendered.unmount();
  };

  const view = (viewId: string) => {
    const component = views.get(viewId);
    if (!component) throw new Error(`${extensionId} registered no view "${viewId}" (registered: ${[...views.keys()].join(', ') || 'none'})`);
    return component;
  };

  return {
    ...fakes,
    ctx,
    view,
    renderView(viewId, props = {}) {
      const View = view(viewId);
      const declared = declaredViews?.find((v) => v.id === viewId);
      const declaredPath = declared && ('path' in declared ? declared.path : (declared.menu?.path ?? declared.viewPath));
      const path = props.path ?? declaredPath ?? '/';
      const query = props.query ?? {};
      const search = new URLSearchParams(query).toString();
      return render(<View path={path} query={query} />, { wrapper: wrapperFor(search ? `${path}?${search}` : path) });
    },
    render(ui, opts = {}) {
      return render(ui, { wrapper: wrapperFor(opts.path ?? '/') });
    },
    async dispose() {
      await definition.deactivate?.();
      disposers
        .splice(0)
        .reverse()
        .forEach((fn) => fn());
      taps.dispose();
    },
  };
}
