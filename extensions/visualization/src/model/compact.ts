import type { GridPosition } from './layout';

const overlaps = (a: GridPosition, b: GridPosition) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Vertical compaction, as the editor's grid library applies it: top to bottom (then left to right), each tile rises
 * as far as the tiles already placed allow, so view mode draws the layout exactly as the editor shows it.
 */
export function compactVertical<T extends GridPosition>(tiles: readonly T[]): T[] {
  const order = [...tiles].sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: GridPosition[] = [];
  const at = new Map<string, number>();
  for (const t of order) {
    const p = { ...t };
    while (p.y > 0 && !placed.some((q) => overlaps({ ...p, y: p.y - 1 }, q))) p.y--;
    while (placed.some((q) => overlaps(p, q))) p.y++;
    placed.push(p);
    at.set(t.i, p.y);
  }
  return tiles.map((t) => (at.get(t.i) === t.y ? t : { ...t, y: at.get(t.i)! }));
}
