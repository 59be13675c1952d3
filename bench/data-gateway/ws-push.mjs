#!/usr/bin/env node
// Data-service WebSocket push bench: starts its own server (temp PGlite data dir, loopback, random ports), writes
// `--rows` telemetry rows, creates a push service (`time_interval` 1 s) whose SQL returns them all (capped at 1000)
// and opens `--sockets` signed WebSockets. Prints the handshake → first frame latency, the frame size, and over
// `--seconds` the pushes each socket received and the spread between sockets of one push (one SQL run serves them).
//   node bench/data-gateway/ws-push.mjs [--sockets 10] [--rows 1000] [--seconds 5]
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SOCKETS = arg('sockets', 10);
const ROWS = arg('rows', 1000);
const SECONDS = arg('seconds', 5);
const PASSWORD = 'bench-password';

const dir = path.join(ROOT, 'node_modules/.cache/tessera-bench');
for (const [entry, out] of [
  ['server/src/app.ts', 'ws-push-app.mjs'],
  ['server/src/config.ts', 'ws-push-config.mjs'],
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
const { createServer } = await import(pathToFileURL(path.join(dir, 'ws-push-app.mjs')).href);
const { loadConfig } = await import(pathToFileURL(path.join(dir, 'ws-push-config.mjs')).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
const server = await createServer(
  {
    ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }, ROOT),
    dataDir,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: 0,
    adminPassword: PASSWORD,
    demoPasswords: { tenantAdmin: PASSWORD, tenantUser: PASSWORD },
  },
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

const sockets = [];
try {
  const token = (await post('/auth/login', { email: 'tenant@tessera.local', password: PASSWORD })).data.access_token;
  const device = (await post('/device/add_only', { name: 'bench ws device' }, token)).data.id;
  for (let r = 0; r < ROWS; r++) {
    await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${device}, 'temperature', ${1_700_000_000_000_000 + r}, ${r})`.execute(server.ctx.db);
  }
  const svc = (
    await post(
      '/tp_data_services_config/add',
      {
        name: 'bench',
        signature_mode: 'SHA256',
        api_flag: '1',
        time_interval: 1,
        enable_flag: '1',
        data_sql: 'select device_name, key, ts, dbl_v from ds_telemetry',
      },
      token,
    )
  ).data;
  const ts = String(Math.floor(Date.now() / 1000));
  const headers = {
    'X-OpenAPI-AppKey': svc.app_key,
    'X-OpenAPI-Timestamp': ts,
    'X-OpenAPI-Signature': createHash('sha256')
      .update(ts + svc.secret_key)
      .digest('hex'),
  };
  const firsts = [];
  const arrivals = []; // per socket: [pushed_at, ms received]
  let bytes = 0;
  await Promise.all(
    Array.from({ length: SOCKETS }, (_, k) => {
      const t0 = performance.now();
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/openapi/v1/data/services/ws/share`, { headers });
      sockets.push(ws);
      arrivals[k] = [];
      return new Promise((resolve, reject) => {
        ws.on('message', (d) => {
          const msg = JSON.parse(String(d));
          if (!msg.rows) return reject(new Error(JSON.stringify(msg)));
          bytes = d.length;
          if (!arrivals[k].length) {
            firsts.push(performance.now() - t0);
            resolve();
          }
          arrivals[k].push([msg.pushed_at, performance.now()]);
        });
        ws.on('error', reject);
      });
    }),
  );
  const start = performance.now();
  await new Promise((d) => setTimeout(d, SECONDS * 1000));
  const pushes = arrivals.map((a) => a.filter(([, at]) => at >= start).length);
  // Spread of one push across the sockets: for each pushed_at seen by every socket, the max − min arrival.
  const byPush = new Map();
  for (const a of arrivals) for (const [p, at] of a) if (at >= start) byPush.set(p, [...(byPush.get(p) ?? []), at]);
  const spreads = [...byPush.values()].filter((v) => v.length === SOCKETS).map((v) => Math.max(...v) - Math.min(...v));
  firsts.sort((x, y) => x - y);
  console.log(
    `${SOCKETS} sockets, ${Math.min(ROWS, 1000)} rows/push (${(bytes / 1024).toFixed(0)} KiB frame): handshake → first frame p50 ${firsts[Math.floor(SOCKETS / 2)].toFixed(0)} ms, max ${firsts.at(-1).toFixed(0)} ms; ` +
      `pushes per socket in ${SECONDS} s: ${Math.min(...pushes)}–${Math.max(...pushes)}; spread of one push over the sockets: max ${Math.max(0, ...spreads).toFixed(1)} ms`,
  );
} finally {
  for (const ws of sockets) ws.terminate();
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
