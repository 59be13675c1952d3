// The Tessera extension build preset (`@tessera/sdk/build`). Plain ESM JavaScript so integrators run it on Node
// without TypeScript tooling. Built-in extensions and market extensions go through this same function.
//
// Extension folder in:                         Built package out (outDir):
//   extension.json                               extension.json   (entry, styles, integrity written)
//   src/index.tsx  (default-exports               index.js         (one ESM file, shared modules external)
//                   defineExtension(...))         index.css        (only when the source imports CSS)
//   src/**/*.css   (optional)                     assets/*         (fonts/images the CSS or code references)
//   locales/<lang>.json                           locales/<lang>.json
import * as esbuild from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadValidator } from './load-validator.mjs';
import { readSharedModules, SHARED_REGISTRY_GLOBAL } from './shared-modules.mjs';
import { collectSharedNeeds } from './shared-needs.mjs';

import { ExtensionBuildError, sriSha384 } from './errors.mjs';

export { readSharedModules, SHARED_REGISTRY_GLOBAL, ExtensionBuildError, sriSha384 };

export const LANGUAGES = ['ch', 'en', 'es', 'ja', 'de', 'fr'];
const SOURCE_ENTRIES = ['src/index.tsx', 'src/index.ts', 'src/index.jsx', 'src/index.js'];
const SHARED_NS = 'tessera-shared';
const SHARED_RAW_NS = 'tessera-shared-raw';

/** `node_modules` folders above this SDK, so an extension folder anywhere on disk resolves what the SDK has. */
function sdkNodePaths() {
  const paths = [];
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const nm = join(dir, 'node_modules');
    if (existsSync(nm)) paths.push(nm);
    const up = dirname(dir);
    if (up === dir) return paths;
    dir = up;
  }
}

export function readManifest(dir) {
  const file = join(dir, 'extension.json');
  if (!existsSync(file)) throw new ExtensionBuildError(`No extension.json in ${dir}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ExtensionBuildError(`extension.json in ${dir} is not valid JSON: ${e.message}`);
  }
}

function sourceEntry(dir, manifest) {
  const declared = typeof manifest.entry === 'string' && /\.(tsx?|jsx)$/.test(manifest.entry) ? [manifest.entry] : [];
  for (const rel of [...declared, ...SOURCE_ENTRIES]) {
    const abs = resolve(dir, rel);
    if (existsSync(abs) && statSync(abs).isFile()) return abs;
  }
  throw new ExtensionBuildError(`No source entry in ${dir}: expected one of ${[...declared, ...SOURCE_ENTRIES].join(', ')}`);
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * esbuild plugin: every import of an exact shared specifier becomes a lookup in the host registry. Two virtual
 * modules per specifier: a CommonJS one reading the registry (its exports are flagged `__esModule` so a default
 * import yields the namespace's `default`), and an ESM facade re-exporting it, so that default and named imports
 * behave the same whether or not the importing package is `"type": "module"`.
 */
export function sharedModulesPlugin(shared = readSharedModules(), used = new Set()) {
  const exact = new RegExp(`^(${shared.map(escapeRe).join('|')})$`);
  const families = [...new Set(shared.map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0])))];
  const family = new RegExp(`^(${families.map(escapeRe).join('|')})(/|$)`);
  return {
    name: 'tessera-shared-modules',
    setup(build) {
      build.onResolve({ filter: exact }, (args) => {
        if (args.namespace === SHARED_NS) return { path: args.path, namespace: SHARED_RAW_NS };
        used.add(args.path);
        return { path: args.path, namespace: SHARED_NS };
      });
      build.onResolve({ filter: /^@tessera\/sdk\/harness(\/|$)/ }, (args) => ({
        errors: [{ text: `"${args.path}" is for tests only; it must not be imported by extension code (${args.importer})` }],
      }));
      build.onResolve({ filter: family }, (args) => ({
        warnings: [
          {
            text: `"${args.path}" is not a shared module: it will be bundled into the extension. Import one of: ${shared.filter((s) => s.startsWith(args.path.split('/')[0])).join(', ')}`,
          },
        ],
      }));
      build.onLoad({ filter: /.*/, namespace: SHARED_NS }, (args) => {
        const spec = JSON.stringify(args.path);
        return { contents: `export * from ${spec};\nexport { default } from ${spec};\n`, loader: 'js', resolveDir: '/' };
      });
      build.onLoad({ filter: /.*/, namespace: SHARED_RAW_NS }, (args) => ({
        contents:
          `var ns = globalThis.${SHARED_REGISTRY_GLOBAL}.get(${JSON.stringify(args.path)});\n` +
          `module.exports = Object.defineProperty(Object.assign({ default: ns }, ns), "__esModule", { value: true });\n`,
        loader: 'js',
      }));
    },
  };
}

function flatKeys(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function readLocale(dir, rel) {
  return JSON.parse(readFileSync(resolve(dir, rel), 'utf8'));
}

/**
 * Checks the locale files the manifest declares: present, JSON, and every key of any language present in `en`.
 * English is the fallback: a key another language lacks is a warning (the build fills it from en.json), a key
 * missing from en.json is a problem. Resolves to `{ problems, warnings }` of `path: message` lines.
 */
function checkLocaleFiles(dir, manifest) {
  const locales = manifest.i18n?.locales;
  if (!locales || typeof locales !== 'object') return { problems: [], warnings: [] };
  const problems = [];
  const warnings = [];
  const keys = {};
  for (const lang of LANGUAGES) {
    const rel = locales[lang];
    if (typeof rel !== 'string') continue;
    const abs = resolve(dir, rel);
    if (!existsSync(abs)) {
      problems.push(`/i18n/locales/${lang}: file ${rel} does not exist`);
      continue;
    }
    try {
      keys[lang] = new Set(flatKeys(readLocale(dir, rel)));
    } catch (e) {
      problems.push(`/i18n/locales/${lang}: ${rel} is not valid JSON (${e.message})`);
    }
  }
  const list = (ks) => `${ks.slice(0, 10).join(', ')}${ks.length > 10 ? ', …' : ''}`;
  const all = new Set(Object.values(keys).flatMap((set) => [...set]));
  for (const [lang, set] of Object.entries(keys)) {
    const missing = [...all].filter((k) => !set.has(k));
    if (!missing.length) continue;
    if (lang === 'en') problems.push(`/i18n/locales/en: ${locales.en} lacks keys ${list(missing)} (English is the fallback of every language)`);
    else {
      const fallback = missing.filter((k) => keys.en?.has(k));
      const none = missing.filter((k) => !keys.en?.has(k));
      if (fallback.length) warnings.push(`/i18n/locales/${lang}: ${locales[lang]} lacks keys ${list(fallback)}: English is shown for them`);
      if (none.length) problems.push(`/i18n/locales/${lang}: ${locales[lang]} lacks keys ${list(none)}`);
    }
  }
  return { problems, warnings };
}

/** Problems only (the build's and validate's hard failures). */
function checkLocales(dir, manifest) {
  return checkLocaleFiles(dir, manifest).problems;
}

/** A locale object with every key of `en` it lacks filled in from `en` (nested objects merged). */
function withEnglishFallback(strings, en) {
  const out = { ...strings };
  for (const [k, v] of Object.entries(en)) {
    if (!(k in out)) out[k] = v;
    else if (v && typeof v === 'object' && !Array.isArray(v) && out[k] && typeof out[k] === 'object') out[k] = withEnglishFallback(out[k], v);
  }
  return out;
}

const SOURCE_ENTRY = /\.(tsx?|jsx)$/;

/**
 * Validates an extension folder's manifest and locale files; resolves to `{ manifest, problems, warnings }`.
 * With `market`, a source folder (entry `src/…`, no integrity yet) is checked against every market rule except the
 * integrity, which `build` writes.
 */
export async function checkExtension(dir, { market = false } = {}) {
  const manifest = readManifest(dir);
  const { validateManifest } = await loadValidator();
  const isSource = typeof manifest.entry === 'string' && SOURCE_ENTRY.test(manifest.entry) && manifest.integrity === undefined;
  const errors = validateManifest(manifest, { market }).errors.filter((e) => !(isSource && e.path === '/integrity'));
  const locales = checkLocaleFiles(dir, manifest);
  const problems = [...errors.map((e) => `${e.path || '/'}: ${e.message}`), ...locales.problems];
  if (isSource) {
    try {
      sourceEntry(dir, manifest);
    } catch (e) {
      problems.push(`/entry: ${e.message}`);
    }
  }
  return { manifest, problems, warnings: locales.warnings };
}

/**
 * Builds one extension folder into `outDir` (cleared first). Resolves to
 * `{ manifest, outDir, files, sharedUsed, inputs, warnings, bytes }`; rejects with ExtensionBuildError.
 */
export async function buildExtension({ dir, outDir, minify = true, logLevel = 'silent' } = {}) {
  if (!dir) throw new ExtensionBuildError('buildExtension: `dir` is required');
  dir = resolve(dir);
  outDir = resolve(outDir ?? join(dir, 'dist'));
  if (dir === outDir || dir.startsWith(outDir + sep)) throw new ExtensionBuildError(`The output folder ${outDir} would overwrite the source ${dir}`);

  const source = readManifest(dir);
  const { $schema: _schema, styles: _styles, integrity: _old, ...rest } = source;
  const { validateManifest } = await loadValidator();
  // Validate before building so a bad manifest never leaves a half-written package behind.
  const pre = validateManifest({ ...rest, entry: 'index.js' }).errors.map((e) => `${e.path || '/'}: ${e.message}`);
  pre.push(...checkLocales(dir, source));
  if (pre.length) throw new ExtensionBuildError(`extension.json of ${dir} is invalid:`, pre);
  const entry = sourceEntry(dir, source);

  const used = new Set();
  // Same compiler settings as the console: legacy decorators (inversify), no decorator metadata.
  const tsconfigRaw = { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: true, jsx: 'react-jsx' } };
  let result;
  try {
    result = await esbuild.build({
      entryPoints: { index: entry },
      absWorkingDir: dir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      minify,
      metafile: true,
      outdir: outDir,
      assetNames: 'assets/[name]-[hash]',
      loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file' },
      define: { 'process.env.NODE_ENV': '"production"' },
      tsconfigRaw,
      nodePaths: sdkNodePaths(),
      plugins: [sharedModulesPlugin(readSharedModules(), used)],
      logLevel,
    });
  } catch (e) {
    const lines = (e.errors ?? []).map((m) => `${m.location ? `${relative(dir, resolve(dir, m.location.file))}:${m.location.line}: ` : ''}${m.text}`);
    throw new ExtensionBuildError(`Build of ${dir} failed:`, lines.length ? lines : [e.message]);
  }

  const outputs = result.outputFiles;
  const js = outputs.find((f) => f.path === join(outDir, 'index.js'));
  if (!js) throw new ExtensionBuildError(`Build of ${dir} produced no index.js`);
  const meta = result.metafile.outputs[relative(dir, js.path).split(sep).join('/')];
  if (meta && !meta.exports.includes('default')) {
    throw new ExtensionBuildError(`${relative(dir, entry)} must default-export defineExtension(...)`);
  }

  // The host registry must have every shared module this bundle touches before its body runs; the needs (names
  // imported per module) let it skip fetching the rest of a module it serves in part. Old hosts ignore them.
  const sharedUsed = [...used].sort();
  const needs = collectSharedNeeds(result.metafile, dir, SHARED_NS, tsconfigRaw);
  const loadLine = `await globalThis.${SHARED_REGISTRY_GLOBAL}.load(${JSON.stringify(sharedUsed)}, ${JSON.stringify(needs)});\n`;
  const jsBytes = Buffer.concat([Buffer.from(loadLine), Buffer.from(js.contents)]);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const files = ['index.js'];
  await writeFile(join(outDir, 'index.js'), jsBytes);
  let hasCss = false;
  for (const f of outputs) {
    if (f === js || f.path.endsWith('.map')) continue;
    const rel = relative(outDir, f.path).split(sep).join('/');
    await mkdir(dirname(f.path), { recursive: true });
    await writeFile(f.path, f.contents);
    files.push(rel);
    if (rel === 'index.css') hasCss = true;
  }

  const locales = source.i18n?.locales ?? {};
  const en = typeof locales.en === 'string' ? readLocale(dir, locales.en) : {};
  const localeWarnings = checkLocaleFiles(dir, source).warnings;
  for (const lang of LANGUAGES) {
    const rel = locales[lang];
    if (typeof rel !== 'string') continue;
    await mkdir(dirname(join(outDir, rel)), { recursive: true });
    // A language missing some keys ships them in English (the warning says which); a complete file is copied as is.
    if (lang === 'en' || !localeWarnings.some((w) => w.startsWith(`/i18n/locales/${lang}:`))) await copyFile(resolve(dir, rel), join(outDir, rel));
    else await writeFile(join(outDir, rel), `${JSON.stringify(withEnglishFallback(readLocale(dir, rel), en), null, 2)}\n`);
    files.push(rel);
  }

  const manifest = { ...rest, entry: 'index.js', ...(hasCss ? { styles: ['index.css'] } : {}), integrity: sriSha384(jsBytes) };
  const check = validateManifest(manifest);
  if (!check.valid) {
    throw new ExtensionBuildError(
      `extension.json of ${dir} is invalid:`,
      check.errors.map((e) => `${e.path || '/'}: ${e.message}`),
    );
  }
  await writeFile(join(outDir, 'extension.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  files.push('extension.json');

  const warnings = [...localeWarnings, ...result.warnings.map((w) => `${w.location ? `${w.location.file}:${w.location.line}: ` : ''}${w.text}`)];
  // Every real file that went into the bundle (absolute paths), so callers can prove what was left out.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((k) => !k.includes(':'))
    .map((k) => resolve(dir, k));
  return { manifest, outDir, files: files.sort(), sharedUsed, needs, inputs, warnings, bytes: jsBytes.length };
}
