#!/usr/bin/env node
// Automation bench (numbers only, bounded in time): the server runs in its own process, this one makes the load.
//   node bench/automation/run.mjs [--rate 5000] [--seconds 5] [--devices 100] [--rules 0,1000,10000]
// Prints: sustained ingest msgs/s (3 points each, until stored) with 0, 1 000 and 10 000 enabled automations whose
// conditions name the publishing devices' key (every message meets rules/devices rules, none fires: the index and
// comparison cost), and publish → action latency (event on a device → the command on another device's MQTT client)
// p50/p95/p99 while 1 000 msgs/s of telemetry run with 1 000 rules loaded. The load average is printed alongside.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import mqtt from 'mqtt';
import { RawClient } from '../ingest/raw-mqtt.mjs';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const RATE = Number(arg('rate', 5000));
const SECONDS = Number(arg('seconds', 5));
const DEVICES = Number(arg('devices', 100));
const RULES = String(arg('rules', '0,1000,10000')).split(',').map(Number);
const POINTS = 3;
const PROBES_PER_SECOND = 20;

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-automation');
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
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d });
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const child = fork(path.join(ROOT, 'bench/automation/server-child.mjs'), [path.join(out, 'app.mjs'), path.join(out, 'config.mjs')], { cwd: ROOT });
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

/** Publishes `rate` msgs/s of 3 points for `seconds` (QoS 1, in-flight capped), then waits for the acknowledgements. */
async function drive(clients, rate, seconds, onTick = () => undefined) {
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
      onTick();
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

async function throughput(clients, rules, deviceIds) {
  await rpc('clearRules');
  if (rules) await rpc('rules', { n: rules, deviceIds });
  await sleep(300);
  await rpc('mark');
  const before = await rpc('count');
  const t = await drive(clients, RATE, SECONDS);
  let stored = 0;
  for (const end = Date.now() + 60_000; Date.now() < end; await sleep(100)) {
    stored = (await rpc('count')) - before;
    if (stored >= t.acked * POINTS) break;
  }
  const seconds = (performance.now() - t.started) / 1000;
  const usage = await rpc('usage');
  const rate = Math.min(t.acked, stored / POINTS) / seconds;
  console.log(
    `${fmt(rules).padStart(6)} rules: ${fmt(rate)} msgs/s sustained (offered ${fmt(RATE)} for ${SECONDS}s, ${fmt(t.acked)} acked, ${stored >= t.acked * POINTS ? 'all stored' : `${fmt(t.acked * POINTS - stored)} points missing`}); server CPU ${fmt(usage.cpuPercent)}%; load ${load()}`,
  );
  return rate;
}

async function latency(clients, trigger, sinkToken, mqttPort) {
  const sink = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: sinkToken, protocolVersion: 4, reconnectPeriod: 0 });
  await sink.subscribeAsync(`device/attributes/${sinkToken}`, { qos: 1 });
  const received = [];
  sink.on('message', () => received.push(performance.now()));
  const sent = [];
  let credit = 0;
  await drive(clients, 1000, SECONDS, () => {
    credit += PROBES_PER_SECOND / 200;
    while (credit >= 1) {
      credit -= 1;
      sent.push(performance.now());
      trigger.publish('device/event', JSON.stringify({ method: 'ping', params: {} }), 1);
    }
  });
  for (const end = Date.now() + 10_000; received.length < sent.length && Date.now() < end;) await sleep(20);
  // One rule on one device runs in order and its commands leave in order: the i-th command answers the i-th ping.
  const lat = received.map((t, i) => t - sent[i]);
  console.log(
    `publish → action @1 000 msgs/s with 1 000 rules: ${fmt(received.length)} of ${fmt(sent.length)} pings answered; p50 ${fmt(pct(lat, 50), 1)} ms, p95 ${fmt(pct(lat, 95), 1)} ms, p99 ${fmt(pct(lat, 99), 1)} ms; load ${load()}`,
  );
  await sink.endAsync(true);
}

const { mqttPort } = await ready;
const devices = await rpc('devices', { n: DEVICES + 2 });
const [probe, sinkDevice, ...publishers] = devices;
const clients = await Promise.all(publishers.map((d) => new RawClient(mqttPort, '127.0.0.1', d.token).connect()));
const trigger = await new RawClient(mqttPort, '127.0.0.1', probe.token).connect();
const deviceIds = publishers.map((d) => d.id);
console.log(`automation bench: ${DEVICES} devices, ${os.cpus().length} cores, load ${load()}`);
const rates = {};
for (const n of RULES) rates[n] = await throughput(clients, n, deviceIds);
const base = rates[0];
for (const n of RULES.filter((x) => x && base)) console.log(`  ${fmt(n)} rules vs none: ${fmt(((rates[n] - base) / base) * 100, 1)}%`);
await rpc('clearRules');
await rpc('rules', { n: 1000, deviceIds });
await rpc('probe', { trigger: probe.id, sink: sinkDevice.id });
await latency(clients, trigger, sinkDevice.token, mqttPort);
for (const c of [...clients, trigger]) c.end();
await rpc('close').catch(() => undefined);
await new Promise((r) => child.once('exit', r));
