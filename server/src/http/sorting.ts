/**
 * Server-side sorting of paged lists: the client sends `sort_field` (an API field name) and `sort_order`; a list
 * accepts only the fields of its whitelist (mapped to columns here, so a field name never reaches SQL as text).
 */
export type SortOrder = 'asc' | 'desc';

export interface SortRequest {
  sort_field?: string;
  sort_order?: string;
}

/** The body properties of a sortable list (an unknown field is a validation error, code 1000). */
export function sortProperties(fields: readonly string[]) {
  return {
    sort_field: { type: 'string', enum: [...fields] },
    sort_order: { type: 'string', enum: ['asc', 'desc'] },
  };
}

/**
 * The column and direction to order by: the whitelisted column of `sort_field` (ascending unless `desc`), or
 * `undefined` when the client asked for none (the list keeps its default order).
 */
export function sortOf<C extends string>(body: SortRequest, columns: Readonly<Record<string, C>>): { column: C; order: SortOrder } | undefined {
  if (!body.sort_field || !Object.hasOwn(columns, body.sort_field)) return undefined;
  return { column: columns[body.sort_field], order: body.sort_order === 'desc' ? 'desc' : 'asc' };
}
