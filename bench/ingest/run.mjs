#!/usr/bin/env node
// Ingest bench (numbers only, bounded in time): the server runs in its own process; this process generates load.
//   node bench/ingest/run.mjs [--rate 10000] [--seconds 10] [--devices 100] [--connections 10000]
//                             [--external mqtt://127.0.0.1:1883]   (default: $TESSERA_TEST_MQTT_URL if set)
//                             [--mosquitto]   also run the external stack on a private Mosquitto configured as
//                                             server/src/mqtt/EXTERNAL-BROKER.md says (in-flight 1000, queue 100k)
//                             [--burst] [--burst-seconds 600]   only the burst: 3 × --rate for --burst-seconds on the
//                                             embedded stack, sampling RSS, queue depth and an API call's latency,
//                                             then the drain time and the stored-point check
//   BENCH_NODE_FLAGS='<flags>' the server's V8 flags instead of scripts/server-env.mjs's (='' for Node's defaults)
//   BENCH_SERVER_PROF=<dir>   write a V8 CPU profile of the server process there (where the ingest time goes)
//   BENCH_SLOW_SQL=1          --burst also lists the server's database statements slower than 300 ms
// Also measures a bare aedes broker's pass-through ceiling for the same client in the same run (raw-broker-child.mjs)
// and prints ingest ÷ raw: a ratio that survives the machine's load better than the absolute rate.
// Prints, per stack (embedded aedes, external broker): sustained msgs/s and points/s with the stored-point check,
// p50/p95 publish→WebSocket latency at 1 000 msgs/s, server CPU, and memory per connected device (embedded).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import WebSocket from 'ws';
import { RawClient } from './raw-mqtt.mjs';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';
import { SERVER_NODE_FLAGS, serverEnv } from '../../scripts/server-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const RATE = Number(arg('rate', 10_000));
const SECONDS = Number(arg('seconds', 10));
const DEVICES = Number(arg('devices', 100));
const CONNECTIONS = Number(arg('connections', 10_000));
const EXTERNAL = arg('external', process.env.TESSERA_TEST_MQTT_URL ?? '');
const POINTS = 3;
const BURST = argv.includes('--burst');
const BURST_SECONDS = Number(arg('burst-seconds', 600));

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-ingest');
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

// As `npm start` runs the server; BENCH_NODE_FLAGS='<flags>' replaces them (='' for none), to compare.
const nodeFlags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean) : SERVER_NODE_FLAGS;

function startServer(mqttUrl) {
  const child = fork(path.join(ROOT, 'bench/ingest/server-child.mjs'), [path.join(out, 'app.mjs'), path.join(out, 'config.mjs'), mqttUrl ?? ''], {
    execArgv: ['--expose-gc', ...nodeFlags, ...(process.env.BENCH_SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : [])],
    cwd: ROOT,
    // As `npm start` runs it (BENCH_DEFAULT_MALLOC=1: the C library's own defaults, to compare).
    env: process.env.BENCH_DEFAULT_MALLOC ? process.env : serverEnv(),
  });
  let seq = 0;
  const waiting = new Map();
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if (m.ready) return resolve(m);
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error) w?.reject(new Error(m.error));
      else w?.resolve(m.data);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const rpc = (cmd, extra = {}) =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, { resolve, reject });
      child.send({ id, cmd, ...extra });
    });
  return { child, ready, rpc };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d });

async function login(url) {
  const r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'tenant@tessera.local', password: 'bench-password' }),
  });
  return (await r.json()).data.access_token;
}

/** Publishes `rate` msgs/s for `seconds` over the clients (QoS 1, in-flight capped per client), then drains. */
async function drive(clients, topicOf, rate, seconds, stamp = false) {
  const perTick = rate / 200; // every 5 ms
  const maxInflight = 500;
  let credit = 0,
    sent = 0,
    skipped = 0,
    next = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      credit += perTick;
      while (credit >= 1) {
        credit -= 1;
        const c = clients[next++ % clients.length];
        if (c.inflight >= maxInflight) {
          skipped++;
          continue;
        }
        const v = { a: Math.random() * 100, b: sent % 1000, c: (sent & 1) === 0 };
        if (stamp) v.sent_at = Date.now();
        c.publish(topicOf(c), JSON.stringify(v), 1);
        sent++;
      }
      if (performance.now() - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const sendEnd = performance.now();
  const acked = () => clients.reduce((n, c) => n + c.acked, 0);
  const deadline = Date.now() + 30_000;
  while (acked() < sent && Date.now() < deadline) await sleep(20);
  const done = performance.now();
  return { startedAt: started, sent, skipped, acked: acked(), sendSeconds: (sendEnd - started) / 1000, totalSeconds: (done - started) / 1000 };
}

async function stack(name, mqttUrl) {
  console.log(`\n== ${name} ==`);
  const srv = startServer(mqttUrl);
  const { url, mqttPort, database } = await srv.ready;
  console.log(`(server on ${database}${database === 'PGlite' && mqttUrl ? '; set TESSERA_TEST_DATABASE_URL to run this stack on PostgreSQL' : ''})`);
  const broker = mqttUrl ? new URL(mqttUrl) : new URL(`mqtt://127.0.0.1:${mqttPort}`);
  const devices = await srv.rpc('seed', { n: Math.max(DEVICES, mqttUrl ? 0 : CONNECTIONS) });
  const topicOf = mqttUrl ? (c) => `device/attributes/up/${c.username}` : () => 'device/attributes';
  const clients = await Promise.all(devices.slice(0, DEVICES).map((d) => new RawClient(Number(broker.port || 1883), broker.hostname, d.token).connect()));
  const idOf = new Map(devices.map((d) => [d.token, d.id]));
  await sleep(300);

  // Throughput
  await srv.rpc('mark');
  const before = await srv.rpc('count');
  const t = await drive(clients, topicOf, RATE, SECONDS);
  // An external broker acknowledges the devices itself: wait until the server has stored what it queued.
  let stored = 0;
  for (let last = -1, still = 0, end = Date.now() + 60_000; Date.now() < end; await sleep(250)) {
    stored = (await srv.rpc('count')) - before;
    if (stored >= t.acked * POINTS) break;
    still = stored === last ? still + 1 : 0;
    if (still >= 12) break;
    last = stored;
  }
  const storedSeconds = (performance.now() - t.startedAt) / 1000;
  const usage = await srv.rpc('usage');
  const rate = Math.min(t.acked, stored / POINTS) / (mqttUrl ? storedSeconds : t.totalSeconds);
  console.log(
    `throughput: offered ${fmt(RATE)} msgs/s × ${POINTS} points for ${SECONDS}s; sent ${fmt(t.sent)} (skipped ${fmt(t.skipped)} at the in-flight cap), acked ${fmt(t.acked)}`,
  );
  console.log(
    `  sustained ${fmt(rate)} msgs/s (until stored) = ${fmt(rate * POINTS)} points/s; stored ${fmt(stored)} points of ${fmt(t.acked * POINTS)} acknowledged → ${stored >= t.acked * POINTS ? 'zero loss' : `LOST ${t.acked * POINTS - stored}`}`,
  );
  console.log(
    `  server CPU ${fmt(usage.cpuPercent)}% (of one core), RSS peak ${fmt(usage.peakRss / 2 ** 20)} MiB while ingesting, ${fmt(usage.rss / 2 ** 20)} MiB after a full GC (JS heap ${fmt(usage.heapUsed / 2 ** 20)} MiB used of ${fmt(usage.heapTotal / 2 ** 20)} MiB, buffers ${fmt(usage.external / 2 ** 20)} MiB)`,
  );
  if (!mqttUrl)
    console.log(
      `  ingest ÷ raw broker ceiling (same run, same client): ${fmt(rate)} / ${fmt(rawCeiling)} = ${fmt((100 * rate) / rawCeiling, 1)}% (ingest was offered ${fmt(RATE)} msgs/s)`,
    );

  // Latency at 1 000 msgs/s: publish → WebSocket
  const token = await login(url);
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws`);
  await new Promise((r) => ws.once('open', r));
  const lat = [];
  ws.on('message', (d) => {
    const m = JSON.parse(String(d));
    if (m.type === 'values' && !m.snapshot && m.values.sent_at) lat.push(Date.now() - m.values.sent_at);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  await sleep(200);
  for (const c of clients) ws.send(JSON.stringify({ type: 'subscribe', device_id: idOf.get(c.username) }));
  await sleep(500);
  await srv.rpc('mark');
  const l = await drive(clients, topicOf, 1000, Math.min(SECONDS, 10), true);
  await sleep(500);
  const lu = await srv.rpc('usage');
  console.log(
    `latency @1000 msgs/s: ${fmt(lat.length)} updates of ${fmt(l.sent)} sent; p50 ${fmt(pct(lat, 50))} ms, p95 ${fmt(pct(lat, 95))} ms, p99 ${fmt(pct(lat, 99))} ms; server CPU ${fmt(lu.cpuPercent)}%`,
  );
  ws.close();
  for (const c of clients) c.end();

  // Connected devices (embedded broker only; an external broker holds the device sessions)
  if (!mqttUrl && CONNECTIONS > 0) {
    // Each reading after a full GC, the median of several: one reading moved by a few MB (a young generation
    // resized, arena pages not yet handed back) shifts the per-device figure by KBs.
    const settled = async (n) => {
      const xs = [];
      for (let i = 0; i < n; i++) {
        await sleep(1000);
        xs.push(await srv.rpc('usage'));
      }
      const med = (k) =>
        pct(
          xs.map((x) => x[k]),
          50,
        );
      return {
        rss: med('rss'),
        heap: pct(
          xs.map((x) => x.heapUsed + x.external),
          50,
        ),
        cpuPercent: xs[xs.length - 1].cpuPercent,
      };
    };
    const base = await settled(3);
    const extra = [];
    const started = Date.now();
    for (let i = 0; i < CONNECTIONS; i += 500) {
      extra.push(
        ...(await Promise.all(devices.slice(i, i + 500).map((d) => new RawClient(broker.port, broker.hostname, d.token).connect().catch(() => null)))),
      );
    }
    const ok = extra.filter(Boolean);
    const connectSeconds = (Date.now() - started) / 1000;
    await sleep(1500);
    await srv.rpc('mark');
    const after = await settled(5);
    const per = (after.rss - base.rss) / ok.length;
    const perHeap = (after.heap - base.heap) / ok.length;
    console.log(
      `connections: ${fmt(ok.length)} devices connected in ${fmt(connectSeconds, 1)} s; server RSS +${fmt((after.rss - base.rss) / 2 ** 20)} MiB → ${fmt(per / 1024, 1)} KB per device (JS heap+external ${fmt(perHeap / 1024, 1)} KB; medians of 3 and 5 readings after GC); idle CPU ${fmt(after.cpuPercent, 1)}%`,
    );
    for (const c of ok) c.end();
  }
  await srv.rpc('close').catch(() => undefined);
  await new Promise((r) => srv.child.once('exit', r));
}

/**
 * With an external broker the device sessions live in the broker: its memory per connected device, on a fresh
 * instance (one that has just carried the throughput run reuses the memory its queues freed, and reads as ~0).
 */
async function brokerMemory() {
  const m = await privateMosquitto();
  try {
    const url = new URL(m.url);
    const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${m.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const base = rssOf();
    const clients = [];
    for (let i = 0; i < CONNECTIONS; i += 500) {
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(500, CONNECTIONS - i) }, (_, j) =>
            new RawClient(Number(url.port), url.hostname, `bench-conn-${i + j}`).connect().catch(() => null),
          ),
        )),
      );
    }
    const ok = clients.filter(Boolean);
    await sleep(2000);
    const grown = rssOf() - base;
    console.log(
      `external broker sessions: ${fmt(ok.length)} devices connected to a fresh Mosquitto; its RSS +${fmt(grown / 2 ** 20, 1)} MiB → ${fmt(grown / ok.length / 1024, 1)} KB per device (the Tessera server holds no device session)`,
    );
    for (const c of ok) c.end();
  } finally {
    m.stop();
  }
}

async function privateMosquitto() {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-mosq-'));
  fs.writeFileSync(
    path.join(dir, 'm.conf'),
    `listener ${port} 127.0.0.1\nallow_anonymous true\nmax_inflight_messages 1000\nmax_queued_messages 100000\npersistence false\n`,
  );
  const proc = spawn('/usr/sbin/mosquitto', ['-c', path.join(dir, 'm.conf')], { stdio: 'ignore' });
  await sleep(500);
  return {
    url: `mqtt://127.0.0.1:${port}`,
    pid: proc.pid,
    stop: () => {
      proc.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The pass-through ceiling of a bare aedes broker in its own process: QoS 1 publishes acked and delivered. */
async function rawBrokerRate(offered) {
  const child = fork(path.join(ROOT, 'bench/ingest/raw-broker-child.mjs'), [], { cwd: ROOT });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('raw broker exited')));
  });
  const sub = await new RawClient(port, '127.0.0.1', 'ingestperf-raw-sub').connect();
  sub.subscribe('device/#');
  const clients = await Promise.all(Array.from({ length: DEVICES }, (_, i) => new RawClient(port, '127.0.0.1', `ingestperf-raw-${i}`).connect()));
  await sleep(300);
  const t = await drive(clients, () => 'device/attributes', offered, SECONDS);
  for (const end = Date.now() + 15_000; sub.received < t.acked && Date.now() < end;) await sleep(20);
  const rate = Math.min(t.acked, sub.received) / ((performance.now() - t.startedAt) / 1000);
  for (const c of [...clients, sub]) c.end();
  child.send({ cmd: 'close' });
  await new Promise((r) => child.once('exit', r));
  console.log(
    `raw broker (bare aedes, own process, same client): offered ${fmt(offered)} msgs/s for ${SECONDS}s; acked ${fmt(t.acked)}, delivered ${fmt(sub.received)} → ceiling ${fmt(rate)} msgs/s`,
  );
  return rate;
}

/** 3 × the sustainable rate for BURST_SECONDS on the embedded stack: memory, queue, API latency, drain, loss. */
async function burst() {
  const offered = RATE * 3;
  console.log(`\n== burst: embedded broker (aedes), ${fmt(offered)} msgs/s × ${POINTS} points (3 × ${fmt(RATE)}) for ${fmt(BURST_SECONDS)} s ==`);
  const srv = startServer();
  const { url, mqttPort } = await srv.ready;
  const devices = await srv.rpc('seed', { n: DEVICES });
  const clients = await Promise.all(devices.map((d) => new RawClient(mqttPort, '127.0.0.1', d.token).connect()));
  const token = await login(url);
  await sleep(300);
  const before = await srv.rpc('count');
  const committed = async () => Number(/^tessera_ingest_points_total (\d+)/m.exec(await (await fetch(`${url}/metrics`)).text())?.[1] ?? 0);
  const pointsBefore = await committed();
  const baseRss = await srv.rpc('rss');
  let peakRss = baseRss,
    peakQueue = 0,
    sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, await srv.rpc('rss'));
      const m = await (await fetch(`${url}/metrics`)).text();
      peakQueue = Math.max(peakQueue, Number(/^tessera_ingest_queue_points (\d+)/m.exec(m)?.[1] ?? 0));
      await sleep(250);
    }
  })();
  const probe = fork(
    path.join(ROOT, 'bench/ingest/api-probe-child.mjs'),
    [`${url}/api/kv/current/detail`, token, JSON.stringify({ device_id: devices[0].id })],
    { cwd: ROOT },
  );
  const prober = new Promise((resolve) => probe.once('message', resolve));
  await srv.rpc('loop');
  const t = await drive(clients, () => 'device/attributes', offered, BURST_SECONDS);
  const loop = await srv.rpc('loop');
  const sendEnd = t.startedAt + t.sendSeconds * 1000;
  // The drain ends when the server has committed every acknowledged point: read off /metrics, not with a
  // count(*) over ts_kv — that statement holds PGlite for seconds at these sizes, and the probe's calls (and the
  // drain itself) would wait behind the bench's own bookkeeping. The stored rows are counted once, afterwards.
  for (let last = -1, still = 0, end = Date.now() + 120_000; Date.now() < end; await sleep(100)) {
    const now = await committed();
    if (now >= pointsBefore + t.acked * POINTS) break;
    still = now === last ? still + 1 : 0;
    if (still >= 50) break;
    last = now;
  }
  const drain = (performance.now() - sendEnd) / 1000;
  sampling = false;
  probe.send('stop');
  const [{ times: api, slow: slowCalls }] = await Promise.all([prober, sampler]);
  const stored = (await srv.rpc('count')) - before;
  console.log(
    `burst: sent ${fmt(t.sent)} in ${fmt(t.sendSeconds, 1)} s (${fmt(t.sent / t.sendSeconds)} msgs/s accepted; ${fmt(t.skipped)} publishes held back by the devices' in-flight cap of 500 = the broker pushing back), acked ${fmt(t.acked)}`,
  );
  console.log(
    `  stored ${fmt(stored)} points of ${fmt(t.acked * POINTS)} acknowledged → ${stored >= t.acked * POINTS ? 'zero loss' : `LOST ${t.acked * POINTS - stored}`}; backlog drained ${fmt(drain, 1)} s after the burst`,
  );
  console.log(
    `  server RSS ${fmt(baseRss / 2 ** 20)} MiB before, peak ${fmt(peakRss / 2 ** 20)} MiB; ingest queue peak ${fmt(peakQueue)} points (high-water mark 20,000)`,
  );
  console.log(
    `  API call during the burst and the drain (/api/kv/current/detail from its own process, ${api.length} calls, one a second): p50 ${fmt(pct(api, 50))} ms, p95 ${fmt(pct(api, 95))} ms, max ${fmt(Math.max(...api))} ms → ${Math.max(...api) <= 1000 ? 'responsive (≤ 1 s)' : 'SLOWER than 1 s'}`,
  );
  for (const c of slowCalls) console.log(`  a call over 1 s: ${fmt(c.ms)} ms, started ${fmt(c.at, 1)} s into the burst`);
  console.log(`  server event loop delay during the burst: p99 ${fmt(loop.p99)} ms, max ${fmt(loop.max)} ms`);
  if (process.env.BENCH_SLOW_SQL) for (const line of await srv.rpc('slow')) console.log(`  slow statement ${line}`);
  for (const c of clients) c.end();
  await srv.rpc('close').catch(() => undefined);
  await new Promise((r) => srv.child.once('exit', r));
}

if (BURST) {
  await burst();
  process.exit(0);
}
const rawCeiling = await rawBrokerRate(Math.max(RATE * 3, 30_000));
await stack('embedded broker (aedes)');
if (argv.includes('--mosquitto') && fs.existsSync('/usr/sbin/mosquitto')) {
  const m = await privateMosquitto();
  try {
    await stack(`external broker (private Mosquitto, ${m.url}, configured per EXTERNAL-BROKER.md)`, m.url);
  } finally {
    m.stop();
  }
  if (CONNECTIONS > 0) await brokerMemory();
}
if (EXTERNAL) await stack(`external broker (${EXTERNAL})`, EXTERNAL);
else console.log('\n(external stack skipped: pass --external mqtt://host:port or set TESSERA_TEST_MQTT_URL)');
