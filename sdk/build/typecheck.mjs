// Type-checks an extension folder before `tessera-ext build` bundles it. The repository's TypeScript (7, the native
// compiler) has no JavaScript API, so the `tsc` binary runs on a tsconfig generated in a temporary folder: the
// console's compiler options, the extension's src/ as the program, and `paths` that resolve @tessera/sdk and the
// shared libraries from the SDK's own location (the extension folder needs no node_modules).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExtensionBuildError } from './errors.mjs';

const SDK_DIR = fileURLToPath(new URL('..', import.meta.url));

/** `node_modules` folders above the SDK, nearest first. */
function nodeModulesAbove() {
  const out = [];
  for (let dir = SDK_DIR; ; dir = dirname(dir)) {
    const nm = join(dir, 'node_modules');
    if (existsSync(nm)) out.push(nm);
    if (dirname(dir) === dir) return out;
  }
}

function findTsc(nms) {
  for (const nm of nms) {
    const bin = join(nm, 'typescript', 'bin', 'tsc');
    if (existsSync(bin)) return bin;
  }
  return undefined;
}

// Assets the bundler handles; the type checker only needs to know they exist.
const ASSET_TYPES = `declare module '*.css';
declare module '*.svg' { const url: string; export default url; }
declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.gif' { const url: string; export default url; }
declare module '*.woff2' { const url: string; export default url; }
`;

/**
 * Runs the type checker on `<dir>/src`. Resolves to `{ checked: true, ms }`, or `{ checked: false, reason }` when no
 * TypeScript is installed beside the SDK; rejects with ExtensionBuildError listing `file:line:col: message` lines.
 */
export function typecheckExtension(dir) {
  dir = resolve(dir);
  const nms = nodeModulesAbove();
  const tsc = findTsc(nms);
  if (!tsc) return { checked: false, reason: 'no TypeScript compiler next to the SDK' };
  const tmp = mkdtempSync(join(tmpdir(), 'tessera-tsc-'));
  const started = Date.now();
  try {
    writeFileSync(join(tmp, 'assets.d.ts'), ASSET_TYPES);
    const sdk = join(SDK_DIR, 'src');
    const config = {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        experimentalDecorators: true,
        useDefineForClassFields: true,
        isolatedModules: true,
        skipLibCheck: true,
        resolveJsonModule: true,
        noEmit: true,
        types: [],
        paths: {
          '@tessera/sdk': [join(sdk, 'index.ts')],
          '@tessera/sdk/shared': [join(sdk, 'shared', 'index.ts')],
          '@tessera/sdk/manifest': [join(sdk, 'manifest', 'validate-manifest.ts')],
          '*': nms.flatMap((nm) => [join(nm, '@types', '*'), join(nm, '*')]),
        },
      },
      include: [join(dir, 'src'), join(tmp, 'assets.d.ts')],
    };
    writeFileSync(join(tmp, 'tsconfig.json'), JSON.stringify(config, null, 2));
    const r = spawnSync(process.execPath, [tsc, '-p', join(tmp, 'tsconfig.json'), '--pretty', 'false'], {
      cwd: tmp,
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    });
    if (r.error) throw new ExtensionBuildError(`Type check of ${dir} could not run: ${r.error.message}`);
    if (r.status === 0) return { checked: true, ms: Date.now() - started };
    const lines = `${r.stdout}${r.stderr}`.split('\n').filter((l) => l.trim());
    // Errors in the extension's files first, with paths relative to its folder (`src/x.tsx:12:5: error TS2322: …`).
    const diagnostics = lines.map((l) => {
      const m = /^(.+?)\((\d+),(\d+)\): (.*)$/.exec(l);
      if (!m) return l;
      const file = resolve(tmp, m[1]);
      const shown = file.startsWith(dir) ? relative(dir, file).split('\\').join('/') : file;
      return `${shown}:${m[2]}:${m[3]}: ${m[4]}`;
    });
    throw new ExtensionBuildError(`Type check of ${dir} failed:`, diagnostics);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
