import type { ComponentType } from 'react';
import type { ExtensionHooks } from './services/extension-hooks';
import type { ViewProps } from './services/extension-host';
import type { WidgetConfig, WidgetDefinition } from './widgets/widget';

/** Resolves a core service by its token (only the tokens of this SDK). */
export type ServiceResolver = <T>(token: symbol) => T;

/** What `activate` receives: the extension's own view of the shell. */
export interface ExtensionContext {
  readonly extensionId: string;
  /** Resolves a core or extension-provided service. */
  get<T>(token: symbol): T;
  /** Registers the component of a view declared in the manifest. */
  registerView(viewId: string, component: ComponentType<ViewProps>): void;
  /** Registers a widget type declared in the manifest. */
  registerWidget<C extends WidgetConfig>(def: WidgetDefinition<C>): void;
  /** Translator bound to the extension's namespace. */
  t(key: string, options?: Record<string, unknown>): string;
  /** The lifecycle hooks, tapped under the extension's id; every tap is removed when the extension is disposed. */
  readonly hooks: ExtensionHooks;
  /** Called when the extension is disposed (uninstalled, or re-activated after a failure). */
  onDispose(fn: () => void): void;
}

/**
 * A service the extension provides: a token of its own (declared in the manifest's `provides.services` by its
 * `Symbol.for` key) and a factory. Other extensions resolve it by the same `Symbol.for` key (`useService`,
 * `useOptionalService`, `ctx.get`). Until the providing extension is active they get a stand-in whose method calls
 * activate it first, so a provided service is a set of methods that return promises.
 */
export interface ServiceDefinition<T = unknown> {
  token: symbol;
  factory: (ctx: ExtensionContext) => T;
}

export interface ExtensionDefinition {
  services?: ServiceDefinition[];
  /** Views by viewId: the same as calling registerView for each during activate. */
  views?: Record<string, ComponentType<ViewProps>>;
  widgets?: WidgetDefinition<any>[];
  activate?(ctx: ExtensionContext): void | Promise<void>;
  deactivate?(): void | Promise<void>;
}

export const EXTENSION_MARK = Symbol.for('tessera.sdk.Extension');

/**
 * An extension's whole API (docs/ARCHITECTURE.md, 'Dependency injection'): its entry module default-exports the result.
 */
export function defineExtension<D extends ExtensionDefinition>(def: D): D & { [EXTENSION_MARK]: true } {
  return Object.freeze({ ...def, [EXTENSION_MARK]: true as const });
}

export function isExtensionDefinition(value: unknown): value is ExtensionDefinition {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[EXTENSION_MARK] === true;
}
