import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['tests/{core,sdk,extensions,contract}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          css: false,
          // Component tests walk whole dialogs in jsdom: seconds each on a busy machine. A timeout is not a speed
          // assertion (speed is measured in bench/), so it only has to catch a hang.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
