#!/usr/bin/env node
// `npm run lint`: the dependency rules of docs/ARCHITECTURE.md ('Layers and import rules'), checked on every source
// file of sdk/, core/, extensions/ and server/, plus the text rules of source-rules.mjs (SQL only in stores,
// no pointers to documents outside the repository).
// Imports are collected by esbuild's parser (static, export-from, dynamic, require), so
// comments and strings never count. Prints `file:line imports X (rule)` per violation and exits 1 when any.
//   node scripts/lint-imports.mjs [--root <dir>] [--sql-debt <json>]
//   (for tests: --root lints another tree with the same layout, --sql-debt replaces the SQL debt list)
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSharedModules } from '../sdk/build/shared-modules.mjs';
import { pointerViolations, sqlViolations } from './source-rules.mjs';

const AREAS = ['sdk', 'core', 'extensions', 'server'];
const SOURCE = /\.(m?[jt]sx?|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Where our own package names live, so `@tessera/...` imports are checked like relative ones. */
const OUR_PACKAGES = [
  ['@tessera/sdk/harness', 'sdk/src/harness'],
  ['@tessera/sdk/shared', 'sdk/src/shared'],
  ['@tessera/sdk/manifest', 'sdk/src/manifest'],
  ['@tessera/sdk/build', 'sdk/build'],
  ['@tessera/sdk', 'sdk/src'],
  ['@tessera/core', 'core'],
  ['@tessera/server', 'server'],
];

function listSources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) return listSources(abs);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [abs] : [];
  });
}

/** Every import specifier of every file, via esbuild with all imports external: Map<file, {spec, kind}[]>. */
async function collectImports(files, root) {
  const found = new Map(files.map((f) => [f, []]));
  await esbuild.build({
    entryPoints: files,
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: join(root, '.lint-out'),
    platform: 'neutral',
    format: 'esm',
    logLevel: 'silent',
    jsx: 'automatic',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    plugins: [
      {
        name: 'record-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            found.get(args.importer)?.push({ spec: args.path, kind: args.kind });
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

function lineOf(text, spec) {
  for (const q of ["'", '"', '`']) {
    const at = text.indexOf(`${q}${spec}`);
    if (at >= 0) return text.slice(0, at).split('\n').length;
  }
  return 1;
}

/** The repo-relative path an import points at (null for a third-party package). */
function target(spec, file, root) {
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const abs = resolve(dirname(file), spec);
    const rel = relative(root, abs).split(sep).join('/');
    return rel.split('/').includes('node_modules') ? null : rel;
  }
  for (const [name, folder] of OUR_PACKAGES) {
    if (spec === name || spec.startsWith(`${name}/`)) return folder + spec.slice(name.length);
  }
  const ext = /^@tessera-ext\/([^/]+)(.*)$/.exec(spec);
  if (ext) return `extensions/${ext[1]}${ext[2]}`;
  return null;
}

const inside = (rel, folder) => rel === folder || rel.startsWith(`${folder}/`);
const MANIFEST_SCHEMA = 'extension-manifest.schema.json';

/** The rule a single import breaks, or null. `file` is repo-relative. */
export function ruleBroken({ file, spec, to, shared }) {
  const area = file.split('/')[0];
  if (area === 'sdk') {
    if (to !== null && !inside(to, 'sdk') && to !== MANIFEST_SCHEMA) return 'sdk/ imports nothing of ours';
    return null;
  }
  if (area === 'core') {
    if (to !== null && (inside(to, 'extensions') || inside(to, 'server'))) return 'core/ never imports extensions/ or server/';
    return null;
  }
  if (area === 'extensions') {
    const own = file.split('/').slice(0, 2).join('/');
    if (spec === '@tessera/sdk') return null;
    if (spec.startsWith('@tessera/sdk/harness')) {
      return TEST_FILE.test(file) ? null : 'an extension uses @tessera/sdk/harness only from tests';
    }
    if (to !== null) {
      if (inside(to, own)) return null;
      if (inside(to, 'core')) return 'an extension never imports core/';
      if (inside(to, 'extensions')) return 'an extension never imports another extension';
      if (inside(to, 'sdk')) return 'an extension imports the SDK only as "@tessera/sdk"';
      return `an extension's relative imports stay inside ${own}/`;
    }
    if (spec.startsWith('node:')) return 'an extension runs in the browser: no Node built-ins';
    if (!shared.includes(spec)) return `an extension imports only @tessera/sdk and the shared modules (${spec} is not in SHARED_MODULES)`;
    return null;
  }
  if (area === 'server') {
    if (inside(file, 'server/src/storage/migrations')) {
      const sibling = to !== null && inside(to, 'server/src/storage/migrations');
      if (!sibling && spec !== 'kysely' && !spec.startsWith('node:')) return 'a migration imports only kysely and node built-ins';
      return null;
    }
    if (inside(file, 'server/src/mqtt') && to !== null && inside(to, 'server/src/ingest'))
      return 'mqtt/ never imports ingest/ (shared types live in devices-core/)';
    if (to === null || inside(to, 'server') || to === MANIFEST_SCHEMA) return null;
    if (spec === '@tessera/sdk/shared' || spec === '@tessera/sdk/manifest') return null;
    return 'server/ imports of ours only @tessera/sdk/shared and @tessera/sdk/manifest';
  }
  return null;
}

export async function lintImports(root, sqlDebt) {
  const shared = readSharedModules();
  const files = AREAS.flatMap((a) => listSources(join(root, a)));
  if (files.length === 0) return { files: 0, violations: [] };
  const imports = await collectImports(files, root);
  const violations = [];
  for (const [abs, list] of imports) {
    const file = relative(root, abs).split(sep).join('/');
    let text;
    for (const { spec } of list) {
      const rule = ruleBroken({ file, spec, to: target(spec, abs, root), shared });
      if (!rule) continue;
      text ??= readFileSync(abs, 'utf8');
      violations.push({ file, line: lineOf(text, spec), what: `imports ${spec}`, rule });
    }
  }
  violations.push(...sqlViolations(root, files, sqlDebt), ...pointerViolations(root));
  violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { files: files.length, violations };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--root');
  const root = resolve(i > 0 ? process.argv[i + 1] : join(dirname(fileURLToPath(import.meta.url)), '..'));
  const d = process.argv.indexOf('--sql-debt');
  const sqlDebt = d > 0 ? JSON.parse(readFileSync(process.argv[d + 1], 'utf8')) : undefined;
  lintImports(root, sqlDebt).then(
    ({ files, violations }) => {
      for (const v of violations) console.log(`${v.file}:${v.line} ${v.what} (${v.rule})`);
      if (violations.length) {
        console.log(`\n✖ ${violations.length} rule violation(s) in ${files} files (docs/ARCHITECTURE.md, 'Layers and import rules')`);
        process.exitCode = 1;
      } else {
        console.log(`✔ import rules hold in ${files} files`);
      }
    },
    (e) => {
      console.error(e.errors?.length ? e.errors.map((m) => `${m.location?.file ?? ''}:${m.location?.line ?? ''} ${m.text}`).join('\n') : e);
      process.exitCode = 2;
    },
  );
}
