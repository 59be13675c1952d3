/**
 * Checked / half-checked state of a role's permission tree (the spec's permission rules). Checking a node checks its
 * whole subtree; a parent is checked when all its children are, half-checked when some of its subtree is. What is saved
 * through `/casbin/role/function/update` is checked ∪ half-checked, so a menu stays reachable when only some of its
 * buttons are granted. On load only the saved leaves drive the state (a saved parent may have been half-checked).
 */
export interface TreeLike {
  id: string;
  children?: TreeLike[];
}

export interface TreeIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
  /** Ids in depth-first order. */
  order: string[];
}

export type CheckState = 'checked' | 'half' | 'none';

export function indexTree(nodes: TreeLike[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map(), order: [] };
  const walk = (list: TreeLike[], parent: string | null) => {
    for (const n of list) {
      index.parent.set(n.id, parent);
      index.children.set(
        n.id,
        (n.children ?? []).map((c) => c.id),
      );
      index.order.push(n.id);
      walk(n.children ?? [], n.id);
    }
  };
  walk(nodes, null);
  return index;
}

function subtree(index: TreeIndex, id: string): string[] {
  return [id, ...(index.children.get(id) ?? []).flatMap((c) => subtree(index, c))];
}

/** Re-derives the parents' checked flag bottom-up (a parent is checked exactly when all its children are). */
function settleParents(index: TreeIndex, checked: Set<string>): Set<string> {
  for (const id of [...index.order].reverse()) {
    const kids = index.children.get(id) ?? [];
    if (!kids.length) continue;
    if (kids.every((k) => checked.has(k))) checked.add(id);
    else checked.delete(id);
  }
  return checked;
}

export function fromSaved(index: TreeIndex, saved: Iterable<string>): Set<string> {
  const leaves = new Set([...saved].filter((id) => index.children.has(id) && !(index.children.get(id) ?? []).length));
  return settleParents(index, leaves);
}

export function toggle(index: TreeIndex, checked: Set<string>, id: string, on: boolean): Set<string> {
  const next = new Set(checked);
  for (const n of subtree(index, id)) {
    if (on) next.add(n);
    else next.delete(n);
  }
  return settleParents(index, next);
}

export function halfChecked(index: TreeIndex, checked: Set<string>): Set<string> {
  const half = new Set<string>();
  for (const id of index.order) {
    if (checked.has(id) || !(index.children.get(id) ?? []).length) continue;
    if (subtree(index, id).some((n) => n !== id && checked.has(n))) half.add(id);
  }
  return half;
}

export function stateOf(id: string, checked: Set<string>, half: Set<string>): CheckState {
  return checked.has(id) ? 'checked' : half.has(id) ? 'half' : 'none';
}

/** The ids to save: checked and half-checked, in tree order. */
export function toSave(index: TreeIndex, checked: Set<string>): string[] {
  const half = halfChecked(index, checked);
  return index.order.filter((id) => checked.has(id) || half.has(id));
}
