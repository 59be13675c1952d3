#!/usr/bin/env node
// Data gateway and data service bench: the per-request CPU cost of the open API's admission pieces (signature
// check, CIDR whitelist, rate counter) and of the data-service SQL guard on typical and hostile queries. Pure CPU
// (no I/O). Never a timed test: numbers only.
//   node bench/data-gateway/run.mjs [--rounds 50000]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const i = process.argv.indexOf('--rounds');
const ROUNDS = i > 0 ? Number(process.argv[i + 1]) : 50_000;

const dir = path.join(ROOT, 'node_modules/.cache/tessera-bench');
await esbuild.build({
  entryPoints: {
    'gw-signature': path.join(ROOT, 'server/src/modules/data-gateway/signature.ts'),
    'gw-guard': path.join(ROOT, 'server/src/modules/data-service/sql-guard.ts'),
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outdir: dir,
  logLevel: 'warning',
});
const sig = await import(pathToFileURL(path.join(dir, 'gw-signature.js')).href);
const guard = await import(pathToFileURL(path.join(dir, 'gw-guard.js')).href);

function measure(label, fn) {
  for (let r = 0; r < 1000; r++) fn(r); // warm up
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < ROUNDS; r++) fn(r);
  const us = Number(process.hrtime.bigint() - t0) / 1000 / ROUNDS;
  console.log(
    `${label.padEnd(52)} ${us.toFixed(2).padStart(8)} µs/op ${Math.round(1e6 / us)
      .toString()
      .padStart(9)} ops/s`,
  );
}

const secret = 'Xy7Kq2mPz9LbR4TnW8vC3dF6gH1jA5sE';
const ts = '1732451400';
const good256 = sig.signatureOf('SHA256', ts, secret);
const goodMd5 = sig.signatureOf('MD5', ts, secret);
measure('signature check SHA256', () => sig.signatureMatches('SHA256', ts, secret, good256));
measure('signature check MD5', () => sig.signatureMatches('MD5', ts, secret, goodMd5));
const list = '127.0.0.1|10.0.0.0/8|192.168.0.0/16|2001:db8::/32|::1/128';
measure('IP whitelist, 5 entries (v4 client, last match)', () => sig.ipAllowed(list, '::ffff:192.168.3.4'));
const counter = new sig.MinuteCounter(() => 0);
measure('rate counter, 1000 apps', (r) => counter.take(`app:${r % 1000}`, 1e9));
const typical =
  "select device_name, key, avg(dbl_v)::numeric(10, 2) as mean from ds_telemetry t where t.ts > 1700000000000000 and key in ('temperature', 'humidity') group by device_name, key order by mean desc";
measure('SQL guard, typical analytic query (accepted)', () => guard.checkSql(typical));
measure('SQL guard, catalog probe (refused)', () => guard.checkSql('select * from ds_device d join pg_catalog.pg_authid a on true'));
const long = `select device_id from ds_telemetry where ${Array.from({ length: 200 }, (_, k) => `dbl_v <> ${k}`).join(' and ')}`;
measure('SQL guard, 200-condition query (accepted)', () => guard.checkSql(long));
