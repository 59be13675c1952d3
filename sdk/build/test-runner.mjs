// `tessera-ext test [dir]`: runs the extension's harness tests (test/**/*.test.{ts,tsx}) with the vitest, jsdom and
// Testing Library installed beside the SDK. A folder without node_modules gets a temporary link to the SDK's, so
// `@tessera/sdk/harness`, react and vitest resolve exactly as in the console; the link is removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExtensionBuildError } from './errors.mjs';

const SDK_DIR = fileURLToPath(new URL('..', import.meta.url));

function sdkNodeModules() {
  for (let dir = SDK_DIR; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', 'vitest'))) return join(dir, 'node_modules');
    if (dirname(dir) === dir) return undefined;
  }
}

const SETUP = fileURLToPath(new URL('./test-setup.mjs', import.meta.url));

/** Runs vitest on `<dir>/test`; resolves to the exit status (0 = all passed). */
export function testExtension(dir, { filter = [] } = {}) {
  dir = resolve(dir);
  const nm = sdkNodeModules();
  if (!nm) throw new ExtensionBuildError('tessera-ext test needs vitest installed beside the SDK (npm ci in the Tessera repository)');
  const tmp = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const link = join(dir, 'node_modules');
  const linked = !existsSync(link);
  try {
    if (linked) symlinkSync(nm, link, 'dir');
    writeFileSync(
      join(tmp, 'vitest.config.mjs'),
      `export default ${JSON.stringify({
        root: dir,
        server: { fs: { strict: false } },
        test: { environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: [SETUP], css: false },
      })};\n`,
    );
    const r = spawnSync(process.execPath, [join(nm, 'vitest', 'vitest.mjs'), 'run', '--config', join(tmp, 'vitest.config.mjs'), ...filter], {
      cwd: dir,
      stdio: 'inherit',
    });
    return r.status ?? 1;
  } finally {
    if (linked) rmSync(link, { force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}
