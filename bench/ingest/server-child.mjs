// The server under test, in its own process (forked by run.mjs with IPC). Loads the bundled app, starts it on a
// temporary data dir and answers IPC requests: seed devices, count stored points, report CPU and memory.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const [appFile, cfgFile, mqttUrl] = process.argv.slice(2);
// The slowest database statements (PGlite runs each synchronously: a slow one stalls the whole event loop).
const slow = [];
if (process.env.BENCH_SLOW_SQL) {
  const { PGlite } = await import('@electric-sql/pglite');
  const query = PGlite.prototype.query;
  PGlite.prototype.query = async function (text, ...rest) {
    const t0 = performance.now();
    try {
      return await query.call(this, text, ...rest);
    } finally {
      const ms = performance.now() - t0;
      if (ms > 300) slow.push(`${Math.round(ms)} ms: ${String(text).replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  };
}
const { createServer } = await import(pathToFileURL(appFile).href);
const { loadConfig } = await import(pathToFileURL(cfgFile).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-ingest-'));
// The external-broker stack runs on PostgreSQL (layout B) when the tests' database is configured: a throw-away schema.
const pgUrl = mqttUrl ? process.env.TESSERA_TEST_DATABASE_URL : undefined;
const schema = `ingestperf_${process.pid}`;
const config = {
  ...loadConfig({
    TESSERA_LOG_LEVEL: 'error',
    TESSERA_DEMO_DEVICES: 'off',
    ...(mqttUrl ? { TESSERA_MQTT_SHARE_GROUP: `bench${process.pid}` } : {}),
    ...(pgUrl ? { TESSERA_DATABASE_URL: pgUrl, TESSERA_DATABASE_SCHEMA: schema } : {}),
  }),
  dataDir,
  host: '127.0.0.1',
  httpPort: 0,
  mqttPort: 0,
  adminPassword: 'bench-password',
  demoPasswords: { tenantAdmin: 'bench-password' },
  mqttUrl: mqttUrl || undefined,
  consoleDir: path.join(dataDir, 'none'),
  extensionsDir: path.join(dataDir, 'none'),
};
const server = await createServer(config, { print: () => undefined });
const db = server.ctx.db;
const { sql } = await import('kysely');

async function seed(n) {
  const tenant = (await sql`select tenant_id from users where email = 'tenant@tessera.local'`.execute(db)).rows[0].tenant_id;
  const tokens = [];
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({
      id: randomUUID(),
      tenant_id: tenant,
      name: `bench-${i + j}`,
      created_at: 0,
      token: randomUUID(),
    }));
    await db.insertInto('device').values(rows).execute();
    for (const r of rows) tokens.push({ id: r.id, token: r.token });
  }
  return tokens;
}

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let cpuMark = process.cpuUsage();
let timeMark = process.hrtime.bigint();
// The highest RSS since the last 'mark', sampled every 50 ms (what the machine must really have).
let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50).unref();
process.on('message', async (msg) => {
  try {
    let data;
    switch (msg.cmd) {
      case 'seed':
        data = await seed(msg.n);
        break;
      case 'count':
        data = Number((await sql`select count(*)::int as n from ts_kv`.execute(db)).rows[0].n);
        break;
      case 'rss':
        data = process.memoryUsage().rss;
        break;
      case 'slow':
        data = slow.splice(0);
        break;
      case 'loop':
        data = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
        loopDelay.reset();
        break;
      case 'mark':
        cpuMark = process.cpuUsage();
        timeMark = process.hrtime.bigint();
        peakRss = process.memoryUsage.rss();
        data = null;
        break;
      case 'usage': {
        const cpu = process.cpuUsage(cpuMark);
        const secs = Number(process.hrtime.bigint() - timeMark) / 1e9;
        const peak = Math.max(peakRss, process.memoryUsage.rss());
        global.gc?.();
        const m = process.memoryUsage();
        data = {
          cpuPercent: ((cpu.user + cpu.system) / 1e6 / secs) * 100,
          peakRss: peak,
          rss: m.rss,
          heapUsed: m.heapUsed,
          heapTotal: m.heapTotal,
          external: m.external,
        };
        break;
      }
      case 'close': {
        await server.close();
        await fs.rm(dataDir, { recursive: true, force: true });
        if (pgUrl) {
          const { default: pg } = await import('pg');
          const client = new pg.Client({ connectionString: pgUrl });
          await client.connect();
          await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
        }
        data = null;
        setTimeout(() => process.exit(0), 50);
        break;
      }
    }
    process.send({ id: msg.id, data });
  } catch (err) {
    process.send({ id: msg.id, error: String(err?.stack ?? err) });
  }
});
process.send({ ready: true, url: server.url, mqttPort: server.mqttPort, database: pgUrl ? 'PostgreSQL' : 'PGlite' });
