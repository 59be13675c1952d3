#!/usr/bin/env node
// 100 000 devices in one tenant: server-side latency of the device list (first page, a deep page), search by name
// (a substring, as the list's search box sends it) and the online filter, p50/p95 over --calls calls each, measured
// at the server (fastify's response time header is not used: the clock runs around the HTTP call on loopback).
//   node bench/devices/run.mjs [--devices 100000] [--calls 30] [--pg postgresql://root@127.0.0.1:5432/test]
// Seeding clones one API-created device with SQL (generate_series), so the rows are exactly what the API writes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const DEVICES = Number(arg('devices', 100_000));
const CALLS = Number(arg('calls', 30));
const PG = arg('pg', '');
const PASSWORD = 'bench-Pass-1';

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-devices');
for (const [entry, file] of [
  ['server/src/app.ts', 'app.mjs'],
  ['server/src/config.ts', 'config.mjs'],
]) {
  await esbuild.build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackagesExceptOurs],
    outfile: path.join(out, file),
    logLevel: 'warning',
  });
}
const { createServer } = await import(pathToFileURL(path.join(out, 'app.mjs')).href);
const { loadConfig } = await import(pathToFileURL(path.join(out, 'config.mjs')).href);
const { sql } = await import('kysely');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
const schema = `bench_devices_${randomUUID().slice(0, 8)}`;
const env = {
  TESSERA_LOG_LEVEL: 'error',
  TESSERA_DEMO_DEVICES: 'off',
  TESSERA_DEMO_TENANT_ADMIN_PASSWORD: PASSWORD,
  ...(PG ? { TESSERA_DATABASE_URL: PG, TESSERA_DATABASE_SCHEMA: schema } : {}),
};
if (PG) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
}
const server = await createServer(
  { ...loadConfig(env, ROOT), dataDir, host: '127.0.0.1', httpPort: 0, mqttPort: 0, adminPassword: PASSWORD, consoleDir: path.join(dataDir, 'none') },
  { print: () => undefined },
);
const post = async (p, body, token) =>
  (
    await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    })
  ).json();

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
async function measure(label, body, token) {
  const times = [];
  let total = 0;
  await post('/device/list/tree', body, token); // warm the plan cache
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    const r = await post('/device/list/tree', body, token);
    times.push(performance.now() - t);
    if (r.code !== 200) throw new Error(`${label}: ${r.message}`);
    total = r.data.total;
  }
  console.log(`  ${label.padEnd(38)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${pct(times, 95).toFixed(1).padStart(7)} ms   (${total} matching)`);
}

try {
  const token = (await post('/auth/login', { email: 'tenant@tessera.local', password: PASSWORD })).data.access_token;
  const first = (await post('/device/add_only', { name: 'bench device 0' }, token)).data;
  const db = server.ctx.db;
  const started = Date.now();
  const cols = (
    await sql`select column_name from information_schema.columns where table_name = 'device' and table_schema = current_schema() order by ordinal_position`.execute(
      db,
    )
  ).rows.map((r) => r.column_name);
  const value = (c) =>
    ({
      id: sql`md5(${first.id} || g::text)`,
      name: sql`'bench device ' || g::text`,
      token: sql`md5('token' || ${first.id} || g::text)`,
      created_at: sql`created_at + g`,
      device_number: sql`'bench-' || g::text`,
    })[c] ?? sql.ref(c);
  const BATCH = 20_000;
  for (let from = 1; from < DEVICES; from += BATCH) {
    const to = Math.min(DEVICES - 1, from + BATCH - 1);
    await sql`insert into device (${sql.join(cols.map((c) => sql.ref(c)))})
      select ${sql.join(cols.map(value))} from device, generate_series(${from}::int, ${to}::int) g where id = ${first.id}`.execute(db);
  }
  // One device in ten has reported recently (its latest-values row makes it online).
  const now = Date.now() * 1000;
  await sql`insert into ts_kv_latest (device_id, key, ts, dbl_v)
    select id, 'temperature', ${now}::bigint, 21.5 from device where name like 'bench device %' and (created_at % 10) = 0`
    .execute(db)
    .catch((e) => console.log(`  (no latest rows: ${e.message})`));
  await sql`analyze`.execute(db);
  console.log(
    `${PG ? 'PostgreSQL' : 'PGlite'}: ${DEVICES} devices seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${CALLS} calls each, loopback HTTP, tenant admin`,
  );
  await measure('list, first page (10)', { current_page: 1, per_page: 10 }, token);
  await measure('list, page 500 (10)', { current_page: 500, per_page: 10 }, token);
  await measure('search by name "device 4242"', { current_page: 1, per_page: 10, name: 'device 4242' }, token);
  await measure('search by name, no match', { current_page: 1, per_page: 10, name: 'zzz-none' }, token);
  await measure('online only, first page', { current_page: 1, per_page: 10, state: '1' }, token);
} finally {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (PG) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: PG });
    await c.connect();
    if (!argv.includes('--keep')) await c.query(`drop schema ${schema} cascade`);
    else console.log(`kept schema ${schema}`);
    await c.end();
  }
}
