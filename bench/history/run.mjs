#!/usr/bin/env node
// History bench (numbers only, bounded): starts its own server (temp PGlite, loopback, random ports), seeds
// 30 days of one key (one point every 10 s = 259 200 rows) and times `/kv/statistic` at 1-minute average buckets
// (p50/p95 of --runs calls), then seeds 1 M rows and times streamed exports (`/api/kv/export`) with memory: XLSX of
// the first --xlsx-rows rows (0 skips it), then CSV of all of them. --expose-gc adds the memory reachable after GC.
// Then a year of one key (one point a minute = 525 600 rows) at 1-hour average buckets (p50/p95).
// With TESSERA_DATABASE_URL set it runs on that PostgreSQL instead, in a throw-away schema; with only
// TESSERA_TEST_DATABASE_URL set it runs the statistics again on that PostgreSQL after the PGlite pass.
//   node --expose-gc bench/history/run.mjs [--runs 20] [--export-rows 1000000] [--xlsx-rows 300000] [--year-rows 525600]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 20);
const EXPORT_ROWS = arg('export-rows', 1_000_000);
const XLSX_ROWS = arg('xlsx-rows', 300_000);
const YEAR_ROWS = arg('year-rows', 525_600);
const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-history');
for (const [entry, file] of [
  ['server/src/app.ts', 'app.mjs'],
  ['server/src/config.ts', 'config.mjs'],
  ['server/src/storage/rollup.ts', 'rollup.mjs'],
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
const { rebuildRollup } = await import(pathToFileURL(path.join(out, 'rollup.mjs')).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-history-'));
const pgUrl = process.env.TESSERA_DATABASE_URL;
const schema = `bench_history_${process.pid}`;
const server = await createServer(
  {
    ...loadConfig(
      { TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off', ...(pgUrl ? { TESSERA_DATABASE_URL: pgUrl, TESSERA_DATABASE_SCHEMA: schema } : {}) },
      ROOT,
    ),
    dataDir,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: 0,
    adminPassword: 'bench-password',
    demoPasswords: { tenantAdmin: 'bench-password' },
    consoleDir: path.join(dataDir, 'none'),
    extensionsDir: path.join(dataDir, 'none'),
  },
  { print: () => undefined },
);
const db = server.ctx.db;
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d });
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function post(p, body, token) {
  const res = await fetch(`${server.url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res;
}

async function seed(deviceId, keys, rows, stepUs, endUs) {
  const start = endUs - rows * stepUs;
  const chunk = 50_000;
  const t0 = performance.now();
  for (const key of keys) {
    for (let i = 0; i < rows; i += chunk) {
      const n = Math.min(chunk, rows - i);
      const ts = Array.from({ length: n }, (_, j) => String(start + (i + j) * stepUs));
      const v = Array.from({ length: n }, (_, j) => 20 + 5 * Math.sin((i + j) / 500) + Math.random());
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) select ${deviceId}, ${key}, * from unnest(${ts}::bigint[], ${v}::float8[])`.execute(db);
    }
  }
  return { start, seconds: (performance.now() - t0) / 1000 };
}

try {
  const token = (await (await post('/auth/login', { email: 'tenant@tessera.local', password: 'bench-password' })).json()).data.access_token;
  const dev = (await (await post('/device/add_only', { name: 'history-bench' }, token)).json()).data.id;
  const end = Date.now() * 1000;
  const rows = (30 * 86_400) / 10;
  const s = await seed(dev, ['temperature'], rows, 10_000_000, end);
  // Seeded around the ingest: fill the per-minute rollup the way the migration's backfill does.
  await rebuildRollup(db);
  console.log(`seeded ${fmt(rows)} rows (30 days, one key, every 10 s) into ${pgUrl ? 'PostgreSQL' : 'PGlite'} in ${fmt(s.seconds, 1)} s`);
  const times = [];
  let buckets = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = await (
      await post(
        '/kv/statistic',
        { device_id: dev, key: 'temperature', start_time: s.start, end_time: end, aggregate_window: '1m', aggregate_function: 'avg' },
        token,
      )
    ).json();
    times.push(performance.now() - t0);
    buckets = r.data.time_series.length;
  }
  console.log(
    `/kv/statistic 30 days × 1 key, 1-minute avg (${fmt(buckets)} buckets): p50 ${fmt(pct(times, 50))} ms, p95 ${fmt(pct(times, 95))} ms over ${RUNS} calls`,
  );
  const raw = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const r = await (
      await post('/kv/statistic', { device_id: dev, key: 'temperature', start_time: s.start, end_time: end, aggregate_window: 'no_aggregate' }, token)
    ).json();
    raw.push(performance.now() - t0);
    buckets = r.data.time_series.length;
  }
  console.log(`/kv/statistic 30 days raw → downsampled to ${fmt(buckets)} points: p50 ${fmt(pct(raw, 50))} ms`);

  // A year at 1-hour buckets: whole hours come from the hourly rollup.
  if (YEAR_ROWS > 0) {
    const year = (await (await post('/device/add_only', { name: 'history-year' }, token)).json()).data.id;
    const stepUs = Math.floor((365 * 86_400 * 1_000_000) / YEAR_ROWS);
    const y = await seed(year, ['temperature'], YEAR_ROWS, stepUs, end);
    await rebuildRollup(db);
    const yearTimes = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const r = await (
        await post(
          '/kv/statistic',
          { device_id: year, key: 'temperature', start_time: y.start, end_time: end, aggregate_window: '1h', aggregate_function: 'avg' },
          token,
        )
      ).json();
      yearTimes.push(performance.now() - t0);
      buckets = r.data.time_series.length;
    }
    console.log(
      `/kv/statistic a year × 1 key (${fmt(YEAR_ROWS)} rows seeded in ${fmt(y.seconds, 1)} s), 1-hour avg (${fmt(buckets)} buckets): p50 ${fmt(pct(yearTimes, 50))} ms, p95 ${fmt(pct(yearTimes, 95))} ms over ${RUNS} calls`,
    );
  }
  if (EXPORT_ROWS <= 0) throw Object.assign(new Error('done'), { done: true });

  // 1 M-row CSV export
  const exp = (await (await post('/device/add_only', { name: 'export-bench' }, token)).json()).data.id;
  const keys = ['a', 'b', 'c', 'd'];
  const perKey = Math.ceil(EXPORT_ROWS / keys.length);
  const e = await seed(exp, keys, perKey, 1_000_000, end);
  console.log(`seeded ${fmt(perKey * keys.length)} rows for the export in ${fmt(e.seconds, 1)} s`);
  /**
   * Streams one export and reports its time and memory (server and client share this process): the RSS high-water
   * mark, and what stays reachable (JS heap + buffers right after a full GC, once a second with --expose-gc): flat
   * memory means the second does not grow with the rows exported.
   */
  async function timedExport(body, countLines) {
    global.gc?.();
    const live = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const baseRss = process.memoryUsage().rss;
    const baseLive = live();
    let peak = baseRss;
    let peakLive = baseLive;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const retained = global.gc
      ? setInterval(() => {
          global.gc();
          peakLive = Math.max(peakLive, live());
        }, 1000)
      : undefined;
    const t0 = performance.now();
    const res = await post('/kv/export', body, token);
    let bytes = 0,
      lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (countLines) for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    clearInterval(retained);
    return {
      lines,
      mib: bytes / 2 ** 20,
      seconds,
      baseMib: baseRss / 2 ** 20,
      growthMib: (peak - baseRss) / 2 ** 20,
      retained: global.gc ? `, reachable after GC +${fmt((peakLive - baseLive) / 2 ** 20)} MiB at most` : ' (run with --expose-gc for the reachable memory)',
      rows: Number(res.headers.get('x-total-rows')),
    };
  }
  // XLSX first: RSS only ever grows, so the export measured second would hide behind the first's high-water mark.
  if (XLSX_ROWS > 0) {
    // XLSX_ROWS rows: the first XLSX_ROWS / 4 timestamps of each of the four keys.
    const xlsxEnd = e.start + Math.ceil(Math.min(XLSX_ROWS, perKey * keys.length) / keys.length) * 1_000_000 - 1;
    const x = await timedExport({ device_id: exp, format: 'xlsx', start_time: e.start, end_time: xlsxEnd }, false);
    console.log(
      `XLSX export: ${fmt(x.rows)} rows, ${fmt(x.mib, 1)} MiB in ${fmt(x.seconds, 1)} s (${fmt(x.rows / x.seconds)} rows/s); process RSS +${fmt(x.growthMib)} MiB at peak${x.retained}`,
    );
  }
  const csv = await timedExport({ device_id: exp, start_time: e.start, end_time: end }, true);
  console.log(
    `CSV export: ${fmt(csv.lines - 1)} rows, ${fmt(csv.mib, 1)} MiB in ${fmt(csv.seconds, 1)} s (${fmt((csv.lines - 1) / csv.seconds)} rows/s); process RSS ${fmt(csv.baseMib)} MiB before, +${fmt(csv.growthMib)} MiB at peak${csv.retained} (server and client share this process)`,
  );
} catch (err) {
  if (!err.done) throw err;
} finally {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
  }
}

// The same statistics on the machine's PostgreSQL, when the tests' database is configured (no exports: they were
// measured above and take minutes).
if (!pgUrl && process.env.TESSERA_TEST_DATABASE_URL) {
  console.log(`\n-- the same statistics on PostgreSQL (${process.env.TESSERA_TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}) --`);
  const { spawnSync } = await import('node:child_process');
  spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--runs', String(RUNS), '--export-rows', '0', '--year-rows', String(YEAR_ROWS)],
    { stdio: 'inherit', env: { ...process.env, TESSERA_DATABASE_URL: process.env.TESSERA_TEST_DATABASE_URL } },
  );
}
