#!/usr/bin/env node
// Runs the benchmarks one after another (never together: they measure the same two cores) and prints their numbers.
//   npm run bench                      all of them: bundle, api, history, ingest, ota, notifications, automation, sandbox, charging, dashboards, mini-program, devices, access-engine, forwarding, data-gateway, monitoring
//   npm run bench -- history ingest    some of them (each also runs alone, with its own flags: node bench/<name>/run.mjs)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL = [
  'bundle',
  'api',
  'history',
  'ingest',
  'ota',
  'notifications',
  'automation',
  'sandbox',
  'charging',
  'dashboards',
  'mini-program',
  'devices',
  'access-engine',
  'forwarding',
  'data-gateway',
  'monitoring',
];
/** Further runs of a bench with flags: the ingest burst, shortened to a minute (`--burst-seconds 600` is the full one). */
const EXTRA = { ingest: [['--burst', '--burst-seconds', '60']] };
const asked = process.argv.slice(2);
const unknown = asked.filter((n) => !ALL.includes(n));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
  process.exit(2);
}
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let failed = 0;
for (const name of asked.length ? asked : ALL) {
  console.log(`\n### ${name}`);
  // --expose-gc: the history bench reports the memory still reachable after a collection.
  const r = spawnSync(process.execPath, ['--expose-gc', path.join(ROOT, 'bench', name, 'run.mjs')], { stdio: 'inherit', cwd: ROOT });
  if (r.status !== 0) failed += 1;
  for (const extra of EXTRA[name] ?? []) {
    const x = spawnSync(process.execPath, ['--expose-gc', path.join(ROOT, 'bench', name, 'run.mjs'), ...extra], { stdio: 'inherit', cwd: ROOT });
    if (x.status !== 0) failed += 1;
  }
}
process.exit(failed ? 1 : 0);
