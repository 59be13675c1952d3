// Setup of `tessera-ext test`: what jsdom lacks (Blueprint and the SDK's chart host use it), and a clean DOM between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});
afterEach(() => cleanup());
