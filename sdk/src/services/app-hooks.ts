import type { AsyncSeriesHook, AsyncSeriesWaterfallHook, HookMap, SyncHook, SyncWaterfallHook } from 'tapable';
import type { CatalogEntry } from '../manifest/manifest';
import type { AppRoute } from './route-service';
import type { MenuNode, SessionUser } from './session-store';

/** Named stages: taps run in stage order (webpack style). */
export const HookStage = Object.freeze({
  FIRST: -100,
  EARLY: -10,
  DEFAULT: 0,
  LATE: 10,
  LAST: 100,
});

export interface HttpRequestInfo {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * One frozen object of lifecycle hooks, core-side. Extensions tap through `ctx.hooks` (ExtensionHooks), which names
 * each tap after the extension and removes it on dispose; sdk/README.md lists when each hook fires.
 */
export const AppHooks = Symbol.for('tessera.core.AppHooks');
export interface AppHooks {
  readonly initialize: AsyncSeriesHook<[]>;
  readonly sessionStarted: SyncHook<[SessionUser]>;
  readonly menuTree: SyncWaterfallHook<[MenuNode[]]>;
  readonly extensionCatalog: SyncWaterfallHook<[CatalogEntry[]]>;
  readonly beforeActivate: AsyncSeriesHook<[string]>;
  readonly afterActivate: SyncHook<[string, number]>;
  readonly activateFailed: SyncHook<[string, Error]>;
  readonly routes: SyncWaterfallHook<[AppRoute[]]>;
  readonly ready: SyncHook<[]>;
  readonly beforeNavigate: AsyncSeriesWaterfallHook<[string]>;
  readonly navigated: SyncHook<[string]>;
  readonly httpRequest: SyncWaterfallHook<[HttpRequestInfo]>;
  readonly httpError: SyncHook<[string, Error]>;
  readonly sessionEnded: SyncHook<[]>;
  /** Keyed by widget type: lets an extension adjust another widget's option before render. */
  readonly widgetOption: HookMap<SyncWaterfallHook<[Record<string, unknown>]>>;
}
