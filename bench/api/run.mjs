#!/usr/bin/env node
// API latency bench: starts its own server (temp PGlite data dir, loopback, random port), seeds 10k users in the
// demo tenant, then drives login, /user/function/auth and a paged /user/list with autocannon for a bounded time
// each and prints p50/p95 latency and requests/s. Never a timed test: numbers only.
//   node bench/api/run.mjs [--seconds 5] [--connections 8]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import * as esbuild from 'esbuild';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 5);
const CONNECTIONS = arg('connections', 8);
const ROWS = 10_000;
const PASSWORD = 'bench-password';

// Bundle the server's composition root next to node_modules so its packages resolve.
const outfile = path.join(ROOT, 'node_modules/.cache/tessera-bench/app.mjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'server/src/app.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesExceptOurs],
  outfile,
  logLevel: 'warning',
});
const { createServer } = await import(pathToFileURL(outfile).href);
const cfgFile = path.join(path.dirname(outfile), 'config.mjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'server/src/config.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  plugins: [externalPackagesExceptOurs],
  outfile: cfgFile,
  logLevel: 'warning',
});
const { loadConfig } = await import(pathToFileURL(cfgFile).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
const config = {
  ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }, ROOT),
  dataDir,
  host: '127.0.0.1',
  httpPort: 0,
  mqttPort: 0,
  adminPassword: PASSWORD,
  consoleDir: path.join(dataDir, 'none'),
  extensionsDir: path.join(dataDir, 'none'),
};
const server = await createServer(config, { print: () => undefined });

async function post(p, body, token) {
  const res = await fetch(`${server.url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  return res.json();
}

try {
  const login = await post('/auth/login', { email: 'tenant@tessera.local', password: PASSWORD });
  const token = login.data.access_token;
  const me = await post('/auth/me', {}, token);
  // 10k users straight into the table (one shared hash: scrypt per row would only time the seeding).
  const hash = (await server.ctx.db.selectFrom('users').select('password_hash').where('email', '=', 'user@tessera.local').executeTakeFirstOrThrow())
    .password_hash;
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < ROWS; i += 1000) {
    await server.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 1000 }, (_, j) => ({
          id: randomUUID(),
          tenant_id: me.data.tenant_id,
          email: `bench${i + j}@tessera.local`,
          phone_number: null,
          name: `Bench ${i + j}`,
          password_hash: hash,
          authority: 'TENANT_USER',
          enabled: '1',
          remark: '',
          additional_info: '{}',
          created_at: now - (i + j),
          updated_at: now,
        })),
      )
      .execute();
  }
  const check = await post('/user/list', { current_page: 250, per_page: 20 }, token);
  if (check.code !== 200 || check.data.total < ROWS) throw new Error(`seeding failed: ${JSON.stringify(check).slice(0, 200)}`);

  const scenarios = [
    { name: 'POST /api/auth/login', body: { email: 'tenant@tessera.local', password: PASSWORD }, token: undefined, connections: Math.min(CONNECTIONS, 4) },
    { name: 'POST /api/user/function/auth', body: {}, token },
    { name: `POST /api/user/list (page 250 of ${check.data.total} rows)`, body: { current_page: 250, per_page: 20 }, token },
    { name: 'POST /api/user/list (search, 10k rows)', body: { current_page: 1, per_page: 20, search: 'bench99' }, token },
  ];
  const rows = [];
  for (const s of scenarios) {
    const url = `${server.url}/api${s.name.split(' ')[1].replace('/api', '')}`;
    const latencies = [];
    let bad = 0;
    const instance = autocannon({
      url,
      method: 'POST',
      duration: SECONDS,
      connections: s.connections ?? CONNECTIONS,
      headers: { 'content-type': 'application/json', ...(s.token ? { authorization: `Bearer ${s.token}` } : {}) },
      body: JSON.stringify(s.body),
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status !== 200) bad++;
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
    rows.push({
      scenario: s.name,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      p50_ms: pct(50).toFixed(1),
      p95_ms: pct(95).toFixed(1),
      non200: bad + result.non2xx,
    });
  }
  console.log(`\nTessera API bench — ${os.cpus().length} CPU(s), Node ${process.version}, PGlite, ${SECONDS}s per scenario, loopback`);
  console.table(rows);
} finally {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
