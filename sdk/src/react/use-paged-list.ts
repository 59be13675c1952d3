import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../services/http-client';

export type SortOrder = 'asc' | 'desc';

/** What a paged list sends to the server (docs/CONTRACT.md pagination, plus optional sort and filters). */
export interface PageQuery {
  current_page: number;
  per_page: number;
  sort_field?: string;
  sort_order?: SortOrder;
  [filter: string]: unknown;
}

export type PageFetcher<T> = (query: PageQuery) => Promise<Page<T>>;

export interface PagedListOptions {
  perPage?: number;
  filters?: Record<string, unknown>;
  sort?: { field: string; order: SortOrder };
}

export interface PagedList<T> {
  readonly rows: T[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly loading: boolean;
  /** The error message of the last failed load (null after a success). */
  readonly error: string | null;
  readonly sort: { field: string; order: SortOrder } | null;
  readonly filters: Record<string, unknown>;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  /** Toggles asc → desc → none on the same field; a new field starts asc. Back to page 1. */
  toggleSort(field: string): void;
  /** Replaces the filters and goes back to page 1. */
  setFilters(filters: Record<string, unknown>): void;
  reload(): Promise<void>;
}

/** Empty strings and nulls are not sent: the server treats an absent filter as "any". */
function compact(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/**
 * Server-side paging, sorting and filtering for a list view. Only one page is ever held, so a list of
 * 10 000 rows costs what a page costs. A stale answer (the user paged on meanwhile) is dropped.
 */
export function usePagedList<T>(fetcher: PageFetcher<T>, options: PagedListOptions = {}): PagedList<T> {
  const [page, setPageState] = useState(1);
  const [perPage, setPerPageState] = useState(options.perPage ?? 10);
  const [sort, setSort] = useState(options.sort ?? null);
  const [filters, setFiltersState] = useState<Record<string, unknown>>(options.filters ?? {});
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    const query: PageQuery = { current_page: page, per_page: perPage, ...compact(filters) };
    if (sort) Object.assign(query, { sort_field: sort.field, sort_order: sort.order });
    try {
      const result = await fetcherRef.current(query);
      if (mine !== seq.current) return;
      const data = Array.isArray(result?.data) ? result.data : [];
      const count = Number(result?.total ?? data.length) || 0;
      // Deleting the last row of the last page leaves an empty page: step back instead of showing nothing.
      if (data.length === 0 && count > 0 && page > 1) {
        setPageState(Math.max(1, Math.ceil(count / perPage)));
        return;
      }
      setRows(data);
      setTotal(count);
      setError(null);
    } catch (e) {
      if (mine !== seq.current) return;
      setError(e instanceof Error && e.message ? e.message : String(e));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [page, perPage, sort, filters]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    rows,
    total,
    page,
    perPage,
    loading,
    error,
    sort,
    filters,
    setPage: (p) => setPageState(Math.max(1, p)),
    setPerPage: (n) => {
      setPerPageState(n);
      setPageState(1);
    },
    toggleSort: (field) => {
      setSort((s) => (!s || s.field !== field ? { field, order: 'asc' } : s.order === 'asc' ? { field, order: 'desc' } : null));
      setPageState(1);
    },
    setFilters: (f) => {
      setFiltersState(f);
      setPageState(1);
    },
    reload: load,
  };
}
