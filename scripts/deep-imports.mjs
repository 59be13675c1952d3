// Deep imports for the console's own imports of a package whose index re-exports many files (issue 2):
// `@blueprintjs/core` and `@tessera/sdk`. esbuild chunks per FILE: once the shell imports a name through a package's
// index, that index (and, through its re-exports, every file the lazily shared full namespace uses) lands in the
// first load. Rewriting `import { Button } from '@blueprintjs/core'` into an import of the file that defines `Button`
// keeps the index out of the static graph.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const requireHere = createRequire(import.meta.url);
export const BLUEPRINT_SPEC = '@blueprintjs/core';
export const SDK_SPEC = '@tessera/sdk';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Blueprint core's `lib/esm` folder. */
export function blueprintEsmDir() {
  return join(dirname(requireHere.resolve(`${BLUEPRINT_SPEC}/package.json`)), 'lib/esm');
}

const stripComments = (s) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** `a, b as c, type d` → [{ imported: 'a', local: 'a', type: false }, ...] (imported = the name in the source module). */
export function parseSpecifierList(list) {
  return stripComments(list)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const type = /^type\s+/.test(s);
      const [imported, local = imported] = s
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((x) => x.trim());
      return { imported, local, type };
    });
}

function resolveModule(fromFile, spec) {
  // A bare specifier (e.g. @blueprintjs/colors) stays bare: the bundler resolves it as Blueprint itself would.
  if (!spec.startsWith('.')) return spec;
  const base = resolve(dirname(fromFile), spec);
  for (const candidate of [base, `${base}.js`, `${base}.ts`, `${base}.tsx`, join(base, 'index.js'), join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(m?js|tsx?)$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * The exported names of one ESM file → where each is defined: `{ file, name }` (`name` '*' = that file's namespace).
 * Follows `export * from`, `export { a as b } from`, `export { x }` of an import binding; declarations map to the file.
 */
function exportsOf(file, cache, seen = new Set()) {
  if (cache.has(file)) return cache.get(file);
  if (seen.has(file)) return new Map();
  seen.add(file);
  const out = new Map();
  const text = stripComments(readFileSync(file, 'utf8'));
  const imports = new Map(); // local binding → { file, name }
  for (const m of text.matchAll(/import\s+\*\s+as\s+([\w$]+)\s+from\s+["']([^"']+)["']/g)) {
    const target = resolveModule(file, m[2]);
    if (target) imports.set(m[1], { file: target, name: '*' });
  }
  for (const m of text.matchAll(/import\s+\{([^}]*)\}\s*from\s+["']([^"']+)["']/g)) {
    const target = resolveModule(file, m[2]);
    if (!target) continue;
    for (const s of parseSpecifierList(m[1])) imports.set(s.local, { file: target, name: s.imported });
  }
  const follow = (target, name) => {
    if (name === '*' || !target.startsWith('/')) return { file: target, name };
    const inner = exportsOf(target, cache, seen).get(name);
    return inner ?? { file: target, name };
  };
  for (const m of text.matchAll(/export\s+\*\s+from\s+["']([^"']+)["']/g)) {
    const target = resolveModule(file, m[1]);
    if (!target || !target.startsWith('/')) continue;
    for (const [name, where] of exportsOf(target, cache, seen)) if (name !== 'default' && !out.has(name)) out.set(name, where);
  }
  for (const m of text.matchAll(/export\s+\{([^}]*)\}\s*from\s+["']([^"']+)["']/g)) {
    const target = resolveModule(file, m[2]);
    if (!target) continue;
    for (const s of parseSpecifierList(m[1])) out.set(s.local, follow(target, s.imported));
  }
  for (const m of text.matchAll(/export\s+\{([^}]*)\}\s*(?!\s*from)(;|\n|$)/g)) {
    for (const s of parseSpecifierList(m[1])) {
      const imported = imports.get(s.imported);
      out.set(s.local, imported ? follow(imported.file, imported.name) : { file, name: s.imported });
    }
  }
  for (const m of text.matchAll(/export\s+(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)/g)) out.set(m[1], { file, name: m[1] });
  cache.set(file, out);
  return out;
}

/** Every value name `@blueprintjs/core` exports → `{ file, name }` of its definition (built by following lib/esm). */
export function blueprintExportMap(esmDir = blueprintEsmDir()) {
  return exportsOf(join(esmDir, 'index.js'), new Map());
}

/** Every value name `@tessera/sdk` exports → `{ file, name }` of its definition (its TypeScript sources). */
export function sdkExportMap(index = join(ROOT, 'sdk', 'src', 'index.ts')) {
  return exportsOf(index, new Map());
}

const EXPORT_MAPS = { [BLUEPRINT_SPEC]: blueprintExportMap, [SDK_SPEC]: sdkExportMap };
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const importRe = (spec) => new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*(["'])${escapeRe(spec)}\\3\\s*;?`, 'g');

/**
 * Rewrites a source file's named imports of `spec` into deep imports. Names written `type X` are dropped
 * (types only); names the map does not know stay on the index import (esbuild erases it when they are types only)
 * and are reported in `unmapped`.
 */
export function rewriteDeepImports(source, map, spec = BLUEPRINT_SPEC) {
  const unmapped = [];
  const contents = source.replace(importRe(spec), (whole, typeOnly, list) => {
    if (typeOnly) return whole;
    const byFile = new Map();
    const rest = [];
    for (const s of parseSpecifierList(list)) {
      if (s.type) continue;
      const where = map.get(s.imported);
      if (!where) {
        rest.push(s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`);
        unmapped.push(s.imported);
        continue;
      }
      const lines = byFile.get(where.file) ?? [];
      lines.push(
        where.name === '*'
          ? `import * as ${s.local} from ${JSON.stringify(where.file)};`
          : `import { ${where.name} as ${s.local} } from ${JSON.stringify(where.file)};`,
      );
      byFile.set(where.file, lines);
    }
    const out = [...byFile.values()].flat();
    if (rest.length) out.push(`import { ${rest.join(', ')} } from '${spec}';`);
    // One line, so esbuild's line numbers (source maps, errors) stay those of the original file.
    return out.join(' ');
  });
  return { contents, unmapped };
}

/**
 * esbuild plugin: deep imports of each package in `specs` for TS sources under `roots` (the console's first-load
 * code; the SDK's own files import each other by path already).
 */
export function deepImportsPlugin({ roots, specs = [BLUEPRINT_SPEC, SDK_SPEC], onUnmapped = () => {} }) {
  return {
    name: 'deep-imports',
    setup(build) {
      const maps = new Map();
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!roots.some((r) => args.path.startsWith(r))) return undefined;
        let contents = readFileSync(args.path, 'utf8');
        const present = specs.filter((spec) => contents.includes(spec));
        if (!present.length) return undefined;
        for (const spec of present) {
          if (!maps.has(spec)) maps.set(spec, EXPORT_MAPS[spec]());
          const rewritten = rewriteDeepImports(contents, maps.get(spec), spec);
          if (rewritten.unmapped.length) onUnmapped(args.path, spec, rewritten.unmapped);
          contents = rewritten.contents;
        }
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The value names `spec` is named-imported for by the TS sources in `files` (type-only names excluded). */
export function namesImported(files, spec = BLUEPRINT_SPEC) {
  const names = new Set();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe(spec))) {
      if (m[1]) continue;
      for (const s of parseSpecifierList(m[2])) if (!s.type) names.add(s.imported);
    }
  }
  return names;
}
