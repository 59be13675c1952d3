/**
 * usePagedList + PagedTable: the query sent, a stale answer dropped, and the loading / error / empty / rows states
 * with the core `common.*` strings (ch, the shell's default).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defineExtension, PagedTable, usePagedList, type Page, type PagedColumn, type PagedList, type PageQuery } from '@tessera/sdk';
import { createExtensionHarness, CORE_COMMON } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';

interface Row {
  id: string;
  name: string;
}

/** A fetcher whose answers the test releases one by one, in any order. */
function controlledFetcher() {
  const pending: { query: PageQuery; resolve(p: Page<Row>): void; reject(e: Error): void }[] = [];
  const fetcher = (query: PageQuery) => new Promise<Page<Row>>((resolve, reject) => pending.push({ query, resolve, reject }));
  return { fetcher, pending };
}

const pageOf = (q: PageQuery, names: string[], total = names.length): Page<Row> => ({
  current_page: q.current_page,
  per_page: q.per_page,
  total,
  data: names.map((name) => ({ id: name, name })),
});

const columns: PagedColumn<Row>[] = [{ key: 'name', title: 'Name', sortable: true }];

/** The list the component rendered last, for the calls a view makes itself (reload after a delete). */
let current: PagedList<Row>;

function List({ fetcher }: { fetcher: (q: PageQuery) => Promise<Page<Row>> }) {
  const list = usePagedList<Row>(fetcher);
  current = list;
  return <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="things" />;
}

async function mount(fetcher: (q: PageQuery) => Promise<Page<Row>>) {
  const h = await createExtensionHarness(defineExtension({ views: {} }));
  h.render(<List fetcher={fetcher} />);
  return h;
}

const names = () => screen.queryAllByTestId('things-row').map((r) => r.textContent);
const ch = CORE_COMMON.ch;

describe('usePagedList + PagedTable', () => {
  it('drops a stale answer: the later request wins even when the earlier one answers last', async () => {
    const { fetcher, pending } = controlledFetcher();
    await mount(fetcher);
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0].query).toEqual({ current_page: 1, per_page: 10 });
    expect(screen.getByTestId('things-loading')).toBeTruthy();

    fireEvent.click(screen.getByTestId('things-sort-name'));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1].query).toEqual({ current_page: 1, per_page: 10, sort_field: 'name', sort_order: 'asc' });

    await act(async () => pending[1].resolve(pageOf(pending[1].query, ['sorted'])));
    await act(async () => pending[0].resolve(pageOf(pending[0].query, ['stale-1', 'stale-2'])));
    expect(names()).toEqual(['sorted']);
    expect(screen.getByTestId('things-total').textContent).toBe(ch.total.replace('{{total}}', '1'));
    expect(screen.getByTestId('things').getAttribute('aria-busy')).toBe('false');

    // A stale failure is dropped too: no error replaces the fresh rows.
    fireEvent.click(screen.getByTestId('things-sort-name'));
    await waitFor(() => expect(pending).toHaveLength(3));
    fireEvent.click(screen.getByTestId('things-sort-name'));
    await waitFor(() => expect(pending).toHaveLength(4));
    expect(pending[3].query).toEqual({ current_page: 1, per_page: 10 }); // asc → desc → none
    await act(async () => pending[3].resolve(pageOf(pending[3].query, ['fresh'])));
    await act(async () => pending[2].reject(new Error('late failure')));
    expect(names()).toEqual(['fresh']);
    expect(screen.queryByTestId('things-error')).toBeNull();
  });

  it('shows the empty state with the core noData text', async () => {
    await mount(async (q) => pageOf(q, []));
    const empty = await screen.findByTestId('things-empty');
    expect(empty.textContent).toContain(ch.noData);
    expect(names()).toEqual([]);
    expect(screen.getByTestId('things-page').textContent).toBe('1 / 1');
  });

  it('shows the error with a retry that reloads, and keeps the rows when a reload fails', async () => {
    let fail = true;
    let calls = 0;
    await mount(async (q) => {
      calls += 1;
      if (fail) throw new Error('server is down');
      return pageOf(q, ['a', 'b']);
    });
    const error = await screen.findByTestId('things-error');
    expect(error.textContent).toContain('server is down');
    expect(error.textContent).toContain(ch.error);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: new RegExp(ch.retry) }));
    await waitFor(() => expect(names()).toEqual(['a', 'b']));
    expect(screen.queryByTestId('things-error')).toBeNull();

    fail = true;
    fireEvent.click(screen.getByTestId('things-sort-name'));
    const inline = await screen.findByTestId('things-error');
    expect(inline.getAttribute('role')).toBe('alert');
    expect(names()).toEqual(['a', 'b']);
    expect(calls).toBe(3);
  });

  it('pages with the pager (labelled from core common) and steps back from an emptied last page', async () => {
    const all = Array.from({ length: 25 }, (_, i) => `row-${i}`);
    let total = all.length;
    const queries: PageQuery[] = [];
    await mount(async (q) => {
      queries.push(q);
      const start = (q.current_page - 1) * q.per_page;
      return pageOf(q, all.slice(0, total).slice(start, start + q.per_page), total);
    });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByTestId('things-page').textContent).toBe('1 / 3');
    expect(screen.getByTestId('things-prev').getAttribute('aria-label')).toBe(ch.previousPage);
    expect(screen.getByTestId('things-next').getAttribute('aria-label')).toBe(ch.nextPage);
    expect(screen.getByRole('combobox', { name: ch.perPage })).toBeTruthy();
    expect((screen.getByTestId('things-prev') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('things-next'));
    await waitFor(() => expect(screen.getByTestId('things-page').textContent).toBe('2 / 3'));
    fireEvent.click(screen.getByTestId('things-next'));
    await waitFor(() => expect(names()).toEqual(all.slice(20)));
    expect(queries.at(-1)).toEqual({ current_page: 3, per_page: 10 });
    expect((screen.getByTestId('things-next') as HTMLButtonElement).disabled).toBe(true);

    // The last page's rows were deleted: the reload a view makes lands on the new last page, not an empty one.
    total = 20;
    await act(() => current.reload());
    await waitFor(() => expect(screen.getByTestId('things-page').textContent).toBe('2 / 2'));
    expect(names()).toEqual(all.slice(10, 20));
    expect(queries.slice(-2)).toEqual([
      { current_page: 3, per_page: 10 },
      { current_page: 2, per_page: 10 },
    ]);
    expect(screen.queryByTestId('things-empty')).toBeNull();
  });

  it('renders one page only, however large the total', async () => {
    await mount(async (q) =>
      pageOf(
        q,
        Array.from({ length: q.per_page }, (_, i) => `r${i}`),
        10_000,
      ),
    );
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByTestId('things-page').textContent).toBe('1 / 1000');
    expect(screen.getByTestId('things-total').textContent).toBe(ch.total.replace('{{total}}', '10000'));
  });
});
