#!/usr/bin/env node
// Sandbox bench (numbers only): script calls/s for a one-line transform through the worker pool, with batch
// sizes 1, 100 and 1000 (calls per worker message), and the p50/p99 latency of a single call on an idle pool.
//   node bench/sandbox/run.mjs [--seconds 3]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const SECONDS = Number(argv[argv.indexOf('--seconds') + 1] || 3) || 3;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (n) => Math.round(n).toLocaleString('en-US');

const dir = path.join(ROOT, 'node_modules/.cache/tessera-bench-sandbox');
const out = path.join(dir, 'sandbox-pool.mjs');
// The pool and its worker side by side, as `npm run build` lays them out in dist/server.
await esbuild.build({
  entryPoints: {
    'sandbox-pool': path.join(ROOT, 'server/src/sandbox/sandbox-pool.ts'),
    'sandbox.worker': path.join(ROOT, 'server/src/sandbox/sandbox.worker.ts'),
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesExceptOurs],
  outdir: dir,
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
const { SandboxPool } = await import(pathToFileURL(out).href);
const pool = await SandboxPool.start();
const script = { id: 'bench', source: 'function encodeInp(msg) { return { t: msg.t * 1.8 + 32 }; }', entry: 'encodeInp' };
await pool.runBatch(
  script,
  Array.from({ length: 2000 }, (_, i) => [{ t: i }]),
); // compile and warm both workers

console.log(`sandbox bench: ${pool.size} workers, ${os.cpus().length} cores, load before ${load()}`);
const modes = [
  ['batch    1 (one call per message)', 1, false],
  ['batch  100', 100, false],
  ['batch 1000', 1000, false],
  ['call() x 4000 in flight (coalesced)', 1, true],
];
for (const [label, batch, coalesced] of modes) {
  const inFlight = coalesced ? 4000 : Math.max(4 * pool.size, Math.ceil(400 / batch)); // keep every worker busy
  const args = Array.from({ length: batch }, (_, i) => [{ t: i }]);
  let calls = 0;
  let failures = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = process.hrtime.bigint();
  const lane = async () => {
    while (Date.now() < end) {
      const rs = coalesced ? [await pool.call(script, args[0])] : await pool.runBatch(script, args);
      calls += rs.length;
      for (const r of rs) if (!r.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const secs = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`${label}: ${fmt(calls / secs).padStart(9)} calls/s (${fmt(calls)} calls, ${failures} failed, ${inFlight} in flight), load ${load()}`);
}
const lat = [];
for (let i = 0; i < 500; i++) {
  const t = process.hrtime.bigint();
  await pool.call(script, [{ t: i }]);
  lat.push(Number(process.hrtime.bigint() - t) / 1e6);
}
lat.sort((a, b) => a - b);
console.log(`single call latency (idle pool, one at a time): p50 ${lat[250].toFixed(3)} ms, p99 ${lat[495].toFixed(3)} ms; load ${load()}`);
await pool.close();
