import type { AppRoute, MenuNode } from '@tessera/sdk';

/** The fixed landing route: it exists even when the server's tree lacks it (docs/ARCHITECTURE.md, 'Boot'). */
export const HOME_ROUTE: AppRoute = Object.freeze({
  name: 'home',
  path: '/home',
  viewPath: '/pages/home/index',
  title: 'menu.home',
  icon: 'home',
});

function toRoute(node: MenuNode): AppRoute | undefined {
  if (!node.path || node.type === '3') return undefined;
  return { name: node.name, path: normalizePath(node.path), viewPath: node.component || undefined, title: node.title, icon: node.icon };
}

/**
 * Routes per the contract: every top-level node without children, every child of a top-level node (and, to
 * tolerate deeper trees, every leaf below), and every page_tree item. First claim of a path or name wins.
 */
export function routesFromTrees(menuTree: readonly MenuNode[], pageTree: readonly MenuNode[]): AppRoute[] {
  const out: AppRoute[] = [];
  const names = new Set<string>();
  const paths = new Set<string>();
  const push = (node: MenuNode) => {
    const route = toRoute(node);
    if (!route || names.has(route.name) || paths.has(route.path)) return;
    names.add(route.name);
    paths.add(route.path);
    out.push(route);
  };
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      const children = (node.children ?? []).filter((c) => c.type !== '3');
      if (children.length) walk(children);
      else push(node);
    }
  };
  walk(menuTree);
  for (const item of pageTree) push(item);
  if (!names.has(HOME_ROUTE.name) && !paths.has(HOME_ROUTE.path)) out.unshift({ ...HOME_ROUTE });
  return out;
}

/** Menu nodes from the root to the node routed at `path` (breadcrumbs); page_tree items stand alone. */
export function trailTo(menuTree: readonly MenuNode[], pageTree: readonly MenuNode[], path: string): MenuNode[] {
  const target = normalizePath(path);
  const search = (nodes: readonly MenuNode[], chain: MenuNode[]): MenuNode[] | undefined => {
    for (const node of nodes) {
      const next = [...chain, node];
      if (node.path && normalizePath(node.path) === target) return next;
      const found = node.children && search(node.children, next);
      if (found) return found;
    }
    return undefined;
  };
  const inMenu = search(menuTree, []);
  if (inMenu) return inMenu;
  const page = pageTree.find((p) => p.path && normalizePath(p.path) === target);
  return page ? [page] : [];
}

/** `/a/b/?x=1` and `/a/b` are one route. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/)[0].trim();
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}
