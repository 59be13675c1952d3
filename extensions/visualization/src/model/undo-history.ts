/** Undo/redo over immutable snapshots; `present` is what the editor shows. */
export interface UndoHistory<T> {
  past: T[];
  present: T;
  future: T[];
}

/** How many steps back the editor remembers. */
export const UNDO_LIMIT = 100;

export const startHistory = <T>(present: T): UndoHistory<T> => ({ past: [], present, future: [] });

export function pushHistory<T>(h: UndoHistory<T>, next: T): UndoHistory<T> {
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-UNDO_LIMIT), present: next, future: [] };
}

export function undo<T>(h: UndoHistory<T>): UndoHistory<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: UndoHistory<T>): UndoHistory<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
