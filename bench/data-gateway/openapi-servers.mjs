#!/usr/bin/env node
// Open-API throughput with the rate limit in place: starts one server on PGlite (the in-memory counter) or one or
// two servers on one PostgreSQL schema (the shared `openapi_rate_window` counter), creates an app and calls
// `device/deviceCountOnlineCount` signed, from `--concurrency` callers spread over the servers, for `--seconds`.
// Prints calls/s and latency percentiles, then the cost of the counter's upsert alone (PostgreSQL), and checks that
// a limit of `--limit` per minute admits exactly that many across the servers.
//   node bench/data-gateway/openapi-servers.mjs [--database postgresql://…] [--servers 2] [--seconds 5] [--concurrency 8] [--limit 50]
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import pg from 'pg';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DATABASE = opt('database', '');
const SERVERS = DATABASE ? Number(opt('servers', 2)) : 1;
const SECONDS = Number(opt('seconds', 5));
const CONCURRENCY = Number(opt('concurrency', 8));
const LIMIT = Number(opt('limit', 50));
const PASSWORD = 'bench-password';
const SCHEMA = `bench_openapi_${randomBytes(4).toString('hex')}`;

const dir = path.join(ROOT, 'node_modules/.cache/tessera-bench');
for (const [entry, out] of [
  ['server/src/app.ts', 'openapi-app.mjs'],
  ['server/src/config.ts', 'openapi-config.mjs'],
]) {
  await esbuild.build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackagesExceptOurs],
    outfile: path.join(dir, out),
    logLevel: 'warning',
  });
}
const { createServer } = await import(pathToFileURL(path.join(dir, 'openapi-app.mjs')).href);
const { loadConfig } = await import(pathToFileURL(path.join(dir, 'openapi-config.mjs')).href);

const servers = [];
const dirs = [];
for (let k = 0; k < SERVERS; k++) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
  dirs.push(dataDir);
  const config = {
    ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }, ROOT),
    dataDir,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: 0,
    adminPassword: PASSWORD,
    demoPasswords: { tenantAdmin: PASSWORD, tenantUser: PASSWORD },
    ...(DATABASE ? { databaseUrl: DATABASE, databaseSchema: SCHEMA } : {}),
  };
  servers.push(await createServer(config, { print: () => undefined }));
}
const post = async (url, p, body, headers = {}) =>
  (await fetch(`${url}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) })).json();

try {
  const url = servers[0].url;
  const login = await post(url, '/auth/login', { email: 'tenant@tessera.local', password: PASSWORD });
  const auth = { authorization: `Bearer ${login.data.access_token}` };
  const addApp = async (limit) =>
    (
      await post(
        url,
        '/openapi/auth/add',
        { name: 'bench', signature_mode: 'SHA256', device_access_scope: '1', api_access_scope: '1', rate_limit: limit },
        auth,
      )
    ).data;
  const call = (s, app) => {
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = createHash('sha256')
      .update(ts + app.secret_key)
      .digest('hex');
    return post(
      s.url,
      '/openapi/v1/device/deviceCountOnlineCount',
      {},
      { 'X-OpenAPI-AppKey': app.app_key, 'X-OpenAPI-Timestamp': ts, 'X-OpenAPI-Signature': sig },
    );
  };

  const app = await addApp(100_000);
  for (let r = 0; r < 50; r++) await call(servers[r % SERVERS], app); // warm up
  const lat = [];
  let refused = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let r = 0; Date.now() < end; r++) {
        const t0 = process.hrtime.bigint();
        const res = await call(servers[(w + r) % SERVERS], app);
        lat.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (res.code !== 200) refused++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const q = (p) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))].toFixed(2);
  const kind = DATABASE ? `PostgreSQL, ${SERVERS} server(s), shared counter` : 'PGlite, 1 server, in-memory counter';
  console.log(
    `${kind}: ${Math.round(lat.length / SECONDS)} calls/s (c=${CONCURRENCY}), p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, refused ${refused}`,
  );

  if (DATABASE) {
    const client = new pg.Client({ connectionString: DATABASE, options: `-c search_path=${SCHEMA}` });
    await client.connect();
    const N = 2000;
    const t0 = process.hrtime.bigint();
    for (let r = 0; r < N; r++) {
      await client.query(
        'insert into openapi_rate_window (bucket, window_start, n) values ($1, $2, 1) on conflict (bucket, window_start) do update set n = openapi_rate_window.n + 1 where openapi_rate_window.n < $3 returning n',
        [`bench:${r % 100}`, 0, 1e9],
      );
    }
    console.log(`counter upsert alone: ${(Number(process.hrtime.bigint() - t0) / 1e6 / N).toFixed(3)} ms/op (sequential, one connection)`);
    await client.end();
  }

  // The limit across the servers: a burst of 4 × limit calls spread over them admits exactly `limit` (unless the
  // minute turns during the burst, which the output would show as more).
  const limited = await addApp(LIMIT);
  const burst = await Promise.all(Array.from({ length: LIMIT * 4 }, (_, r) => call(servers[r % SERVERS], limited)));
  console.log(`limit ${LIMIT}/min over ${SERVERS} server(s): ${burst.filter((r) => r.code === 200).length} of ${burst.length} admitted`);
} finally {
  for (const s of servers.reverse()) await s.close();
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  if (DATABASE) {
    const client = new pg.Client({ connectionString: DATABASE });
    await client.connect();
    await client.query(`drop schema if exists "${SCHEMA}" cascade`);
    await client.end();
  }
}
