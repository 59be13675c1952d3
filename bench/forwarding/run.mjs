#!/usr/bin/env node
// Forwarding bench (numbers only, bounded in time): the server runs in its own process, this one makes the load and
// receives what is forwarded.
//   node bench/forwarding/run.mjs [--rate 10000] [--seconds 5] [--devices 100] [--mqtt mqtt://127.0.0.1:1883] [--only http,mqtt,both,embedded] [--watch-qos 0]
// Prints, per mode, the sustained ingest msgs/s (3 points each, until stored) and its change against no rule, and
// what reached the target against what was acknowledged (loss), with the rule's counters: no rule; a rule with a
// one-line script to a local HTTP receiver; to Mosquitto (QoS 1); to both; to the server's own embedded broker
// (QoS 1, as another device: what it acknowledges is ingested again). The load average is printed alongside.
// The Mosquitto subscriber takes QoS 0 by default: at QoS 1 Mosquitto's per-client limits (20 in flight, 1 000
// queued) drop what a subscriber starved of CPU on a loaded machine cannot take, which is not the server's loss.
import { fork } from 'node:child_process';
import http from 'node:http';
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

// The HTTP receiver: counts the messages of every POSTed JSON array.
let httpGot = 0;
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    httpGot += JSON.parse(Buffer.concat(chunks).toString('utf8')).length;
    res.end('ok');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const httpUrl = `http://127.0.0.1:${receiver.address().port}/in`;

// The Mosquitto side: a subscriber on a topic of our own, in its own process (mqtt-watch-child.mjs).
const topic = `fwd-bench/${Date.now().toString(36)}`;
let mqttGot = 0;
let watcher = null;
try {
  watcher = fork(path.join(ROOT, 'bench/forwarding/mqtt-watch-child.mjs'), [MOSQUITTO.toString(), topic, WATCH_QOS], { cwd: ROOT });
  await new Promise((resolve, reject) => {
    watcher.once('message', (m) => (m.ready ? resolve() : reject(new Error('no subscriber'))));
    watcher.once('exit', () => reject(new Error('the subscriber exited')));
  });
  let wseq = 0;
  const wwaiting = new Map();
  watcher.on('message', (m) => {
    if (m.ready) return;
    mqttGot = m.got;
    wwaiting.get(m.id)?.(m.got);
    wwaiting.delete(m.id);
  });
  watcher.ask = (cmd) =>
    new Promise((resolve) => {
      const id = ++wseq;
      wwaiting.set(id, resolve);
      watcher.send({ id, cmd });
    });
} catch (err) {
  watcher = null;
  console.log(`Mosquitto at ${MOSQUITTO} not reachable (${err.message}): the MQTT modes are skipped`);
}
const mqttCount = async () => (watcher ? watcher.ask('count') : 0);

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
  httpGot = 0;
  mqttGot = 0;
  await watcher?.ask('reset');
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
    for (
      const end = Date.now() + 10_000;
      Date.now() < end && ((targets.url && httpGot < t.acked) || (targets.mqtt?.port !== mqttPort && targets.mqtt && (await mqttCount()) < t.acked));
    )
      await sleep(50);
    if (targets.mqtt && targets.mqtt.port !== mqttPort) await mqttCount();
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
await watcher?.ask('close');
receiver.close();
await rpc('close').catch(() => undefined);
await new Promise((r) => child.once('exit', r));
