/** Pagination: request `{current_page, per_page}` (or the older `page`/`limit`), answer `{current_page, per_page, total, data}`. */
export interface PageRequest {
  current_page?: number;
  per_page?: number;
  page?: number;
  limit?: number;
}
export interface Page<T> {
  current_page: number;
  per_page: number;
  total: number;
  data: T[];
}

export const DEFAULT_PER_PAGE = 10;

export function pageWindow(body: PageRequest): { current_page: number; per_page: number; offset: number } {
  const current_page = body.current_page ?? body.page ?? 1;
  const per_page = body.per_page ?? body.limit ?? DEFAULT_PER_PAGE;
  return { current_page, per_page, offset: (current_page - 1) * per_page };
}

export function pageOf<T>(win: { current_page: number; per_page: number }, total: number, data: T[]): Page<T> {
  return { current_page: win.current_page, per_page: win.per_page, total, data };
}
