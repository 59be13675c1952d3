#!/usr/bin/env node
// Charging billing bench: bills sessions of 1, 12 and 24 hours with a meter reading every 5 s (the demo charger's
// rate) across a time-of-use day and a price change, and prints bills per second and µs per bill. Pure CPU (the
// billing core has no I/O). Never a timed test: numbers only.
//   node bench/charging/run.mjs [--rounds 200]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const i = process.argv.indexOf('--rounds');
const ROUNDS = i > 0 ? Number(process.argv[i + 1]) : 200;

const outfile = path.join(ROOT, 'node_modules/.cache/tessera-bench/charging-billing.mjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'server/src/modules/charging/billing.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'warning',
});
const { billSession, slotsOfPeriods, dateStartMs } = await import(pathToFileURL(outfile).href);

const { slots } = slotsOfPeriods([
  { start: '00:00', end: '07:00', tier: 'valley' },
  { start: '07:00', end: '10:00', tier: 'flat' },
  { start: '10:00', end: '11:00', tier: 'peak' },
  { start: '11:00', end: '13:00', tier: 'sharp' },
  { start: '13:00', end: '17:00', tier: 'flat' },
  { start: '17:00', end: '21:00', tier: 'peak' },
  { start: '21:00', end: '24:00', tier: 'valley' },
]);
const from = dateStartMs('2026-01-01', 480);
const change = dateStartMs('2026-03-02', 480);
const prices = ['sharp', 'peak', 'flat', 'valley'].flatMap((tier, k) => [
  { tier, electricity: 13_000 - k * 3000, service: 8000, effectiveFromMs: from },
  { tier, electricity: 14_000 - k * 3000, service: 8000, effectiveFromMs: change },
]);
const start = Date.parse('2026-03-01T18:00:00+08:00');

for (const hours of [1, 12, 24]) {
  const readings = [];
  for (let t = 0, wh = 0; t <= hours * 3_600_000; t += 5000, wh += 10) readings.push({ ts: start + t, wh });
  billSession({ readings, slots, prices, utcOffsetMin: 480 }); // warm up
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < ROUNDS; r++) billSession({ readings, slots, prices, utcOffsetMin: 480 });
  const us = Number(process.hrtime.bigint() - t0) / 1000 / ROUNDS;
  console.log(
    `session ${String(hours).padStart(2)} h, ${String(readings.length).padStart(5)} readings: ${us.toFixed(1).padStart(8)} µs/bill, ${Math.round(1e6 / us)
      .toString()
      .padStart(7)} bills/s`,
  );
}
