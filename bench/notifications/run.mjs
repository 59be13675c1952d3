#!/usr/bin/env node
// Notification outbox bench (numbers only): starts its own server (temp PGlite data dir; PostgreSQL too when
// TESSERA_TEST_DATABASE_URL is set, in a throw-away schema), a local webhook receiver, and a tenant group whose only
// channel is that webhook. Queues N test notices over the API with C concurrent clients, then prints the enqueue rate,
// the delivery rate (first enqueue → last delivery) and the p50/p95 enqueue→delivery latency.
//   node bench/notifications/run.mjs [--notices 2000] [--concurrency 16]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import pg from 'pg';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const NOTICES = arg('notices', 2000);
const CONCURRENCY = arg('concurrency', 16);
const PASSWORD = 'bench-password';

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-notifications');
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

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The receiver: notes when each delivery arrived and the enqueue time the payload carries. */
async function startReceiver() {
  const latencies = [];
  let last = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      last = Date.now();
      latencies.push(last - Date.parse(JSON.parse(body).time));
      res.end('ok');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/hook`, latencies, lastAt: () => last, close: () => new Promise((r) => server.close(r)) };
}

async function run(label, dbConfig) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-notifications-'));
  const config = {
    ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }),
    dataDir,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: 0,
    adminPassword: PASSWORD,
    consoleDir: path.join(dataDir, 'none'),
    extensionsDir: path.join(dataDir, 'none'),
    demo: true,
    ...dbConfig,
  };
  const server = await createServer(config, { print: () => undefined });
  const receiver = await startReceiver();
  const post = async (p, body, token) => {
    const res = await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  try {
    const token = (await post('/auth/login', { email: 'tenant@tessera.local', password: PASSWORD })).data.access_token;
    const group = await post(
      '/notification/save',
      { group_name: 'bench', notification_type: 3, notification_config: { webhook: { payload_url: receiver.url, secret: 'k' } } },
      token,
    );
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < NOTICES) {
          next += 1;
          const r = await post('/notification/test', { id: group.data.id }, token);
          if (r.code !== 200) throw new Error(`enqueue failed: ${r.code} ${r.message}`);
        }
      }),
    );
    const enqueued = Date.now();
    const deadline = Date.now() + 120_000;
    while (receiver.latencies.length < NOTICES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const sorted = [...receiver.latencies].sort((a, b) => a - b);
    const deliveredMs = receiver.lastAt() - started;
    console.log(
      `${label}: ${NOTICES} notices, ${CONCURRENCY} clients — enqueue ${(NOTICES / ((enqueued - started) / 1000)).toFixed(0)} notices/s; ` +
        `delivered ${receiver.latencies.length}/${NOTICES} at ${(receiver.latencies.length / (deliveredMs / 1000)).toFixed(0)} deliveries/s; ` +
        `enqueue→delivery p50 ${pct(sorted, 50)} ms, p95 ${pct(sorted, 95)} ms`,
    );
  } finally {
    await receiver.close();
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await run('pglite', {});
const url = process.env.TESSERA_TEST_DATABASE_URL;
if (url) {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  try {
    await run('postgres', { databaseUrl: url, databaseSchema: schema });
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}
