import { AsyncSeriesHook, AsyncSeriesWaterfallHook, HookMap, SyncHook, SyncWaterfallHook } from 'tapable';
import type { CatalogEntry } from '../manifest/manifest';
import type { AppHooks, HttpRequestInfo } from './app-hooks';
import type { AppRoute } from './route-service';
import type { MenuNode, SessionUser } from './session-store';

/**
 * The one frozen object of lifecycle hooks (the shell creates one; the test harness another). Frozen so nobody can
 * swap a hook out from under the others. Extensions tap through `ctx.hooks`, never this object directly.
 */
export function createAppHooks(): AppHooks {
  const hooks: AppHooks = {
    initialize: new AsyncSeriesHook<[]>([]),
    sessionStarted: new SyncHook<[SessionUser]>(['user']),
    menuTree: new SyncWaterfallHook<[MenuNode[]]>(['menuTree']),
    extensionCatalog: new SyncWaterfallHook<[CatalogEntry[]]>(['catalog']),
    beforeActivate: new AsyncSeriesHook<[string]>(['extensionId']),
    afterActivate: new SyncHook<[string, number]>(['extensionId', 'ms']),
    activateFailed: new SyncHook<[string, Error]>(['extensionId', 'error']),
    routes: new SyncWaterfallHook<[AppRoute[]]>(['routes']),
    ready: new SyncHook<[]>([]),
    beforeNavigate: new AsyncSeriesWaterfallHook<[string]>(['path']),
    navigated: new SyncHook<[string]>(['path']),
    httpRequest: new SyncWaterfallHook<[HttpRequestInfo]>(['request']),
    httpError: new SyncHook<[string, Error]>(['url', 'error']),
    sessionEnded: new SyncHook<[]>([]),
    widgetOption: new HookMap(() => new SyncWaterfallHook<[Record<string, unknown>]>(['option'])),
  };
  return Object.freeze(hooks);
}
