import { vi } from 'vitest';
import type { Notifier, RouteService } from '@tessera/sdk';

/** A notifier that records what would have been shown. */
export function fakeNotifier() {
  return {
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    info: vi.fn(),
    confirm: vi.fn(async () => true),
  } satisfies Notifier;
}

/** A route service whose navigation result the test decides. */
export function fakeRouteService(result: boolean | (() => Promise<boolean>) = true) {
  const navigate = vi.fn(async () => (typeof result === 'function' ? result() : result));
  return {
    routes: [],
    setTrees: vi.fn(),
    byName: vi.fn(),
    byPath: vi.fn(),
    navigate,
    trail: vi.fn(() => []),
  } satisfies RouteService;
}
