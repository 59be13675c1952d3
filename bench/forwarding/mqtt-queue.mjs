#!/usr/bin/env node
// The MQTT target queue alone (numbers only): pushes messages into a TargetQueue with the real MqttSender aimed at
// Mosquitto and prints the rate and the CPU per message, with one batch in flight and with the window.
//   node bench/forwarding/mqtt-queue.mjs [--messages 100000] [--qos 1] [--mqtt mqtt://127.0.0.1:1883]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const N = Number(arg('messages', 100_000));
const QOS = Number(arg('qos', 1));
const MOSQUITTO = new URL(arg('mqtt', process.env.TESSERA_TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883'));

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-forwarding/queue.mjs');
await esbuild.build({
  stdin: {
    contents: `export { MqttSender } from './server/src/modules/forwarding/delivery/mqtt-sender';
      export { TargetQueue, DEFAULT_QUEUE } from './server/src/modules/forwarding/delivery/target-queue';
      export { mqttQueue } from './server/src/modules/forwarding/delivery/forwarding-engine';`,
    resolveDir: ROOT,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesExceptOurs],
  outfile: out,
  logLevel: 'warning',
});
const { MqttSender, TargetQueue, DEFAULT_QUEUE, mqttQueue } = await import(pathToFileURL(out).href);

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`MQTT target queue: ${N} messages at QoS ${QOS} to ${MOSQUITTO}, load ${load()}`);
for (const [name, opts] of [
  ['one batch in flight', { ...mqttQueue(DEFAULT_QUEUE), window: 1 }],
  ['window (the engine)', mqttQueue(DEFAULT_QUEUE)],
]) {
  const target = {
    host: MOSQUITTO.hostname,
    port: Number(MOSQUITTO.port || 1883),
    tls: false,
    username: '',
    password: '',
    client_id: `fwd-bench-queue-${process.pid}`,
    topic: `fwd-bench-queue/${process.pid}/{device_id}`,
    qos: QOS,
  };
  const q = new TargetQueue('mqtt', new MqttSender(target, 5000, true), { ...opts, maxQueue: N }, { failed: () => undefined, recovered: () => undefined });
  const cpu = process.cpuUsage();
  const started = performance.now();
  q.push(Array.from({ length: N }, (_, i) => ({ deviceId: `d${i % 100}`, payload: { d: `d${i % 100}`, t: Date.now(), f: 71.6 } })));
  await q.idle();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  console.log(
    `${name.padEnd(20)} ${Math.round(q.counters.delivered / seconds).toLocaleString('en-US')} msgs/s, ${((used.user + used.system) / N).toFixed(1)} µs CPU per message` +
      ` (delivered ${q.counters.delivered}, failed ${q.counters.failed}, dropped ${q.counters.dropped}); load ${load()}`,
  );
  await q.close();
}
