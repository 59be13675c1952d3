import type { GroupRow } from '../api/devices-api';

export interface GroupNode extends GroupRow {
  depth: number;
  children: GroupNode[];
}

/** Builds the group tree of a project from the flat list; orphans (parent gone) are shown as roots. */
export function buildGroupTree(rows: GroupRow[]): GroupNode[] {
  const byId = new Map<string, GroupNode>(rows.map((r) => [r.id, { ...r, depth: 0, children: [] }]));
  const roots: GroupNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id && node.parent_id !== '0' ? byId.get(node.parent_id) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (nodes: GroupNode[], depth: number, seen: Set<string>) => {
    for (const n of nodes) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      n.depth = depth;
      setDepth(n.children, depth + 1, seen);
    }
  };
  setDepth(roots, 0, new Set());
  return roots;
}

/** Depth-first flat list (for a select or an indented table). */
export function flattenGroups(nodes: GroupNode[]): GroupNode[] {
  return nodes.flatMap((n) => [n, ...flattenGroups(n.children)]);
}

/** A group and all its descendants: none of them may become the group's parent. */
export function descendantIds(rows: GroupRow[], id: string): Set<string> {
  const out = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (!out.has(r.id) && out.has(r.parent_id)) {
        out.add(r.id);
        grew = true;
      }
  }
  return out;
}
