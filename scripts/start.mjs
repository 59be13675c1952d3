#!/usr/bin/env node
// `npm start`: build everything (console, built-in extensions, server), then run the server in the foreground.
// stdio is inherited; SIGINT/SIGTERM/SIGHUP are forwarded so the server's graceful shutdown (ingest flush) runs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'dist/server/main.mjs');

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const s of signals) process.on(s, forward);
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve({ code, signal });
    });
  });
}

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  const built = await run(process.execPath, [join(ROOT, 'esbuild.config.mjs')]);
  if (built.code !== 0) {
    console.error('✖ build failed; not starting the server');
    process.exit(built.code ?? 1);
  }
}
if (!existsSync(SERVER)) {
  console.error(`✖ ${SERVER} does not exist (server/src/main.ts not written yet?)`);
  process.exit(1);
}
const { code, signal } = await run(process.execPath, ['--enable-source-maps', SERVER]);
// Exit like the server did: same code, or 128 + signal number when it was killed by a signal.
process.exit(code ?? (signal ? 128 + (({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 })[signal] ?? 1) : 1));
