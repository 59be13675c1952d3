import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadState, useLoad } from '../../../sdk/src/index';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad (SDK)', () => {
  it('loads, then keeps only the answer for the latest deps', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ id }) =>
        useLoad(() => {
          calls.push(id);
          return id === 'a' ? first.promise : second.promise;
        }, [id]),
      { initialProps: { id: 'a' } },
    );
    expect(result.current.loading).toBe(true);
    rerender({ id: 'b' });
    await act(async () => {
      second.resolve('B');
      await second.promise;
    });
    await act(async () => {
      first.resolve('A');
      await first.promise;
    });
    expect(calls).toEqual(['a', 'b']);
    expect(result.current.data).toBe('B');
    expect(result.current.loading).toBe(false);
  });

  it('reports a failure as its message and recovers on reload', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useLoad(async () => {
        if (fail) throw new Error('boom');
        return 7;
      }, []),
    );
    await waitFor(() => expect(result.current.error).toBe('boom'));
    fail = false;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 7, error: null, loading: false });
  });
});

describe('LoadState (SDK)', () => {
  const base = { onRetry: () => {}, testId: 'x' };
  it('shows the error, the spinner, the empty state or the content', () => {
    const { rerender } = render(
      <LoadState {...base} loading={false} error="nope" empty>
        <p>content</p>
      </LoadState>,
    );
    expect(screen.getByTestId('x-error').textContent).toContain('nope');
    rerender(
      <LoadState {...base} loading error={null} empty>
        <p>content</p>
      </LoadState>,
    );
    expect(screen.getByTestId('x-loading')).toBeTruthy();
    rerender(
      <LoadState {...base} loading={false} error={null} empty>
        <p>content</p>
      </LoadState>,
    );
    expect(screen.getByTestId('x-empty')).toBeTruthy();
    rerender(
      <LoadState {...base} loading error={null} empty={false}>
        <p>content</p>
      </LoadState>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });
});
