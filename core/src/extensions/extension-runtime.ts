import { Container } from 'inversify';
import type { ComponentType } from 'react';
import {
  scopeHooks,
  type AppHooks,
  type CatalogEntry,
  type HookName,
  type ScopedHooks,
  type ExtensionContext,
  type ExtensionDefinition,
  type TFunction,
  type ViewProps,
  type WidgetConfig,
  type WidgetDefinition,
  type WidgetRegistry,
} from '@tessera/sdk';
import { isInternalToken } from './extension-host-internal';
import type { ServiceLocator } from './service-locator';

/** Raised when an entry module provides something its manifest does not declare. */
export class UndeclaredContributionError extends Error {}

/** Raised when an extension asks for a core-internal service (`tessera.internal.*`). */
export class InternalServiceError extends Error {}

export interface RuntimeDeps {
  locator: ServiceLocator;
  widgets: WidgetRegistry;
  hooks: AppHooks;
  /** Hears every tap the extension adds or removes (the route service re-applies menu and route taps). */
  onHooksChanged?(hook: HookName): void;
  t: TFunction;
  /** The extension's own translator (its namespace). */
  extensionT: TFunction;
  /** A service another extension provides (its manifest's `provides.services`), or undefined when none does. */
  provided?<T>(token: symbol): T | undefined;
}

/**
 * What one active extension owns in the shell: its child container, registered views and widgets, and
 * disposers and hook taps. Enforces "the entry module may only provide what the manifest declares", and keeps
 * core-internal services out of its reach.
 */
export class ExtensionRuntime {
  readonly views = new Map<string, ComponentType<ViewProps>>();
  readonly container = new Container({ defaultScope: 'Singleton' });
  private readonly disposers: (() => void)[] = [];
  private readonly declaredViews: Set<string>;
  private readonly declaredWidgets: Set<string>;
  private readonly declaredServices: Set<string>;
  private readonly hooks: ScopedHooks;
  readonly context: ExtensionContext;

  constructor(
    private readonly entry: CatalogEntry,
    private readonly deps: RuntimeDeps,
  ) {
    const c = entry.manifest.contributes;
    this.declaredViews = new Set([...(c?.views ?? []), ...(c?.pages ?? [])].map((v) => v.id));
    this.declaredWidgets = new Set((c?.widgets ?? []).map((w) => w.type));
    this.declaredServices = new Set((entry.manifest.provides?.services ?? []).map((s) => s.token));
    this.hooks = scopeHooks(deps.hooks, entry.manifest.id, deps.onHooksChanged);
    // The frozen context's getters read the runtime's live state, so they need the instance itself.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const self = this;
    this.context = Object.freeze({
      extensionId: entry.manifest.id,
      get: <T>(token: symbol) => self.get<T>(token),
      registerView: (viewId: string, component: ComponentType<ViewProps>) => self.registerView(viewId, component),
      registerWidget: <C extends WidgetConfig>(def: WidgetDefinition<C>) => self.registerWidget(def),
      hooks: this.hooks.hooks,
      t: (key: string, options?: Record<string, unknown>) => deps.extensionT(key, options),
      onDispose: (fn: () => void) => void self.disposers.push(fn),
    });
  }

  get id(): string {
    return this.entry.manifest.id;
  }

  /** The extension's own services first, then the shell's, then those other extensions provide. */
  get<T>(token: symbol): T {
    if (isInternalToken(token)) {
      throw new InternalServiceError(this.deps.t('host.errors.internalService', { id: Symbol.keyFor(token), extension: this.id }));
    }
    if (this.container.isBound(token)) return this.container.get<T>(token);
    if (!this.deps.locator.isBound(token)) {
      const other = this.deps.provided?.<T>(token);
      if (other !== undefined) return other;
    }
    // Unbound everywhere: the locator throws the container's own "not bound" error.
    return this.deps.locator.get<T>(token);
  }

  /** Applies a definition's declarative parts: services, views, widgets (activate() comes after). */
  apply(def: ExtensionDefinition): void {
    for (const service of def.services ?? []) this.provideService(service.token, service.factory);
    for (const [viewId, component] of Object.entries(def.views ?? {})) this.registerView(viewId, component);
    for (const widget of def.widgets ?? []) this.registerWidget(widget);
  }

  registerView(viewId: string, component: ComponentType<ViewProps>): void {
    if (!this.declaredViews.has(viewId)) {
      throw new UndeclaredContributionError(this.deps.t('host.errors.undeclaredView', { id: viewId, extension: this.id }));
    }
    this.views.set(viewId, component);
  }

  registerWidget<C extends WidgetConfig>(def: WidgetDefinition<C>): void {
    if (!this.declaredWidgets.has(def.type)) {
      throw new UndeclaredContributionError(this.deps.t('host.errors.undeclaredWidget', { id: def.type, extension: this.id }));
    }
    this.deps.widgets.register(def, this.id);
  }

  private provideService(token: symbol, factory: (ctx: ExtensionContext) => unknown): void {
    const key = Symbol.keyFor(token);
    if (!key || !this.declaredServices.has(key)) {
      throw new UndeclaredContributionError(this.deps.t('host.errors.undeclaredService', { id: key ?? String(token.description), extension: this.id }));
    }
    this.container
      .bind(token)
      .toDynamicValue(() => factory(this.context))
      .inSingletonScope();
  }

  /** Runs disposers in reverse order, removes its taps, withdraws its widgets; errors are collected, not thrown. */
  dispose(): unknown[] {
    const errors: unknown[] = [];
    this.hooks.dispose();
    for (const fn of this.disposers.splice(0).reverse()) {
      try {
        fn();
      } catch (err) {
        errors.push(err);
      }
    }
    this.deps.widgets.removeOwner?.(this.id);
    this.views.clear();
    this.container.unbindAll();
    return errors;
  }
}
