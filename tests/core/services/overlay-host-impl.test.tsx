import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Logger, OverlayHost, SdkContext } from '@tessera/sdk';
import { OverlayHostImpl } from '../../../core/src/services/overlay-host-impl';
import { OverlayOutlet } from '../../../core/src/services/overlay-outlet';
import { createTestContainer } from './support/test-container';

function Boom(): never {
  throw new Error('boom');
}

function setup() {
  const { container } = createTestContainer();
  const host = container.get<OverlayHostImpl>(OverlayHost);
  const errors: unknown[] = [];
  container.rebind(Logger).toConstantValue({ child: () => ({ error: (...a: unknown[]) => errors.push(a) }) } as never);
  render(
    <SdkContext.Provider value={{ get: (t) => container.get(t) }}>
      <p>shell</p>
      <OverlayOutlet />
    </SdkContext.Provider>,
  );
  return { host, errors };
}

describe('OverlayHost (content rendered inside the shell tree)', () => {
  it('is a core singleton', () => {
    const { container } = createTestContainer();
    expect(container.get(OverlayHost)).toBeInstanceOf(OverlayHostImpl);
    expect(container.get(OverlayHost)).toBe(container.get(OverlayHost));
  });

  it('shows each element in the outlet until its hide function runs (twice is harmless)', () => {
    const { host } = setup();
    let hideA!: () => void;
    act(() => void (hideA = host.show(<div role="dialog">A</div>)));
    act(() => void host.show(<div role="dialog">B</div>));
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['A', 'B']);
    act(() => hideA());
    act(() => hideA());
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['B']);
    expect(screen.getByText('shell')).toBeTruthy();
  });

  it('a crashing overlay disappears and is logged; the shell and other overlays stay', () => {
    const { host, errors } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => void host.show(<div role="dialog">fine</div>));
    act(() => void host.show(<Boom />));
    expect(screen.getByRole('dialog').textContent).toBe('fine');
    expect(screen.getByText('shell')).toBeTruthy();
    expect(errors).toHaveLength(1);
  });

  it('the outlet renders nothing in a shell assembled without the service', () => {
    render(
      <SdkContext.Provider
        value={{
          get: () => {
            throw new Error('not bound');
          },
        }}
      >
        <OverlayOutlet />
      </SdkContext.Provider>,
    );
    expect(document.body.textContent).toBe('');
  });
});
