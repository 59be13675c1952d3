import type { MenuNode } from '@tessera/sdk';
import { normalizePath } from './routes-from-trees';

/** A menu entry refused because an earlier one already claimed its route path or its view. */
export interface MenuClaimConflict {
  /** 'path' (the route) or 'view' (the component's view path) that was claimed twice. */
  claim: 'path' | 'view';
  value: string;
  /** The entry that keeps the claim, and the one refused. */
  kept: string;
  refused: string;
}

/**
 * The menu with each route path and each view claimed by one entry only: the first entry (in tree order) keeps a
 * claim, a later entry claiming the same path or view is left out and reported, so a second claim never shows up as
 * a duplicate menu item (the server refuses such installs; this guards trees that predate that, or races). Pure.
 */
export function withoutDuplicateClaims(tree: readonly MenuNode[]): { tree: MenuNode[]; conflicts: MenuClaimConflict[] } {
  const paths = new Map<string, string>();
  const views = new Map<string, string>();
  const conflicts: MenuClaimConflict[] = [];
  const refuse = (node: MenuNode): boolean => {
    if (node.type === '0' || node.type === '3') return false;
    const path = node.path ? normalizePath(node.path) : '';
    const view = node.component ? normalizePath(node.component) : '';
    const owner = (path && paths.get(path)) || (view && views.get(view));
    if (owner) {
      conflicts.push({ claim: path && paths.has(path) ? 'path' : 'view', value: path && paths.has(path) ? path : view, kept: owner, refused: node.name });
      return true;
    }
    if (path) paths.set(path, node.name);
    if (view) views.set(view, node.name);
    return false;
  };
  const walk = (nodes: readonly MenuNode[]): MenuNode[] => nodes.filter((n) => !refuse(n)).map((n) => (n.children ? { ...n, children: walk(n.children) } : n));
  return { tree: walk(tree), conflicts };
}
