#!/usr/bin/env node
// `npm run admin -- reset-password <email>`: offline administration on the data the server would use (same
// TESSERA_* variables as `npm start`). Builds the server first when it has not been built yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = join(ROOT, 'dist/server/admin.mjs');

if (!existsSync(ADMIN)) {
  const { buildServer } = await import('../esbuild.config.mjs');
  await buildServer();
}
const run = spawnSync(process.execPath, ['--enable-source-maps', ADMIN, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
