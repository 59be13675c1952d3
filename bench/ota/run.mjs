#!/usr/bin/env node
// Products/OTA bench (numbers only, bounded): the server runs in its own process (bench/ingest/server-child.mjs).
//   node bench/ota/run.mjs [--batch 100000] [--devices 10000]
// Prints: the time to generate a pre-registered batch of --batch devices (goal ≤ 5 s) and to export it as CSV;
// an OTA task over --devices connected devices: inform fan-out rate (task created → last device notified; goal
// ≥ 2 000 devices/s), completion (every device reports step 100 → all rows "success"), and the task page's list
// call latency while that runs (is the console's task page responsive); with the load average.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { OtaDevice } from './ota-device.mjs';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const BATCH = Number(arg('batch', 100_000));
const DEVICES = Number(arg('devices', 10_000));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d });
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-ota');
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
const child = fork(path.join(ROOT, 'bench/ingest/server-child.mjs'), [path.join(out, 'app.mjs'), path.join(out, 'config.mjs'), ''], { cwd: ROOT });
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

const { url, mqttPort } = await ready;
let jwt = '';
async function api(p, body) {
  const r = await fetch(`${url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify(body),
  });
  const env = await r.json();
  if (env.code !== 200) throw new Error(`${p}: ${env.code} ${env.message}`);
  return env.data;
}
const timed = async (fn) => {
  const t = performance.now();
  const v = await fn();
  return [v, performance.now() - t];
};

const devices = [];
try {
  jwt = (await api('/auth/login', { email: 'tenant@tessera.local', password: 'bench-password' })).access_token;
  console.log(`machine: ${os.cpus().length} cores, load ${load()}`);
  const product = await api('/tp_product/add', { name: 'Bench', serial_number: 'BENCH', protocol_type: 'mqtt', auth_type: '2', plugin: '' });

  // Batch generation
  const batch = await api('/tp_batch/add', { batch_number: 'B1', product_id: product.id, device_number: BATCH });
  const [, genMs] = await timed(() => api('/tp_batch/generate', { id: batch.id }));
  const total = (await api('/tp_generate_device/list', { batch_id: batch.id, current_page: 1, per_page: 1 })).total;
  const [csv, csvMs] = await timed(() => api('/tp_batch/export', { id: batch.id }));
  console.log(
    `batch: ${fmt(total)} pre-registered devices (token + password) generated in ${fmt(genMs / 1000, 2)} s (goal ≤ 5 s) → ${fmt(total / (genMs / 1000))} rows/s; CSV export ${fmt(csv.content.length / 2 ** 20, 1)} MiB in ${fmt(csvMs / 1000, 2)} s; load ${load()}`,
  );

  // Devices, firmware, task
  const seeded = await rpc('seed', { n: DEVICES });
  const [, connMs] = await timed(async () => {
    for (let i = 0; i < seeded.length; i += 500)
      devices.push(...(await Promise.all(seeded.slice(i, i + 500).map((d) => new OtaDevice(mqttPort, '127.0.0.1', d.token).connect()))));
  });
  console.log(`devices: ${fmt(devices.length)} connected and subscribed in ${fmt(connMs / 1000, 1)} s`);
  await sleep(1000);
  const up = await (
    await fetch(`${url}/api/tp_ota/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(1 << 20),
    })
  ).json();
  const pkg = await api('/tp_ota/add', {
    package_name: 'bench',
    package_version: '2.0.0',
    product_id: product.id,
    signature_algorithm: 'SHA256',
    package_url: up.data.package_url,
  });

  let informed = 0;
  let allInformed;
  const everyone = new Promise((r) => {
    allInformed = r;
  });
  for (const d of devices)
    d.onInform = () => {
      if (++informed === devices.length) allInformed(performance.now());
    };
  const listLatency = [];
  let polling = true;
  let taskId = '';
  // What the task page asks while the task runs: the task list until the task exists, then its device page.
  const poller = (async () => {
    while (polling) {
      const [, ms] = await timed(() =>
        taskId
          ? api('/tp_ota_device/list', { ota_task_id: taskId, current_page: 1, per_page: 20 })
          : api('/tp_ota_task/list', { ota_id: pkg.id, current_page: 1, per_page: 10 }),
      );
      listLatency.push(ms);
      await sleep(100);
    }
  })();
  const t0 = performance.now();
  const task = await api('/tp_ota_task/add', {
    task_name: 'bench',
    upgrade_time_type: '0',
    ota_id: pkg.id,
    select_device_flag: '1',
    device_id_list: seeded.map((d) => d.id),
    retry_count: 0,
    timeout_seconds: 600,
  });
  const answered = performance.now() - t0;
  taskId = task.id;
  const lastAt = await Promise.race([everyone, sleep(60_000).then(() => NaN)]);
  const fanMs = lastAt - t0;
  console.log(
    `inform fan-out: ${fmt(informed)} of ${fmt(devices.length)} devices notified in ${fmt(fanMs / 1000, 2)} s → ${fmt(informed / (fanMs / 1000))} devices/s (goal ≥ 2 000); task add answered in ${fmt(answered / 1000, 2)} s; load ${load()}`,
  );

  // Completion: every device reports success
  const t1 = performance.now();
  devices.forEach((d) => d.progress(100, '2.0.0'));
  let done = 0;
  for (const end = Date.now() + 60_000; Date.now() < end; await sleep(250)) {
    const counts = (await api('/tp_ota_device/list', { ota_task_id: task.id, current_page: 1, per_page: 1 })).statuscount;
    done = counts.find((c) => c.upgrade_status === '3')?.count ?? 0;
    if (done >= devices.length) break;
  }
  const doneMs = performance.now() - t1;
  polling = false;
  await poller;
  console.log(
    `completion: ${fmt(done)} rows "success" ${fmt(doneMs / 1000, 2)} s after ${fmt(devices.length)} step-100 reports → ${fmt(done / (doneMs / 1000))} reports/s`,
  );
  console.log(
    `task page calls during fan-out and completion: ${fmt(listLatency.length)} calls, p50 ${fmt(pct(listLatency, 50))} ms, p95 ${fmt(pct(listLatency, 95))} ms, max ${fmt(Math.max(...listLatency))} ms; load ${load()}`,
  );
} finally {
  for (const d of devices) d.end();
  await rpc('close').catch(() => undefined);
  await new Promise((r) => child.once('exit', r));
}
