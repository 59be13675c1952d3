/**
 * Where the sandbox worker's code is: next to the built server (`dist/server/sandbox.worker.mjs`, built by
 * `npm run build` from every `*.worker.ts`); when the server runs from source (tests, benches), the worker is
 * bundled once into node_modules/.cache, because a worker thread cannot load TypeScript.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let bundled: Promise<string> | null = null;

export function sandboxWorkerFile(): Promise<string> {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, 'sandbox.worker.mjs');
  if (existsSync(built)) return Promise.resolve(built);
  // Bundles made elsewhere (benches) carry no worker: fall back to the source tree of the working directory.
  const source = [join(here, 'sandbox.worker.ts'), resolve('server/src/sandbox/sandbox.worker.ts')].find((f) => existsSync(f));
  bundled ??= bundleFromSource(source ?? join(here, 'sandbox.worker.ts'));
  return bundled;
}

async function bundleFromSource(entry: string): Promise<string> {
  if (!existsSync(entry)) throw new Error(`sandbox worker not found next to ${entry}`);
  const esbuild = await import('esbuild');
  const outfile = resolve(dirname(entry), `../../../node_modules/.cache/tessera-sandbox/sandbox.worker.${process.pid}.mjs`);
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
