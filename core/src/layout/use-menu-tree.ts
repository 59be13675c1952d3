import { RouteService, SessionStore, useService, type MenuNode } from '@tessera/sdk';

/** The part of RouteServiceImpl that holds the menu tree after the `menuTree` hook. */
interface MenuTreeHolder {
  readonly menuTree?: readonly MenuNode[];
}

/**
 * The menu as the shell shows it: RouteService's tree (after extensions' `menuTree` taps) when it has one,
 * else the raw `permissions.menu_tree`. Call inside an observer so changes re-render.
 */
export function useMenuTree(): readonly MenuNode[] {
  const routes = useService<RouteService & MenuTreeHolder>(RouteService);
  const session = useService<SessionStore>(SessionStore);
  const raw = session.permissions?.menu_tree ?? [];
  const hooked = routes.menuTree;
  return hooked && (hooked.length || !raw.length) ? hooked : raw;
}
