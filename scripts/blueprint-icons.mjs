// Blueprint icons in the console build: the icons API without the ~700 icon components, and icon paths served as
// files loaded on demand — except the signed-in shell's common set (the seeded menu's and the shell's own icons),
// which loads as one file, so a first visit does not queue some 60 tiny requests ahead of the routed extension.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const requireFromHere = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICONS_PACKAGE = dirname(requireFromHere.resolve('@blueprintjs/icons/package.json'));
const ICON_VERSION = JSON.parse(readFileSync(join(ICONS_PACKAGE, 'package.json'), 'utf8')).version;
/** Where the icon path modules live in the console's output, versioned so a browser may cache them for good. */
export const ICON_PATHS_DIR = `icons/${ICON_VERSION}`;
const PATHS_16 = join(ICONS_PACKAGE, 'lib/esm/generated/16px/paths');
/** An icon name written literally in source: `icon="cog"`, `icon={'cog'}`, `icon: 'cog'`. */
const ICON_LITERAL = /\bicon(?:=\{?|:\s*)['"]([a-z0-9-]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Icon names of the seeded menu tree (the server's data, read from its module). */
async function menuSeedIcons(root) {
  const out = await esbuild.build({
    entryPoints: [join(root, 'server/src/modules/functions/menu-seed.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const { MENU_SEED } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  const names = [];
  const walk = (nodes) => nodes?.forEach((n) => (n.icon && names.push(n.icon), walk(n.children)));
  walk(MENU_SEED);
  return names;
}

/** The preload map's key under which index.html names the common set's file (core/src/extensions/preload.ts). */
export const COMMON_ICONS_KEY = 'icons:16px-common';

/** Icons Blueprint's own components draw in the shell (menus, trees, selects, tags), named nowhere in our sources. */
const BLUEPRINT_COMPONENT_ICONS = [
  'caret-down',
  'caret-right',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'menu-closed',
  'menu-open',
  'small-cross',
  'cross',
  'tick',
  'double-caret-vertical',
];

/**
 * The common set: `{ names, fileName, path, text }`, the file a module whose default export maps name → 16px paths, named by
 * its content hash (immutable under its URL like every hashed chunk). Only the signed-in shell loads it
 * (core/src/layout/shell-icons.ts): the login page keeps its two single icons.
 */
export async function commonIconSet(root = ROOT) {
  const literals = sourceFiles(join(root, 'core/src')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(ICON_LITERAL)].map((m) => m[1]));
  const names = [...new Set([...(await menuSeedIcons(root)), ...literals, ...BLUEPRINT_COMPONENT_ICONS, 'dot'])]
    .filter((n) => existsSync(join(PATHS_16, `${n}.js`)))
    .sort();
  const entries = names.map((n) => `${JSON.stringify(n)}:${pathsLiteral(join(PATHS_16, `${n}.js`))}`);
  const text = `export default {${entries.join(',')}};\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();
  const fileName = `16px-common-${hash}.js`;
  return { names, fileName, path: `${ICON_PATHS_DIR}/${fileName}`, text };
}

/** The array literal of one generated path module (`export default [...];`). */
function pathsLiteral(file) {
  const m = /export default (\[[\s\S]*?\]);/.exec(readFileSync(file, 'utf8'));
  if (!m) throw new Error(`unexpected icon path module: ${file}`);
  return m[1];
}

/**
 * Blueprint's icon trap: `@blueprintjs/icons` re-exports every icon path through `allPaths.js`,
 * and its split loader dynamically imports the whole 16px/20px sets, which esbuild's splitting pulls into the first
 * load (~200 KB gzip). Stub `allPaths.js` and make the loader import one icon file on demand (the signed-in shell
 * puts a loader that asks the common set first in front of it: core/src/layout/shell-icons.ts).
 */
export function blueprintIconsPlugin() {
  return {
    name: 'blueprint-icons-on-demand',
    setup(build) {
      // The shell's own `@blueprintjs/icons` imports (the shared-module registry takes its whole namespace) get the
      // icons API only: no ~700 per-icon React components, no legacy→next name tables. Blueprint's internal imports
      // keep the real index and tree-shake to the few icon components it uses. Extensions use `<Icon icon="name">`.
      const esm = join(ICONS_PACKAGE, 'lib/esm');
      build.onResolve({ filter: /^@blueprintjs\/icons$/ }, (args) =>
        args.importer.startsWith(join(ROOT, 'core', 'src')) ? { path: 'icons-api', namespace: 'tessera-icons-api' } : undefined,
      );
      build.onLoad({ filter: /^icons-api$/, namespace: 'tessera-icons-api' }, () => ({
        contents: `export { Icons } from './iconLoader.js';
export { IconNames } from './iconNames.js';
export { IconSize } from './iconTypes.js';
export { SVGIconContainer } from './svgIconContainer.js';
export { IconCodepoints, getIconContentString } from 'tessera-icon-codepoints';
export { IconSvgPaths16, IconSvgPaths20, getIconPaths } from './allPaths.js';`,
        loader: 'js',
        resolveDir: esm,
      }));
      // Its own module id, so the codepoint table follows this lazy namespace only: Blueprint's index (eager, through
      // core's components) re-exports iconCodepoints.js, whose table would otherwise share a first-load chunk.
      build.onResolve({ filter: /^tessera-icon-codepoints$/ }, () => ({ path: 'icon-codepoints', namespace: 'tessera-icons-api' }));
      build.onLoad({ filter: /^icon-codepoints$/, namespace: 'tessera-icons-api' }, () => ({
        contents: readFileSync(join(esm, 'iconCodepoints.js'), 'utf8'),
        loader: 'js',
        resolveDir: esm,
      }));
      build.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm(next)?[\\/]allPaths\.js$/ }, () => ({
        contents: `export const IconSvgPaths16 = {};
export const IconSvgPaths20 = {};
export function getIconPaths() { return undefined; }
export function iconNameToPathsRecordKey(name) { return name; }`,
        loader: 'js',
      }));
      // The name tables: Blueprint builds them from a generated enum that also carries every codepoint (12 KB gzip in
      // the first load). The same tables, built from the bare list of names (change-case's rules, checked equal by
      // tests/server/build/first-load-split.test.ts).
      build.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm(next)?[\\/]iconNames\.js$/ }, () => ({
        contents: iconNamesModule(),
        loader: 'js',
      }));
      // The loader imports an icon's paths by URL from files the build copies unchanged (copyIconPaths): a template
      // import would make esbuild emit a map of all ~1 400 hashed chunk names (21 KB gzip in the first load). Resolved
      // against the page (index.html sits at the console's root), wherever esbuild puts this chunk.
      build.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm(next)?[\\/]paths-loaders[\\/]splitPathsBySizeLoader\.js$/ }, () => ({
        contents: `const base = new URL('./${ICON_PATHS_DIR}/', document.baseURI);
export const splitPathsBySizeLoader = async (name, size) => {
  if (!/^[a-z0-9-]+$/.test(name)) return undefined;
  const url = new URL((size === 16 ? '16px/' : '20px/') + name + '.js', base).href;
  return (await import(url)).default;
};`,
        loader: 'js',
      }));
    },
  };
}

/** `IconNames` / `IconNamesSet` as @blueprintjs/icons defines them, from the list of names alone. */
export function iconNamesModule() {
  const { BlueprintIcons_16 } = requireFromHere('@blueprintjs/icons/lib/cjs/generated/16px/blueprint-icons-16.js');
  return `const NAMES = ${JSON.stringify(Object.values(BlueprintIcons_16).join(','))}.split(',');
const pascal = (n) => n.split('-').map((w, i) => (i > 0 && /^[0-9]/.test(w) ? '_' : '') + w.charAt(0).toUpperCase() + w.slice(1)).join('');
const legacy = (n) => n.split('-').join('_').toUpperCase();
const names = {};
for (const n of NAMES) names[pascal(n)] = n;
for (const n of NAMES) names[legacy(n)] = n;
export const IconNames = names;
export const IconNamesSet = new Set(NAMES);`;
}

/** Copies Blueprint's per-icon path modules (one `export default [...]` each) and writes the common set, under `<outdir>/icons/<version>/`. */
export async function copyIconPaths(outdir, common) {
  const generated = join(ICONS_PACKAGE, 'lib/esm/generated');
  for (const size of ['16px', '20px']) {
    const from = join(generated, size, 'paths');
    const to = join(outdir, ICON_PATHS_DIR, size);
    await mkdir(to, { recursive: true });
    for (const name of readdirSync(from)) {
      if (!name.endsWith('.js')) continue;
      const text = readFileSync(join(from, name), 'utf8').replace(/\n?\/\/# sourceMappingURL=.*$/m, '');
      await writeFile(join(to, name), text);
    }
  }
  await writeFile(join(outdir, ICON_PATHS_DIR, common.fileName), common.text);
}
