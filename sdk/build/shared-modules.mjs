// The shared-module list is defined once, in sdk/src/shared-modules.ts (the SDK's semver contract). This plain-JS
// build code cannot import TypeScript, so it reads the array literal out of that file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../src/shared-modules.ts', import.meta.url));

/** @returns {string[]} the exact specifiers the host provides through `globalThis.__TESSERA_SHARED__` */
export function readSharedModules() {
  const text = readFileSync(SOURCE, 'utf8');
  const m = /export const SHARED_MODULES\s*=\s*\[([\s\S]*?)\]/.exec(text);
  if (!m) throw new Error(`tessera-ext: cannot find SHARED_MODULES in ${SOURCE}`);
  const specs = [...m[1].matchAll(/'([^']+)'|"([^"]+)"/g)].map((x) => x[1] ?? x[2]);
  if (specs.length === 0) throw new Error(`tessera-ext: SHARED_MODULES in ${SOURCE} is empty`);
  return specs;
}

export const SHARED_REGISTRY_GLOBAL = '__TESSERA_SHARED__';
