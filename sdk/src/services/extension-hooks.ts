import type { CatalogEntry } from '../manifest/manifest';
import type { AppHooks, HttpRequestInfo } from './app-hooks';
import type { AppRoute } from './route-service';
import type { MenuNode, SessionUser } from './session-store';

/** Orders a tap among the others: `stage` (see HookStage), or `before` another extension's tap. */
export interface TapOptions {
  stage?: number;
  before?: string | string[];
}

/** Adds a tap; returns a function that removes it early (every tap is removed when the extension is disposed). */
export interface TapFn<Args extends unknown[], R> {
  (fn: (...args: Args) => R): () => void;
  (options: TapOptions, fn: (...args: Args) => R): () => void;
}

export interface ExtensionSyncHook<Args extends unknown[], R = void> {
  tap: TapFn<Args, R>;
}

export interface ExtensionAsyncHook<Args extends unknown[], R = void> extends ExtensionSyncHook<Args, R> {
  tapPromise: TapFn<Args, Promise<R>>;
}

/**
 * The lifecycle hooks as an extension sees them (`ctx.hooks`): the tap name is the extension id, and every tap is
 * removed when the extension is disposed (uninstalled, or re-activated after a failure). A waterfall tap returns
 * the (changed) value, or nothing to pass it on unchanged. When each fires: sdk/README.md, "Hooks".
 */
export interface ExtensionHooks {
  readonly initialize: ExtensionAsyncHook<[]>;
  readonly sessionStarted: ExtensionSyncHook<[SessionUser]>;
  readonly menuTree: ExtensionSyncHook<[MenuNode[]], MenuNode[] | void>;
  readonly extensionCatalog: ExtensionSyncHook<[CatalogEntry[]], CatalogEntry[] | void>;
  readonly beforeActivate: ExtensionAsyncHook<[string]>;
  readonly afterActivate: ExtensionSyncHook<[string, number]>;
  readonly activateFailed: ExtensionSyncHook<[string, Error]>;
  readonly routes: ExtensionSyncHook<[AppRoute[]], AppRoute[] | void>;
  readonly ready: ExtensionSyncHook<[]>;
  /** Returns the path to go to instead, `false` to cancel, or nothing to let the navigation through. */
  readonly beforeNavigate: ExtensionAsyncHook<[string], string | false | void>;
  readonly navigated: ExtensionSyncHook<[string]>;
  readonly httpRequest: ExtensionSyncHook<[HttpRequestInfo], HttpRequestInfo | void>;
  readonly httpError: ExtensionSyncHook<[string, Error]>;
  readonly sessionEnded: ExtensionSyncHook<[]>;
  readonly widgetOption: { for(widgetType: string): ExtensionSyncHook<[Record<string, unknown>], Record<string, unknown> | void> };
}

export type HookName = keyof AppHooks;

export interface ScopedHooks {
  readonly hooks: ExtensionHooks;
  /** Removes every tap made through `hooks`. */
  dispose(): void;
}

/** The part of a tapable hook the scope uses; `_resetCompilation` drops the compiled caller after a removal. */
interface TapableHook {
  tap(options: object, fn: (...args: never[]) => unknown): void;
  tapPromise(options: object, fn: (...args: never[]) => unknown): void;
  taps: { fn: unknown }[];
  _resetCompilation(): void;
}

const ASYNC_HOOKS: ReadonlySet<HookName> = new Set(['initialize', 'beforeActivate', 'beforeNavigate']);

/**
 * Wraps the shell's hooks for one extension: taps are named `name` whatever the caller passes, and `dispose()`
 * takes them all out again (tapable has no untap, so the tap is spliced out of `taps` and the hook recompiled).
 * `onChange` hears every added or removed tap, so a waterfall's result (menu, routes) can be recomputed.
 */
export function scopeHooks(hooks: AppHooks, name: string, onChange?: (hook: HookName) => void): ScopedHooks {
  const removers = new Set<() => void>();

  const tapOn = (key: HookName, hook: TapableHook, method: 'tap' | 'tapPromise') =>
    ((first: TapOptions | ((...args: never[]) => unknown), second?: (...args: never[]) => unknown) => {
      const [options, fn] = typeof first === 'function' ? [{}, first] : [first, second!];
      // A wrapper of our own: its identity finds exactly this tap again, even if the same fn is tapped twice.
      const own = (...args: never[]) => fn(...args);
      hook[method]({ ...options, name }, own);
      const remove = () => {
        if (!removers.delete(remove)) return;
        const at = hook.taps.findIndex((t) => t.fn === own);
        if (at >= 0) {
          hook.taps.splice(at, 1);
          hook._resetCompilation();
        }
        onChange?.(key);
      };
      removers.add(remove);
      onChange?.(key);
      return remove;
    }) as TapFn<never[], unknown>;

  const scope = (key: HookName, hook: unknown) => {
    const h = hook as TapableHook;
    return Object.freeze(ASYNC_HOOKS.has(key) ? { tap: tapOn(key, h, 'tap'), tapPromise: tapOn(key, h, 'tapPromise') } : { tap: tapOn(key, h, 'tap') });
  };

  const scoped: Record<string, unknown> = {};
  for (const key of Object.keys(hooks) as HookName[]) {
    scoped[key] = key === 'widgetOption' ? Object.freeze({ for: (type: string) => scope(key, hooks.widgetOption.for(type)) }) : scope(key, hooks[key]);
  }
  return {
    hooks: Object.freeze(scoped) as unknown as ExtensionHooks,
    dispose: () => [...removers].forEach((remove) => remove()),
  };
}
