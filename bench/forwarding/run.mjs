#!/usr/bin/env node
// Forwarding bench (numbers only, bounded in time): the server runs in its own process, the receivers (HTTP and the
// Mosquitto subscriber) in another, this one makes the load.
//   node bench/forwarding/run.mjs [--rate 10000] [--seconds 5] [--devices 100] [--mqtt mqtt://127.0.0.1:1883] [--only http,mqtt,both,embedded] [--watch-qos 0]
// Prints, per mode, the sustained ingest msgs/s (3 points each, until stored) and its change against no rule, and
// what reached the target against what was acknowledged (loss), with the rule's counters: no rule; a rule with a
// one-line script to a local HTTP receiver; to Mosquitto (QoS 1); to both; to the server's own embedded broker
// (QoS 1, as another device: what it acknowledges is ingested again). The load average is printed alongside.
// The Mosquitto subscriber takes QoS 0 by default: at QoS 1 Mosquitto's per-client limits (20 in flight, 1 000
// queued) drop what a subscriber starved of CPU on a loaded machine cannot take, which is not the server's loss.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { RawClient } from '../ingest/raw-mqtt.mjs';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const RATE = Number(arg('rate', 10_000));
const SECONDS = Number(arg('seconds', 5));
const DEVICES = Number(arg('devices', 100));
const MOSQUITTO = new URL(arg('mqtt', process.env.TESSERA_TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883'));
const ONLY = new Set(arg('only', 'http,mqtt,both,embedded').split(','));
const WATCH_QOS = arg('watch-qos', '0');
const POINTS = 3;
const SCRIPT = 'function encodeInp(msg) { return { d: msg.device_id, t: msg.ts, f: msg.values.a * 1.8 + 32 }; }';

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-forwarding');
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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d });
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const child = fork(path.join(ROOT, 'bench/forwarding/server-child.mjs'), [path.join(out, 'app.mjs'), path.join(out, 'config.mjs')], { cwd: ROOT });
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

// The receivers (the HTTP receiver and the Mosquitto subscriber on a topic of our own) in their own process.
const topic = `fwd-bench/${Date.now().toString(36)}`;
let httpGot = 0;
let mqttGot = 0;
const receivers = fork(path.join(ROOT, 'bench/forwarding/receivers-child.mjs'), [MOSQUITTO.toString(), topic, WATCH_QOS], { cwd: ROOT });
const receiving = await new Promise((resolve, reject) => {
  receivers.once('message', (m) => (m.ready ? resolve(m) : reject(new Error('no receivers'))));
  receivers.once('exit', () => reject(new Error('the receivers exited')));
});
const httpUrl = `http://127.0.0.1:${receiving.httpPort}/in`;
const watcher = receiving.mqtt;
if (!watcher) console.log(`Mosquitto at ${MOSQUITTO} not reachable (${receiving.mqttError}): the Mosquitto modes are skipped`);
let rseq = 0;
const rwaiting = new Map();
receivers.on('message', (m) => {
  if (m.ready) return;
  httpGot = m.http;
  mqttGot = m.mqtt;
  rwaiting.get(m.id)?.();
  rwaiting.delete(m.id);
});
const ask = (cmd) =>
  new Promise((resolve) => {
    const id = ++rseq;
    rwaiting.set(id, resolve);
    receivers.send({ id, cmd });
  });

/** Publishes `rate` msgs/s of 3 points for `seconds` (QoS 1, in-flight capped), then waits for the acknowledgements. */
async function drive(clients, rate, seconds) {
  const perTick = rate / 200;
  const ackedBefore = clients.reduce((n, c) => n + c.acked, 0);
  let credit = 0,
    sent = 0,
    next = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      credit += perTick;
      while (credit >= 1) {
        credit -= 1;
        const c = clients[next++ % clients.length];
        if (c.inflight >= 500) continue;
        c.publish('device/attributes', JSON.stringify({ a: Math.random() * 100, b: sent % 1000, c: (sent & 1) === 0 }), 1);
        sent++;
      }
      if (performance.now() - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const acked = () => clients.reduce((n, c) => n + c.acked, 0) - ackedBefore;
  for (const end = Date.now() + 30_000; acked() < sent && Date.now() < end;) await sleep(20);
  return { started, sent, acked: acked() };
}

let exclude = '';
const count = () => rpc('count', { exclude });

async function mode(name, clients, deviceIds, targets) {
  await rpc('clearRules');
  const ruleId = targets ? await rpc('rule', { deviceIds, target: targets, script: SCRIPT }) : null;
  await sleep(300);
  await ask('reset');
  await rpc('mark');
  const before = await count();
  const t = await drive(clients, RATE, SECONDS);
  let stored = 0;
  for (const end = Date.now() + 60_000; Date.now() < end; await sleep(100)) {
    stored = (await count()) - before;
    if (stored >= t.acked * POINTS) break;
  }
  const seconds = (performance.now() - t.started) / 1000;
  const usage = await rpc('usage');
  const rate = Math.min(t.acked, stored / POINTS) / seconds;
  let line = `${name.padEnd(22)} ${fmt(rate).padStart(7)} msgs/s ingest (offered ${fmt(RATE)} for ${SECONDS}s, ${fmt(t.acked)} acked, ${stored >= t.acked * POINTS ? 'all stored' : `${fmt(t.acked * POINTS - stored)} points missing`}); server CPU ${fmt(usage.cpuPercent)}%`;
  if (ruleId) {
    const drainStart = performance.now();
    await Promise.race([rpc('idle'), sleep(60_000)]);
    const missing = () => (targets.url && httpGot < t.acked) || (targets.mqtt && targets.mqtt.port !== mqttPort && mqttGot < t.acked);
    for (const end = Date.now() + 10_000; Date.now() < end; await sleep(50)) {
      await ask('count');
      if (!missing()) break;
    }
    const c = await rpc('counters', { ruleId });
    // The embedded broker: what it acknowledged (its subscribers are devices, the bench cannot listen there).
    const embedded = targets.mqtt?.port === mqttPort;
    if (embedded) mqttGot = c.targets.find((x) => x.kind === 'mqtt')?.delivered ?? 0;
    const mqttName = embedded ? 'embedded broker acknowledged' : 'Mosquitto';
    const got = [targets.url && `HTTP ${fmt(httpGot)}`, targets.mqtt && `${mqttName} ${fmt(mqttGot)}`].filter(Boolean).join(', ');
    const lost = [targets.url && t.acked - httpGot, targets.mqtt && t.acked - mqttGot].filter((x) => x !== false && x !== undefined);
    line +=
      `\n${''.padEnd(23)}received ${got} of ${fmt(t.acked)} (loss ${lost.map((x) => fmt(Math.max(0, x))).join(' / ')}); drained ${fmt((performance.now() - drainStart) / 1000, 1)} s after ingest;` +
      ` rule: dropped ${fmt(c.rule.dropped)}, script errors ${fmt(c.rule.script_errors)}; targets: ${c.targets.map((x) => `${x.kind} delivered ${fmt(x.delivered)} failed ${fmt(x.failed)} dropped ${fmt(x.dropped)}${x.last_error ? ` (last error: ${x.last_error})` : ''}`).join('; ')}`;
  }
  console.log(`${line}; load ${load()}`);
  return rate;
}

const { mqttPort } = await ready;
const devices = await rpc('devices', { n: DEVICES });
const clients = await Promise.all(devices.map((d) => new RawClient(mqttPort, '127.0.0.1', d.token).connect()));
const deviceIds = devices.map((d) => d.id);
console.log(`forwarding bench: ${DEVICES} devices, ${os.cpus().length} cores, one-line script, load ${load()} (the machine is shared: see the load)`);
const mqttTarget = {
  host: MOSQUITTO.hostname,
  port: Number(MOSQUITTO.port || 1883),
  tls: false,
  username: '',
  password: '',
  client_id: `fwd-bench-${process.pid}`,
  topic: `${topic}/{device_id}`,
  qos: 1,
};
const base = await mode('no rule', clients, deviceIds, null);
const results = [];
if (ONLY.has('http')) results.push(['HTTP receiver', await mode('→ HTTP receiver', clients, deviceIds, { url: httpUrl })]);
if (watcher && ONLY.has('mqtt')) results.push(['Mosquitto', await mode('→ Mosquitto (QoS 1)', clients, deviceIds, { mqtt: mqttTarget })]);
if (watcher && ONLY.has('both')) results.push(['HTTP + Mosquitto', await mode('→ HTTP + Mosquitto', clients, deviceIds, { url: httpUrl, mqtt: mqttTarget })]);
if (ONLY.has('embedded')) {
  const [mirror] = await rpc('devices', { n: 1 });
  exclude = mirror.id;
  const target = {
    host: '127.0.0.1',
    port: mqttPort,
    tls: false,
    username: mirror.token,
    password: '',
    client_id: `fwd-bench-mirror-${process.pid}`,
    topic: 'device/attributes',
    qos: 1,
  };
  results.push(['embedded broker', await mode('→ embedded (QoS 1)', clients, deviceIds, { mqtt: target })]);
}
for (const [name, rate] of results) console.log(`  ${name} vs no rule: ${fmt(((rate - base) / base) * 100, 1)}% ingest`);
for (const c of clients) c.end();
await ask('close');
await rpc('close').catch(() => undefined);
await new Promise((r) => child.once('exit', r));
