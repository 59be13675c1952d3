#!/usr/bin/env node
// Bundle size of the console (gzip level 9), from a fresh production build:
//   login page   = the entry + every chunk it imports statically (what loads before the first paint);
//   shell after login = the login page + the home extension bundle + the lazy shared modules its load line asks for;
//   lazy chunks  = everything loaded on demand (icons, locales, echarts, table, ...), reported by group.
// Static view of the build (bench/bundle/run.mjs counts what Chromium downloads). Prints numbers; --check fails over budget.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsole, buildExtensions, sharedSpecOfEntry, staticClosure, ROOT } from '../../esbuild.config.mjs';

/** The names of a shell surface object (`export const NAME = { a, b, … }` in core/src/extensions/`file`). */
function surfaceNames(file, name) {
  const text = readFileSync(join(ROOT, 'core/src/extensions', file), 'utf8');
  const body = new RegExp(`export const ${name}\\s*=\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  return new Set(
    body
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
/**
 * The registry's decision for a partial shared module (core/src/extensions/shared-registry.ts `eagerCovers`): no
 * fetch when the bundle declares needs and each is in the eager part. The eager part's names are read from the
 * shell's surface files, the same lists the registry serves.
 */
const PARTIAL_EAGER = {
  '@blueprintjs/core': surfaceNames('blueprint-shell-surface.ts', 'BLUEPRINT_SHELL_SURFACE'),
  '@tessera/sdk': surfaceNames('sdk-shell-surface.ts', 'SDK_SHELL_SURFACE'),
};
const eagerCovers = (spec, need) => spec in PARTIAL_EAGER && Array.isArray(need) && need.every((n) => n !== 'default' && PARTIAL_EAGER[spec].has(n));

const BUDGET_KB = 300;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const raw = (file) => readFileSync(file).length;

function sizeOf(files) {
  return files.reduce((acc, f) => ({ raw: acc.raw + raw(f), gzip: acc.gzip + gz(f), files: acc.files + 1 }), { raw: 0, gzip: 0, files: 0 });
}

function line(label, s) {
  console.log(`${label.padEnd(34)} ${kb(s.gzip).padStart(10)} gzip  ${kb(s.raw).padStart(10)} raw  ${String(s.files).padStart(5)} files`);
}

function groupOf(output, meta) {
  const inputs = Object.keys(meta.inputs);
  const has = (re) => inputs.some((i) => re.test(i));
  if (has(/@blueprintjs[\\/]icons[\\/].*[\\/]paths[\\/]/)) return 'blueprint icon paths';
  if (has(/locales[\\/]/) && inputs.every((i) => i.endsWith('.json'))) return 'core locales (non-default languages)';
  if (has(/node_modules[\\/](echarts|zrender)[\\/]/)) return 'echarts';
  if (has(/@blueprintjs[\\/]table/)) return '@blueprintjs/table';
  return 'other';
}

async function main() {
  // Its own build, in a scratch folder: rebuilding dist/ here would leave it without the .br/.gz siblings that
  // `npm run build` writes, and every bench after this one would measure uncompressed transfers.
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-bundle-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const outdir = join(scratch, 'console');
  const metafile = await buildConsole({ outdir, minify: true });
  await buildExtensions({ outRoot: join(scratch, 'extensions'), minify: true });
  const abs = (p) => join(ROOT, p);
  const entry = Object.keys(metafile.outputs).find((p) => metafile.outputs[p].entryPoint?.endsWith('core/src/main.tsx'));
  const initial = staticClosure(metafile, entry);
  const loginFiles = [...initial].map(abs);
  const login = sizeOf(loginFiles);
  const css = metafile.outputs[entry].cssBundle ? sizeOf([abs(metafile.outputs[entry].cssBundle)]) : null;

  // After login the shell lands on /home: the home extension's bundle plus the lazy shared modules it declares.
  const homeJs = join(scratch, 'extensions/home/index.js');
  const afterFiles = [...loginFiles];
  const extra = [];
  if (existsSync(homeJs)) {
    afterFiles.push(homeJs);
    extra.push('extensions/home/index.js');
    const firstLine = readFileSync(homeJs, 'utf8').split('\n', 1)[0];
    const [, specsJson = '[]', needsJson] = /load\((\[[^\]]*\])(?:,\s*(\{.*\}))?\)/.exec(firstLine) ?? [];
    const specs = JSON.parse(specsJson);
    const needs = needsJson ? JSON.parse(needsJson) : undefined;
    for (const spec of specs) {
      if (eagerCovers(spec, needs?.[spec])) {
        extra.push(`${spec} (served from the first load: ${needs[spec].length} names)`);
        continue;
      }
      const out = Object.keys(metafile.outputs).find((p) => metafile.outputs[p].entryPoint && sharedSpecOfEntry(metafile.outputs[p].entryPoint) === spec);
      if (!out) continue;
      const closure = [...staticClosure(metafile, out)].filter((p) => !initial.has(p));
      afterFiles.push(...closure.map(abs));
      extra.push(`${spec} (${closure.length} chunks)`);
    }
  }
  const shell = sizeOf(afterFiles);

  console.log('Tessera console bundle (gzip -9)\n');
  line('login page: initial JS', login);
  if (css) line('login page: CSS', css);
  line('shell after login: JS', shell);
  console.log(`  (adds ${extra.join(', ') || 'nothing: extensions/home is not built'})`);
  // What a page whose bundle needs a Blueprint component outside the shell's surface fetches on top.
  const bpFull = Object.keys(metafile.outputs).find((p) =>
    /^node_modules\/@blueprintjs\/core\/lib\/esm\/index\.js$/.test(metafile.outputs[p].entryPoint ?? ''),
  );
  if (bpFull) line('  + rest of @blueprintjs/core (on need)', sizeOf([...staticClosure(metafile, bpFull)].filter((p) => !initial.has(p)).map(abs)));

  const lazy = new Map();
  for (const [p, meta] of Object.entries(metafile.outputs)) {
    if (!p.endsWith('.js') || initial.has(p)) continue;
    const g = groupOf(p, meta);
    lazy.set(g, [...(lazy.get(g) ?? []), abs(p)]);
  }
  console.log('\nLazily loaded chunks (on demand, not in the figures above):');
  for (const [g, files] of [...lazy].sort()) line(`  ${g}`, sizeOf(files));

  const ok = shell.gzip <= BUDGET_KB * 1024;
  console.log(`\nBudget ${BUDGET_KB} KB gzip for login + shell: ${kb(shell.gzip)} → ${ok ? 'WITHIN BUDGET' : 'OVER BUDGET'}`);
  if (!ok && process.argv.includes('--check')) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
