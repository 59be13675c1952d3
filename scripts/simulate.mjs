#!/usr/bin/env node
/**
 * `npm run simulate -- --devices N --rate R [--url mqtt://host:port] [options]`
 * Drives N simulated devices at R messages/s in total (3+ points each) against any broker.
 *
 * Device tokens come from one of:
 *   --tokens a,b,c | --tokens-file file   existing device tokens (one per line)
 *   --api http://127.0.0.1:8080 --email tenant@tessera.local --password ...   creates a "Simulation" project and
 *                                          N devices (environment-sensor plugin) through the HTTP API first
 * Options: --qos 0|1 (default 0) · --duration S (default: until Ctrl-C) · --external (token topics
 *   `device/attributes/up/<token>` for TESSERA_MQTT_URL mode) · --connect-rate C (connections per second, default 200)
 *   · --firmware V (the devices' firmware version, default 1.0.0; with --api it is set on the created devices)
 *   · --product ID (with --api: the created devices belong to that product) · --ota-step-ms MS (pause between OTA
 *   progress steps, default 500)
 * Each device applies what it is sent, like a real one: an attribute write (`device/attributes/<token>`) is reported in
 * its following messages (and at once), the environment sensor's `set_interval` command sets `report_interval`.
 * Every device answers OTA upgrades (scripts/ota-agent.mjs): downloads the package, checks its signature, reports
 * progress and its new version.
 * Prints one line per second: sent msgs/s, points/s, acked, errors, connected, upgraded.
 */
import fs from 'node:fs';
import mqtt from 'mqtt';
import { attachOtaAgent } from './ota-agent.mjs';

const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';

function args(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const key = a.slice(2);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[key] = true;
    else {
      out[key] = next;
      i++;
    }
  }
  return out;
}

const opt = args(process.argv.slice(2));
const devices = Number(opt.devices ?? 10);
const rate = Number(opt.rate ?? 10);
const url = opt.url ?? 'mqtt://127.0.0.1:1883';
const qos = Number(opt.qos ?? 0);
const duration = opt.duration ? Number(opt.duration) : Infinity;
const connectRate = Number(opt['connect-rate'] ?? 200);
const external = Boolean(opt.external);
const firmware = String(opt.firmware ?? '1.0.0');
const otaStepMs = Number(opt['ota-step-ms'] ?? 500);
if (!(devices > 0) || !(rate > 0)) {
  console.error('usage: npm run simulate -- --devices N --rate R [--url mqtt://...] [--tokens a,b | --tokens-file f | --api URL --email E --password P]');
  process.exit(2);
}

async function api(base, path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const env = await res.json();
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
}

async function tokens() {
  if (opt.tokens) return String(opt.tokens).split(',').filter(Boolean);
  if (opt['tokens-file'])
    return fs
      .readFileSync(opt['tokens-file'], 'utf8')
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (opt.api) {
    const jwt = (await api(opt.api, '/auth/login', { email: opt.email ?? 'tenant@tessera.local', password: opt.password })).access_token;
    const project = await api(opt.api, '/business/add', { name: `Simulation ${new Date().toISOString().slice(0, 19)}` }, jwt);
    const group = await api(opt.api, '/asset/add_only', { name: 'Simulated', parent_id: '0', business_id: project.id }, jwt);
    const out = [];
    for (let i = 0; i < devices; i++) {
      const d = await api(
        opt.api,
        '/device/add_only',
        {
          name: `sim-${i + 1}`,
          asset_id: group.id,
          type: ENV_SENSOR_MODEL_ID,
          current_version: firmware,
          ...(opt.product ? { product_id: String(opt.product) } : {}),
        },
        jwt,
      );
      out.push(d.token);
    }
    console.log(`created ${out.length} devices in project "${project.name}"`);
    return out;
  }
  throw new Error('give --tokens, --tokens-file or --api (see the header of scripts/simulate.mjs)');
}

const list = await tokens();
const count = Math.min(devices, list.length);
const clients = [];
const stats = { sent: 0, points: 0, acked: 0, errors: 0 };
const topicOf = (token) => (external ? `device/attributes/up/${token}` : 'device/attributes');

/** A downlink payload as an object; null when it is not one (the device ignores it). */
function parseObject(payload) {
  try {
    const v = JSON.parse(payload.toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/** The settings a received downlink gives the device: written attributes as they are, `set_interval` as `report_interval`. */
function applyDownlink(topic, body, token) {
  if (topic === `device/attributes/${token}`) return body;
  if (topic === `device/command/${token}` && body.method === 'set_interval' && Number.isFinite(Number(body.params?.interval))) {
    return { report_interval: Number(body.params.interval) };
  }
  return {};
}

for (let i = 0; i < count; i++) {
  const token = list[i];
  const c = mqtt.connect(url, {
    username: token,
    protocolVersion: 4,
    reconnectPeriod: 2000,
    clean: true,
    keepalive: 60,
    ...(external ? { will: { topic: `device/status/up/${token}`, payload: Buffer.from('0'), qos: 1, retain: false } } : {}),
  });
  const d = { c, token, i, settings: {}, ota: attachOtaAgent(c, { token, version: firmware, external, stepDelayMs: otaStepMs }) };
  c.on('error', () => stats.errors++);
  c.on('connect', () => {
    if (external) c.publish(`device/status/up/${token}`, '1', { qos: 1 });
    c.subscribe([`device/attributes/${token}`, `device/command/${token}`], { qos: 1 });
  });
  c.on('message', (topic, payload) => {
    if (topic !== `device/attributes/${token}` && topic !== `device/command/${token}`) return; // OTA has its own agent
    const body = parseObject(payload);
    if (!body) return;
    Object.assign(d.settings, applyDownlink(topic, body, token));
    publish(d);
  });
  clients.push(d);
  if ((i + 1) % connectRate === 0) await new Promise((r) => setTimeout(r, 1000));
}

/** One message of a device: its readings and the settings it was given. */
function publish(d) {
  const t = Date.now();
  const values = {
    temperature: Math.round((22 + 4 * Math.sin(t / 60000 + d.i) + Math.random()) * 100) / 100,
    humidity: Math.round((50 + 10 * Math.cos(t / 90000 + d.i)) * 100) / 100,
    pm25: Math.round(30 + 20 * Math.random()),
    sent_at: t,
    ...d.settings,
  };
  stats.sent++;
  stats.points += Object.keys(values).length;
  d.c.publish(topicOf(d.token), JSON.stringify(values), { qos }, (err) => (err ? stats.errors++ : stats.acked++));
}

const started = Date.now();
const perTick = rate / 100; // messages every 10 ms
let credit = 0;
let next = 0;
const tick = setInterval(() => {
  credit += perTick;
  while (credit >= 1) {
    credit -= 1;
    const d = clients[next++ % clients.length];
    if (d.c.connected) publish(d);
  }
}, 10);

let last = { ...stats };
const report = setInterval(() => {
  const connected = clients.filter((d) => d.c.connected).length;
  console.log(
    `${new Date().toISOString().slice(11, 19)} sent ${stats.sent - last.sent} msg/s, ${stats.points - last.points} points/s, acked ${stats.acked}, errors ${stats.errors}, connected ${connected}/${count}, upgraded ${clients.reduce((n, d) => n + d.ota.upgrades, 0)}`,
  );
  last = { ...stats };
  if ((Date.now() - started) / 1000 >= duration) stop();
}, 1000);

async function stop() {
  clearInterval(tick);
  clearInterval(report);
  await Promise.all(clients.map((d) => d.c.endAsync().catch(() => undefined)));
  console.log(`done: ${stats.sent} messages, ${stats.points} points, ${stats.acked} acknowledged, ${stats.errors} errors`);
  process.exit(0);
}
process.on('SIGINT', stop);
