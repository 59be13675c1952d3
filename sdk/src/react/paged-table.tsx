import { Button, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from './hooks';
import type { PagedList } from './use-paged-list';

export interface PagedColumn<T> {
  /** Field name; also the `sort_field` sent when the column is sortable. */
  key: string;
  /** Header text (already translated). */
  title: string;
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  width?: number | string;
}

export interface PagedTableProps<T> {
  list: PagedList<T>;
  columns: PagedColumn<T>[];
  rowKey: (row: T) => string;
  /** Prefix of the `data-testid`s: `<id>`, `<id>-row`, `<id>-empty`, `<id>-error`, `<id>-loading`, `<id>-next`… */
  testId?: string;
  pageSizes?: number[];
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * One server page of a list in a Blueprint HTML table, with its loading, error and empty states and a pager.
 * Strings come from the core `common` area (the shell provides them).
 */
export function PagedTable<T>({ list, columns, rowKey, testId = 'paged-table', pageSizes = [10, 20, 50, 100] }: PagedTableProps<T>) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  const colSpan = columns.length;

  let body: ReactNode;
  if (list.error && list.rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan}>
          <div data-testid={`${testId}-error`}>
            <NonIdealState
              icon="error"
              title={t('common.error')}
              description={list.error}
              action={<Button text={t('common.retry')} icon="refresh" onClick={() => void list.reload()} />}
            />
          </div>
        </td>
      </tr>
    );
  } else if (list.rows.length === 0 && list.loading) {
    body = (
      <tr>
        <td colSpan={colSpan}>
          <div data-testid={`${testId}-loading`}>
            <Spinner size={24} aria-label={t('common.loading')} />
          </div>
        </td>
      </tr>
    );
  } else if (list.rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan}>
          <div data-testid={`${testId}-empty`}>
            <NonIdealState icon="inbox" title={t('common.noData')} />
          </div>
        </td>
      </tr>
    );
  } else {
    body = list.rows.map((row, i) => (
      <tr key={rowKey(row)} data-testid={`${testId}-row`}>
        {columns.map((c) => (
          <td key={c.key}>{c.render ? c.render(row, i) : String((row as Record<string, unknown>)[c.key] ?? '')}</td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="tessera-paged-table" data-testid={testId} aria-busy={list.loading}>
      {list.error && list.rows.length > 0 && (
        <div role="alert" className="bp6-text-muted" data-testid={`${testId}-error`}>
          {list.error} <Button variant="minimal" size="small" text={t('common.retry')} onClick={() => void list.reload()} />
        </div>
      )}
      <HTMLTable striped interactive style={{ width: '100%', opacity: list.loading && list.rows.length ? 0.6 : 1 }}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} style={{ width: c.width }} aria-sort={list.sort?.field === c.key ? ARIA_SORT[list.sort.order] : undefined}>
                {c.sortable ? (
                  <Button
                    variant="minimal"
                    size="small"
                    text={c.title}
                    data-testid={`${testId}-sort-${c.key}`}
                    endIcon={list.sort?.field === c.key ? (list.sort.order === 'asc' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'}
                    onClick={() => list.toggleSort(c.key)}
                  />
                ) : (
                  c.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </HTMLTable>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end', marginTop: 8 }}>
        <span data-testid={`${testId}-total`}>{t('common.total', { total: list.total })}</span>
        <HTMLSelect
          aria-label={t('common.perPage')}
          value={list.perPage}
          onChange={(e) => list.setPerPage(Number(e.currentTarget.value))}
          options={pageSizes.map((n) => ({ value: n, label: String(n) }))}
        />
        <Button
          icon="chevron-left"
          aria-label={t('common.previousPage')}
          disabled={list.page <= 1}
          onClick={() => list.setPage(list.page - 1)}
          data-testid={`${testId}-prev`}
        />
        <span data-testid={`${testId}-page`}>
          {list.page} / {pages}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('common.nextPage')}
          disabled={list.page >= pages}
          onClick={() => list.setPage(list.page + 1)}
          data-testid={`${testId}-next`}
        />
      </div>
    </div>
  );
}
