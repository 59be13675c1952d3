// validateManifest is TypeScript (sdk/src/manifest); the CLI must run on plain Node without TS tooling, so it is
// bundled in memory with esbuild (ajv, semver and the schema included) and imported from a data: URL.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../src/manifest/validate-manifest.ts', import.meta.url));
let cached;

/** @returns {Promise<{ validateManifest: Function }>} */
export function loadValidator() {
  cached ??= (async () => {
    const out = await esbuild.build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      platform: 'neutral',
      format: 'esm',
      target: 'es2022',
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  })();
  return cached;
}
