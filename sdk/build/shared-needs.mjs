// Which names an extension bundle imports from each shared module ("needs"), written into its load line so the
// host can serve a module in part (e.g. @blueprintjs/core: the shell's own components are in the first load, the
// rest is fetched only for a bundle that needs it). Read from esbuild's transform of each source file: types and
// unused imports are erased there, and JSX has become its `react/jsx-runtime` imports.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, resolve } from 'node:path';

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
const stripComments = (s) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/**
 * The names each statement of `code` (plain JS) takes from each specifier: Map<spec, Set<name> | '*'>.
 * `import {a as b}` → a; `import X` / `export { default } from` → default; `import * as` / `export * from` /
 * `import()` / `require()` → '*'. A bare `import 'spec'` records the specifier with no names.
 */
export function importedNames(code) {
  const out = new Map();
  const add = (spec, name) => {
    const cur = out.get(spec);
    if (cur === '*') return;
    if (name === '*') return void out.set(spec, '*');
    const set = cur ?? new Set();
    if (name) set.add(name);
    out.set(spec, set);
  };
  const text = stripComments(code);
  for (const m of text.matchAll(/\b(import|export)\s*([\w$\s{},*]*?)\s*from\s*["']([^"']+)["']/g)) {
    const [, kind, clause, spec] = m;
    if (/^type\b/.test(clause.trim())) continue;
    let rest = clause.trim();
    if (rest.startsWith('*')) {
      add(spec, '*');
      continue;
    }
    if (kind === 'import') {
      const def = /^([\w$]+)\s*(,|$)/.exec(rest);
      if (def) {
        add(spec, 'default');
        rest = rest.slice(def[0].length).trim();
      }
      if (rest.startsWith('*')) {
        add(spec, '*');
        continue;
      }
      if (!rest) continue;
    }
    const braces = /^\{([^}]*)\}$/.exec(rest);
    if (!braces) {
      add(spec, '*'); // a clause this scanner does not understand: ask for everything
      continue;
    }
    for (const part of braces[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (/^type\s/.test(part)) continue;
      add(spec, part.split(/\s+as\s+/)[0].trim());
    }
  }
  for (const m of text.matchAll(/\bimport\s*["']([^"']+)["']/g)) add(m[1], null);
  for (const m of text.matchAll(/\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g)) add(m[1], '*');
  return out;
}

/**
 * Needs per shared specifier, from an esbuild metafile (paths relative to `dir`) of a build whose shared imports
 * resolve into `sharedNamespace`: `{ [spec]: string[] | '*' }`, names sorted. A file that imports a shared module
 * by a statement this scan cannot see counts as needing all of it.
 */
export function collectSharedNeeds(metafile, dir, sharedNamespace, tsconfigRaw) {
  // Loaded here, not at the top: the pure scanner above is also used where esbuild cannot load (jsdom tests).
  const esbuild = createRequire(import.meta.url)('esbuild');
  const needs = new Map();
  const prefix = `${sharedNamespace}:`;
  for (const [key, input] of Object.entries(metafile.inputs)) {
    if (key.includes(':')) continue;
    const specs = [...new Set(input.imports.filter((i) => i.path.startsWith(prefix)).map((i) => i.path.slice(prefix.length)))];
    if (!specs.length) continue;
    const file = resolve(dir, key);
    let found = new Map();
    try {
      const loader = LOADERS[extname(file)] ?? 'js';
      const { code } = esbuild.transformSync(readFileSync(file, 'utf8'), { loader, jsx: 'automatic', format: 'esm', tsconfigRaw });
      found = importedNames(code);
    } catch {
      // unreadable here: every spec it imports is needed in full (below)
    }
    for (const spec of specs) {
      const names = found.get(spec) ?? '*';
      const cur = needs.get(spec) ?? new Set();
      if (cur === '*' || names === '*') needs.set(spec, '*');
      else needs.set(spec, new Set([...cur, ...names]));
    }
  }
  return Object.fromEntries([...needs].sort(([a], [b]) => (a < b ? -1 : 1)).map(([spec, v]) => [spec, v === '*' ? '*' : [...v].sort()]));
}
