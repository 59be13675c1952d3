import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../core/src/router/preloadable';

function Page({ label }: { label: string }) {
  return <p data-testid="page">{label}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p data-testid="failed">{this.state.error.message}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('preloadable', () => {
  it('renders in the very first commit when its code was preloaded', async () => {
    const Lazy = preloadable(async () => Page);
    await Lazy.preload();
    render(<Lazy label="at once" />);
    // No effect, no await: the first render already shows the page (React.lazy would suspend here).
    expect(screen.getByTestId('page').textContent).toBe('at once');
  });

  it('renders nothing until the code arrives, then the page; one load for all', async () => {
    const gate = deferred<typeof Page>();
    let loads = 0;
    const Lazy = preloadable(() => {
      loads++;
      return gate.promise;
    });
    render(
      <>
        <Lazy label="a" />
        <Lazy label="b" />
      </>,
    );
    expect(screen.queryByTestId('page')).toBeNull();
    await act(async () => gate.resolve(Page));
    expect(screen.getAllByTestId('page').map((p) => p.textContent)).toEqual(['a', 'b']);
    expect(loads).toBe(1);
  });

  it('hands a failed load to the error boundary and loads again next time', async () => {
    let attempt = 0;
    const Lazy = preloadable(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk lost');
      return Page;
    });
    const first = render(
      <Boundary>
        <Lazy label="x" />
      </Boundary>,
    );
    expect(await screen.findByTestId('failed')).toBeTruthy();
    expect(screen.getByTestId('failed').textContent).toBe('chunk lost');
    first.unmount();
    render(<Lazy label="second try" />);
    expect((await screen.findByTestId('page')).textContent).toBe('second try');
    expect(attempt).toBe(2);
  });
});
