// The repository's ESLint configuration (root eslint.config.mjs re-exports it). It lives in this workspace so
// that typescript-eslint resolves the TypeScript 5.9 pinned here (its parser needs TypeScript's JS API, which the
// repository's TypeScript 7 does not have); the parser runs without type information, so tsc stays the type check.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.lint-out/**',
      'extensions/*/build/**',
      'sdk/templates/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are kept on purpose (a rest sibling that drops a field, a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `any` marks the untyped edges on purpose (Kysely<any> for tables of other areas, raw JSON, test doubles);
      // tsc's strict mode checks everything else. Tightening these is a separate piece of work.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS by necessity (Node-RED loads its runner and node set with require).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser code, and the scripts that run functions inside a browser page (Playwright's evaluate).
    files: ['core/**', 'extensions/**', 'sdk/**', 'tests/core/**', 'tests/extensions/**', 'tests/sdk/**', 'tests/contract/**', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
