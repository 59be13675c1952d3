#!/usr/bin/env node
// `npm start`: build everything (console, built-in extensions, server), then run the server in the foreground.
// stdio is inherited; SIGINT/SIGTERM/SIGHUP are forwarded so the server's graceful shutdown (ingest flush) runs.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverEnv } from './server-env.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'dist/server/main.mjs');

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
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
  console.error(`✖ ${SERVER} does not exist: run \`npm run build\` (or \`npm start\` without --no-build) first`);
  process.exit(1);
}
// The embedded broker's default port is often held by a broker the machine already runs (Mosquitto here).
// Only when the user did not choose a port: take the next free one and say so, instead of refusing to start.
if (!process.env.TESSERA_MQTT_PORT && !process.env.TESSERA_MQTT_URL && !(await isFree(1883))) {
  let port = 1884;
  while (!(await isFree(port)) && port < 1984) port++;
  process.env.TESSERA_MQTT_PORT = String(port);
  console.log(`MQTT port 1883 is in use (another broker?): the embedded broker takes ${port}. Set TESSERA_MQTT_PORT to choose.`);
}
const { code, signal } = await run(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', SERVER], serverEnv());
// Exit like the server did: same code, or 128 + signal number when it was killed by a signal.
process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1));

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: process.env.TESSERA_HOST ?? '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}
