import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks these; Blueprint's ResizeSensor, Table and our chart host use them.
if (!('ResizeObserver' in globalThis)) {
  (globalThis as any).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.matchMedia) {
  (window as any).matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

afterEach(() => cleanup());
