import { inject, injectable, optional } from 'inversify';
import { action, makeObservable, observableRef, reaction } from 'mobx';
import { AppHooks, Logger, SessionStore, type AppRoute, type MenuNode, type RouteService } from '@tessera/sdk';
import { withoutDuplicateClaims, type MenuClaimConflict } from './menu-claims';
import { normalizePath, routesFromTrees, trailTo } from './routes-from-trees';

type Navigator = (path: string) => void;
type Target = { name: string; query?: Record<string, string> } | string;

/**
 * Menu tree + page tree → routes (docs/ARCHITECTURE.md, 'The path of a screen'). Observable, so the router re-renders
 * when a market install re-fetches the permissions. Named navigation works outside React once the router calls
 * `attachNavigator`.
 */
@injectable()
export class RouteServiceImpl implements RouteService {
  routes: readonly AppRoute[] = routesFromTrees([], []);
  /** The menu tree after the `menuTree` hook: what the side menu and breadcrumbs show. */
  menuTree: readonly MenuNode[] = [];
  pageTree: readonly MenuNode[] = [];
  /** Menu entries left out because an earlier entry claimed the same path or view (diagnostics). */
  menuConflicts: readonly MenuClaimConflict[] = [];
  private navigator: Navigator | undefined;

  constructor(
    @inject(AppHooks) private readonly hooks: AppHooks,
    @inject(SessionStore) session: SessionStore,
    @inject(Logger) @optional() private readonly logger?: Logger,
  ) {
    makeObservable(this, { routes: observableRef, menuTree: observableRef, pageTree: observableRef, menuConflicts: observableRef, setTrees: action });
    // The session's permissions are the single source of the trees: login, restore and runtime installs all
    // land there, so following them keeps the routes current without every caller remembering to rebuild.
    reaction(
      () => session.permissions,
      (p) => this.setTrees(p?.menu_tree ?? [], p?.page_tree ?? []),
      { fireImmediately: true },
    );
  }

  setTrees(menuTree: MenuNode[], pageTree: MenuNode[]): void {
    const { tree, conflicts } = withoutDuplicateClaims(this.hooks.menuTree.call(menuTree ?? []));
    for (const c of conflicts) this.logger?.warn(`menu entry ${c.refused} refused: its ${c.claim} ${c.value} is already claimed by ${c.kept}`);
    this.menuConflicts = conflicts;
    this.menuTree = tree;
    this.pageTree = pageTree ?? [];
    this.routes = this.hooks.routes.call(routesFromTrees(tree, this.pageTree));
  }

  /** Called by the router with its navigate function (react-router's `useNavigate`). */
  attachNavigator(fn: Navigator | undefined): void {
    this.navigator = fn;
  }

  byName(name: string): AppRoute | undefined {
    return this.routes.find((r) => r.name === name);
  }

  byPath(path: string): AppRoute | undefined {
    const p = normalizePath(path);
    return this.routes.find((r) => r.path === p);
  }

  async navigate(target: Target): Promise<boolean> {
    let path: string;
    if (typeof target === 'string') {
      path = target;
    } else {
      const route = this.byName(target.name);
      if (!route) return false;
      const query = new URLSearchParams(target.query ?? {}).toString();
      path = query ? `${route.path}?${query}` : route.path;
    }
    if (!this.navigator) return false;
    try {
      const finalPath = await this.hooks.beforeNavigate.promise(path);
      if (!finalPath) return false;
      this.navigator(finalPath);
      return true;
    } catch {
      return false;
    }
  }

  trail(path: string): MenuNode[] {
    return trailTo(this.menuTree, this.pageTree, path);
  }
}
