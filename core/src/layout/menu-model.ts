import type { MenuNode } from '@tessera/sdk';
import { QUICK_SEARCH_MIN_CHARS } from '@tessera/sdk';

/** Directories ('0') and menus ('1') appear in the side menu; pages ('2') and buttons ('3') never do. */
export function visibleMenu(nodes: readonly MenuNode[] | undefined): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes ?? []) {
    if (node.type === '1') {
      out.push({ ...node, children: undefined });
    } else if (node.type === '0') {
      const children = visibleMenu(node.children);
      // An empty directory is noise: every child was a page, a button or filtered out by permissions.
      if (children.length) out.push({ ...node, children });
    }
  }
  return out;
}

/** Every menu leaf (type '1' with a path), depth-first. */
export function menuLeaves(nodes: readonly MenuNode[] | undefined): MenuNode[] {
  return (nodes ?? []).flatMap((n) => [...(n.type === '1' && n.path ? [n] : []), ...menuLeaves(n.children)]);
}

export function findMenuLeaf(nodes: readonly MenuNode[] | undefined, path: string): MenuNode | undefined {
  return menuLeaves(nodes).find((n) => n.path === path);
}

/** True when the directory holds the path somewhere below it (to open it on first render). */
export function containsPath(node: MenuNode, path: string): boolean {
  return node.path === path || (node.children ?? []).some((c) => containsPath(c, path));
}

/**
 * Quick search (the spec's constants): menu leaves whose title, in the current language, contains the query. Queries
 * shorter than QUICK_SEARCH_MIN_CHARS (after trimming) find nothing, so one keystroke does not list the whole menu.
 */
export function searchMenu(nodes: readonly MenuNode[] | undefined, query: string, translate: (key: string) => string): MenuNode[] {
  const q = query.trim().toLocaleLowerCase();
  if (q.length < QUICK_SEARCH_MIN_CHARS) return [];
  return menuLeaves(nodes).filter((n) =>
    translate(n.title ?? n.name)
      .toLocaleLowerCase()
      .includes(q),
  );
}
