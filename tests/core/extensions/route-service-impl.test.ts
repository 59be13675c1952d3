import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ExtensionHost, Logger, RouteService, type MenuNode } from '@tessera/sdk';
import type { ExtensionHostImpl } from '../../../core/src/extensions/extension-host-impl';
import type { RouteServiceImpl } from '../../../core/src/extensions/route-service-impl';
import { MENU_SEED } from '../../../server/src/modules/functions/menu-seed';
import { createHarness } from './fakes';

/** The server's shape: menu_tree holds types 0/1 only, page_tree the type-2 rows flat (contract). */
function treesFromSeed(): { menu: MenuNode[]; pages: MenuNode[] } {
  const pages: MenuNode[] = [];
  const strip = (nodes: typeof MENU_SEED): MenuNode[] =>
    nodes.flatMap((n) => {
      if (n.type === '2') {
        pages.push({ name: n.name, type: '2', path: n.path, component: n.component, title: n.title });
        return [];
      }
      if (n.type === '3') return [];
      const children = strip(n.children ?? []);
      return [{ name: n.name, type: n.type, path: n.path, component: n.component, title: n.title, icon: n.icon, ...(children.length ? { children } : {}) }];
    });
  return { menu: strip(MENU_SEED), pages };
}

function routeService() {
  const h = createHarness();
  return { h, routes: h.container.get<RouteServiceImpl>(RouteService) };
}

describe('RouteServiceImpl', () => {
  it('builds routes from top-level leaves, children of directories and page_tree items', () => {
    const { routes } = routeService();
    const { menu, pages } = treesFromSeed();
    routes.setTrees(menu, pages);
    const names = routes.routes.map((r) => r.name);
    expect(names).toContain('home');
    expect(names).toContain('multisiteList');
    expect(names).toContain('deviceDetail');
    expect(names).not.toContain('monitoring'); // a directory is not a route
    expect(routes.byName('multisiteList')).toMatchObject({ path: '/sites/list', viewPath: '/pages/sites/list' });
    expect(routes.byPath('/monitoring/detail/?id=3')).toMatchObject({ name: 'deviceDetail', viewPath: '/pages/monitoring/detail' });
    const expectedCount = menu.reduce((n, node) => n + (node.children?.length ?? 1), 0) + pages.length;
    expect(routes.routes).toHaveLength(expectedCount);
  });

  it('refuses a second claim of a menu path or view: one menu entry, the first kept, a diagnostic logged', () => {
    const h = createHarness();
    const warnings: string[] = [];
    const recording = { debug() {}, info() {}, error() {}, warn: (...a: unknown[]) => warnings.push(a.map(String).join(' ')), child: () => recording };
    h.container.rebind(Logger).toConstantValue(recording);
    const routes = h.container.get<RouteServiceImpl>(RouteService);
    const { menu, pages } = treesFromSeed();
    const apps = menu.find((n) => n.name === 'monitoring')!;
    const samePath: MenuNode = { name: 'acmeList', type: '1', path: '/monitoring/list', component: '/pages/acme/list', title: 'menu.acmeList' };
    const sameView: MenuNode = { name: 'acmeMonitor', type: '1', path: '/acme/monitor', component: '/pages/monitoring/list', title: 'menu.acmeMonitor' };
    const tree = menu.map((n) => (n === apps ? { ...n, children: [...n.children!, samePath, sameView] } : n));
    routes.setTrees(tree, pages);
    const leaves = routes.menuTree.find((n) => n.name === 'monitoring')!.children!.map((c) => c.name);
    expect(leaves).toEqual(apps.children!.map((c) => c.name));
    expect(routes.byPath('/monitoring/list')).toMatchObject({ name: 'monitoringList' });
    expect(routes.byName('acmeMonitor')).toBeUndefined();
    expect(routes.menuConflicts).toEqual([
      { claim: 'path', value: '/monitoring/list', kept: 'monitoringList', refused: 'acmeList' },
      { claim: 'view', value: '/pages/monitoring/list', kept: 'monitoringList', refused: 'acmeMonitor' },
    ]);
    expect(warnings.some((w) => w.includes('acmeList') && w.includes('monitoringList'))).toBe(true);
  });

  it('always has the fixed home route', () => {
    const { routes } = routeService();
    routes.setTrees([], []);
    expect(routes.byName('home')).toMatchObject({ path: '/home' });
  });

  it('follows the session permissions and applies the menuTree and routes hooks', () => {
    const { h, routes } = routeService();
    h.hooks.menuTree.tap('test', (tree) => tree.filter((n) => n.name !== 'secret'));
    h.hooks.routes.tap('test', (list) => [...list, { name: 'extra', path: '/extra' }]);
    h.session.setPermissions({
      menu_tree: [
        { name: 'secret', type: '1', path: '/secret', component: '/pages/secret' },
        { name: 'a', type: '1', path: '/a', component: '/pages/a' },
      ],
      page_tree: [],
      other_list: [],
    });
    expect(routes.byName('secret')).toBeUndefined();
    expect(routes.menuTree.map((n) => n.name)).toEqual(['a']);
    expect(routes.byName('a')).toBeDefined();
    expect(routes.byName('extra')).toBeDefined();
  });

  it('gives breadcrumbs from the menu tree', () => {
    const { routes } = routeService();
    const { menu, pages } = treesFromSeed();
    routes.setTrees(menu, pages);
    expect(routes.trail('/sites/users').map((n) => n.name)).toEqual(['sites', 'siteUsers']);
    expect(routes.trail('/monitoring/detail').map((n) => n.name)).toEqual(['deviceDetail']);
    expect(routes.trail('/nowhere')).toEqual([]);
  });

  it('navigates by name or path through the attached navigator, false on failure', async () => {
    const { h, routes } = routeService();
    routes.setTrees([{ name: 'multisiteList', type: '1', path: '/sites/list', component: '/pages/sites/list' }], []);
    expect(await routes.navigate('home')).toBe(false); // no navigator yet
    const visited: string[] = [];
    routes.attachNavigator((p) => void visited.push(p));
    expect(await routes.navigate({ name: 'multisiteList', query: { page: '2' } })).toBe(true);
    expect(await routes.navigate({ name: 'nope' })).toBe(false);
    expect(await routes.navigate('/home')).toBe(true);
    h.hooks.beforeNavigate.tapPromise('test', async (p) => (p === '/blocked' ? '' : p));
    expect(await routes.navigate('/blocked')).toBe(false);
    routes.attachNavigator(() => {
      throw new Error('router gone');
    });
    expect(await routes.navigate('/home')).toBe(false);
    expect(visited).toEqual(['/sites/list?page=2', '/home']);
  });

  it('a runtime install re-fetches the menu and adds the route without a reload', async () => {
    const { h, routes } = routeService();
    const seen: string[][] = [];
    const stop = autorun(() => void seen.push(routes.routes.map((r) => r.name)));
    h.session.setPermissions({ menu_tree: [{ name: 'home', type: '1', path: '/home', component: '/pages/home/index' }], page_tree: [], other_list: [] });
    const host = h.container.get<ExtensionHostImpl>(ExtensionHost);
    await host.load();
    expect(routes.byName('acmeWeather')).toBeUndefined();

    const entry = await h.addExtension(
      'acme.weather',
      {},
      {
        contributes: { views: [{ id: 'w', viewPath: '/pages/acme/weather', menu: { path: '/acme/weather', name: 'acmeWeather', title: { en: 'Weather' } } }] },
      },
    );
    h.auth.nextPermissions = {
      menu_tree: [
        ...h.session.permissions!.menu_tree,
        { name: 'acmeWeather', type: '1', path: '/acme/weather', component: '/pages/acme/weather', title: 'menu.acmeWeather' },
      ],
      page_tree: [],
      other_list: [],
    };
    await host.install(entry);
    expect(h.auth.loadPermissions).toHaveBeenCalledTimes(1);
    expect(routes.byName('acmeWeather')).toMatchObject({ path: '/acme/weather', viewPath: '/pages/acme/weather' });
    expect(seen.at(-1)).toContain('acmeWeather');
    expect(host.status().map((s) => s.id)).toEqual(['acme.weather']);
    stop();
  });
});
