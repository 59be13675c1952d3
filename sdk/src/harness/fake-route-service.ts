import type { MenuNode } from '../services/session-store';
import type { AppRoute, RouteService } from '../services/route-service';

export type NavigationTarget = Parameters<RouteService['navigate']>[0];

/** RouteService for tests: routes from `setTrees`/the constructor, navigations recorded (they always succeed). */
export class FakeRouteService implements RouteService {
  routes: AppRoute[] = [];
  menuTree: MenuNode[] = [];
  readonly navigations: NavigationTarget[] = [];

  constructor(routes: AppRoute[] = []) {
    this.routes = routes;
  }

  setTrees(menuTree: MenuNode[], pageTree: MenuNode[]): void {
    this.menuTree = menuTree;
    const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    this.routes = flat([...menuTree, ...pageTree])
      .filter((n) => n.path)
      .map((n) => ({ name: n.name, path: n.path!, viewPath: n.component, title: n.title, icon: n.icon }));
  }

  byName(name: string) {
    return this.routes.find((r) => r.name === name);
  }
  byPath(path: string) {
    return this.routes.find((r) => r.path === path);
  }

  async navigate(target: NavigationTarget): Promise<boolean> {
    this.navigations.push(target);
    return true;
  }

  trail(): MenuNode[] {
    return [];
  }
}
