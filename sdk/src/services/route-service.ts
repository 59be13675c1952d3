import type { MenuNode } from './session-store';

export interface AppRoute {
  name: string;
  path: string;
  viewPath?: string;
  title?: string;
  icon?: string;
}

/** Menu tree + page tree → routes; named navigation (`home`, `multisiteList`). */
export const RouteService = Symbol.for('tessera.core.RouteService');
export interface RouteService {
  readonly routes: readonly AppRoute[];
  /** The menu tree after the `menuTree` hook: what the side menu shows (observable). */
  readonly menuTree?: readonly MenuNode[];
  setTrees(menuTree: MenuNode[], pageTree: MenuNode[]): void;
  byName(name: string): AppRoute | undefined;
  byPath(path: string): AppRoute | undefined;
  /** Navigate to a named route or a path; resolves false when navigation failed. */
  navigate(target: { name: string; query?: Record<string, string> } | string): Promise<boolean>;
  /** Breadcrumb trail (menu titles) for a path. */
  trail(path: string): MenuNode[];
}
