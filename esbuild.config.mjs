// `npm run build`: the console, every built-in extension (through the SDK preset, exactly like market ones) and
// the server, into dist/. An extension folder without an extension.json yet is skipped with a warning (new areas
// start as an empty workspace folder).
//   dist/console/     index.html, main-<hash>.js/.css, chunks/, assets/, meta.json (esbuild metafile)
//   dist/extensions/  <folder>/{extension.json,index.js,index.css?,locales/} + catalog.json
//   dist/server/      main.mjs, admin.mjs (+ *.worker.mjs)
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildExtension } from './sdk/build/preset.mjs';
import { deepImportsPlugin } from './scripts/deep-imports.mjs';
import { precompress } from './scripts/precompress.mjs';
import { splitCssFile } from './scripts/split-css.mjs';
import { blueprintIconsPlugin, COMMON_ICONS_KEY, commonIconSet, copyIconPaths } from './scripts/blueprint-icons.mjs';
import { externalPackagesExceptOurs } from './scripts/external-packages.mjs';

export const ROOT = dirname(fileURLToPath(import.meta.url));
export const DIST = join(ROOT, 'dist');
const CONSOLE_ENTRY = join(ROOT, 'core/src/main.tsx');
const SERVER_ENTRY = join(ROOT, 'server/src/main.ts');
const ADMIN_ENTRY = join(ROOT, 'server/src/admin.ts');

const warn = (msg) => console.warn(`⚠ ${msg}`);

/**
 * inversify's container imports the `reflect-metadata` polyfill (8 KB) for the three Reflect functions it calls: the
 * console's own small implementation (core/src/reflect-metadata-lite.ts, tested with inversify) takes its place.
 */
const reflectMetadataLitePlugin = {
  name: 'reflect-metadata-lite',
  setup(build) {
    build.onResolve({ filter: /^reflect-metadata(\/lite)?$/ }, () => ({ path: join(ROOT, 'core/src/reflect-metadata-lite.ts') }));
  },
};

/** Builds the console into `outdir`; resolves to the metafile. */
export async function buildConsole({ outdir = join(DIST, 'console'), minify = true } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const unmapped = new Set();
  const deepImports = deepImportsPlugin({
    roots: [join(ROOT, 'core', 'src'), join(ROOT, 'sdk', 'src')],
    onUnmapped: (file, spec, names) => names.forEach((n) => unmapped.add(`${relative(ROOT, file)}: ${n} (${spec})`)),
  });
  const icons = await commonIconSet(ROOT);
  const result = await esbuild.build({
    entryPoints: { main: CONSOLE_ENTRY },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir,
    target: ['es2022', 'chrome120', 'firefox120', 'safari17'],
    minify,
    metafile: true,
    jsx: 'automatic',
    tsconfig: join(ROOT, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    plugins: [blueprintIconsPlugin(), reflectMetadataLitePlugin, deepImports],
    logLevel: 'warning',
  });
  // Unmapped names stay on Blueprint's index (fine when they are types: esbuild erases those imports). The index in
  // the first load means every component again: say so.
  const entryOut = Object.keys(result.metafile.outputs).find((p) => result.metafile.outputs[p].entryPoint?.endsWith('core/src/main.tsx'));
  const firstLoad = [...staticClosure(result.metafile, entryOut)].flatMap((o) => Object.keys(result.metafile.outputs[o].inputs));
  for (const [index, what] of [
    [/@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]index\.js$/, "@blueprintjs/core's index"],
    [/^sdk[\\/]src[\\/]index\.ts$/, "@tessera/sdk's index"],
  ]) {
    if (firstLoad.some((i) => index.test(i)))
      warn(`${what} is in the console's first load (every file it re-exports with it). Names without a deep import: ${[...unmapped].join(', ') || 'none'}`);
  }
  await copyIconPaths(outdir, icons);
  const entryCss = result.metafile.outputs[entryOut].cssBundle;
  if (entryCss) splitCssFile(join(ROOT, entryCss));
  await writeFile(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  await writeFile(join(outdir, 'index.html'), renderIndexHtml(result.metafile, outdir, { [COMMON_ICONS_KEY]: [`./${icons.path}`] }));
  return result.metafile;
}

/** The console's entry output (`main-<hash>.js`) in a metafile, relative to the output folder. */
export function consoleEntry(metafile, outdir) {
  const [path, meta] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint && o.entryPoint.endsWith('core/src/main.tsx')) ?? [];
  if (!path) throw new Error('The console metafile has no entry for core/src/main.tsx');
  const rel = (p) => relative(outdir, join(ROOT, p)).split('\\').join('/');
  const staticImports = [...staticClosure(metafile, path)].filter((p) => p !== path).map(rel);
  return { js: rel(path), css: meta.cssBundle ? rel(meta.cssBundle) : null, staticImports };
}

/** Every output reachable from `output` through static imports (what the browser must fetch before running it). */
export function staticClosure(metafile, output, seen = new Set()) {
  if (seen.has(output) || !metafile.outputs[output]) return seen;
  seen.add(output);
  for (const i of metafile.outputs[output].imports) if (i.kind === 'import-statement') staticClosure(metafile, i.path, seen);
  return seen;
}

/** Each shared specifier with the entry points of its package under node_modules. */
const SHARED_ENTRIES = [...readFileSync(join(ROOT, 'sdk/src/shared-modules.ts'), 'utf8').matchAll(/^\s*'([^']+)',/gm)].map(([, spec]) => ({
  spec,
  entry: new RegExp(`^node_modules/${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\.js|/|$)`),
}));

/** The shared module (specifier) a lazy output's entry point is, if any: a package under node_modules, or the SDK's source. */
export function sharedSpecOfEntry(entryPoint) {
  if (entryPoint.endsWith(':icons-api')) return '@blueprintjs/icons';
  if (entryPoint === 'sdk/src/index.ts') return '@tessera/sdk';
  return SHARED_ENTRIES.find((s) => s.entry.test(entryPoint))?.spec;
}

/** Core entries loaded lazily whose static imports the shell preloads at once (core/src/extensions/preload.ts). */
const PRELOADED_CORE_ENTRIES = ['core/src/extensions/shared-registry.ts', 'core/src/layout/signed-in-shell.tsx', 'core/src/router/share-page.tsx'];

/**
 * Per lazy entry — a shared module by specifier, a core entry by source path — the chunks it imports statically
 * that the first load does not hold, itself included; relative to the console's root.
 */
export function preloadMap(metafile, outdir) {
  const entry = Object.keys(metafile.outputs).find((p) => metafile.outputs[p].entryPoint?.endsWith('core/src/main.tsx'));
  const initial = staticClosure(metafile, entry);
  const rel = (p) => `./${relative(outdir, join(ROOT, p)).split('\\').join('/')}`;
  const keyOf = (entryPoint) => (PRELOADED_CORE_ENTRIES.includes(entryPoint) ? entryPoint : sharedSpecOfEntry(entryPoint));
  const map = {};
  for (const [out, meta] of Object.entries(metafile.outputs)) {
    const key = meta.entryPoint && out.endsWith('.js') ? keyOf(meta.entryPoint) : undefined;
    if (!key || map[key]) continue;
    map[key] = [...staticClosure(metafile, out)].filter((p) => !initial.has(p)).map(rel);
  }
  return map;
}

/** index.html; `files` adds preload-map entries the metafile does not know (the common icon set). */
function renderIndexHtml(metafile, outdir, files = {}) {
  const template = readFileSync(join(ROOT, 'core/index.html'), 'utf8');
  const { js, css, staticImports } = consoleEntry(metafile, outdir);
  // modulepreload: the browser fetches the entry's static chunks in parallel instead of discovering them late.
  const deferredCss = css?.replace(/([^/]+)\.css$/, 'deferred-$1.css');
  const head = [
    ...(css ? [`<link rel="stylesheet" href="./${css}">`] : []),
    ...(deferredCss && existsSync(join(outdir, deferredCss)) ? [`<meta name="tessera-deferred-styles" content="./${deferredCss}">`] : []),
    ...staticImports.map((p) => `<link rel="modulepreload" href="./${p}">`),
    `<script type="module" src="./${js}"></script>`,
    // Not executed (JSON): read by the shell when it loads a lazy entry. `<` escaped so no text can close the tag.
    `<script type="application/json" id="tessera-preload">${JSON.stringify({ ...preloadMap(metafile, outdir), ...files }).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
  if (!template.includes('<!--tessera:head-->')) throw new Error('core/index.html lacks the <!--tessera:head--> marker');
  return template.replace('<!--tessera:head-->', head);
}

/** Builds every extensions/<folder>/ that has an extension.json; resolves to `{ built, failed }`. */
export async function buildExtensions({ outRoot = join(DIST, 'extensions'), minify = true } = {}) {
  const root = join(ROOT, 'extensions');
  const folders = readdirSync(root)
    .filter((f) => statSync(join(root, f)).isDirectory())
    .sort();
  await rm(outRoot, { recursive: true, force: true });
  await mkdir(outRoot, { recursive: true });
  const built = [];
  const failed = [];
  for (const folder of folders) {
    const dir = join(root, folder);
    if (!existsSync(join(dir, 'extension.json'))) {
      warn(`extensions/${folder} skipped: no extension.json yet`);
      continue;
    }
    try {
      const r = await buildExtension({ dir, outDir: join(outRoot, folder), minify });
      for (const w of r.warnings) warn(`extensions/${folder}: ${w}`);
      built.push({ folder, manifest: r.manifest, bytes: r.bytes });
    } catch (e) {
      failed.push({ folder, error: e.message });
      console.error(`✖ extensions/${folder}: ${e.message}`);
    }
  }
  // The built-in catalog: the server reads it (or scans the folders) to serve /api/extensions/catalog.
  await writeFile(
    join(outRoot, 'catalog.json'),
    `${JSON.stringify(
      built.map(({ folder, manifest }) => ({ folder, manifest })),
      null,
      2,
    )}\n`,
  );
  return { built, failed };
}

function serverWorkers(dir = join(ROOT, 'server/src')) {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) return serverWorkers(abs);
    return name.endsWith('.worker.ts') ? [abs] : [];
  });
}

/** Builds the server into dist/server/main.mjs (+ its workers); resolves to the metafile. */
export async function buildServer({ outdir = join(DIST, 'server') } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const workers = Object.fromEntries(serverWorkers().map((f) => [f.slice(f.lastIndexOf('/') + 1, -3), f]));
  const result = await esbuild.build({
    entryPoints: { main: SERVER_ENTRY, admin: ADMIN_ENTRY, ...workers },
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    tsconfig: join(ROOT, 'tsconfig.json'),
    plugins: [externalPackagesExceptOurs],
    // CommonJS dependencies bundled into ESM may call require(); give them one.
    banner: { js: "import { createRequire as __tesseraCreateRequire } from 'node:module';\nconst require = __tesseraCreateRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

export async function buildAll({ minify = true } = {}) {
  const started = Date.now();
  const consoleMeta = await buildConsole({ minify });
  console.log(`✔ console → dist/console (${Object.keys(consoleMeta.outputs).length} files)`);
  const { built, failed } = await buildExtensions({ minify });
  console.log(`✔ extensions → dist/extensions (${built.map((b) => `${b.folder} ${(b.bytes / 1024).toFixed(1)} KiB`).join(', ') || 'none'})`);
  const packed = [await precompress(join(DIST, 'console')), await precompress(join(DIST, 'extensions'))];
  const sum = (k) => packed.reduce((n, t) => n + t[k], 0);
  console.log(
    `✔ precompressed ${sum('files')} files: ${(sum('raw') / 1024).toFixed(0)} KiB → ${(sum('br') / 1024).toFixed(0)} KiB brotli, ${(sum('gzip') / 1024).toFixed(0)} KiB gzip`,
  );
  await buildServer();
  console.log('✔ server → dist/server/main.mjs');
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { ok: failed.length === 0, failed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const minify = !process.argv.includes('--no-minify');
  buildAll({ minify }).then(
    ({ ok, failed }) => {
      if (!ok) {
        console.error(`✖ ${failed.length} extension(s) failed to build: ${failed.map((f) => f.folder).join(', ')}`);
        process.exitCode = 1;
      }
    },
    (e) => {
      if (!e.errors) console.error(e);
      process.exitCode = 1;
    },
  );
}
