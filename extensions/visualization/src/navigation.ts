/** The Visualization menu's route name: the list, and one dashboard in view or edit mode (`?id=&mode=`). */
export const VISUALIZATION_ROUTE = 'visualization';

/** Where a navigation inside the area goes: the list, or one dashboard in view or edit mode. */
export function screenTarget(id?: string, mode?: 'view' | 'edit'): { name: string; query?: Record<string, string> } {
  return id && mode ? { name: VISUALIZATION_ROUTE, query: { id, mode } } : { name: VISUALIZATION_ROUTE };
}
