#!/usr/bin/env node
// Access engine bench: forks one tenant's Node-RED child (server/node-red/runner.cjs) the way the server does,
// prints its cold start time, deploys "tessera in → tessera command", then sends N device messages over IPC and
// prints how many per second come back as command requests (the whole child-side path of a flow). Numbers only.
//   node bench/access-engine/run.mjs [--messages 20000]
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const i = process.argv.indexOf('--messages');
const N = i > 0 ? Number(process.argv[i + 1]) : 20_000;
const userDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-nodered-'));
const started = performance.now();
const child = fork(path.join(ROOT, 'server/node-red/runner.cjs'), [], {
  env: { PATH: process.env.PATH, HOME: process.env.HOME, TESSERA_TENANT_ID: 'bench', TESSERA_NODE_RED_USER_DIR: userDir, TESSERA_NODE_RED_PORT: '0' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  serialization: 'json',
});
let commands = 0;
let done;
const finished = new Promise((r) => {
  done = r;
});
const port = await new Promise((resolve, reject) => {
  child.on('message', (m) => {
    if (m.type === 'ready') resolve(m.port);
    else if (m.type === 'failed') reject(new Error(m.error));
    else if (m.type === 'verify') child.send({ type: 'reply', id: m.id, ok: true, user: 'bench' });
    else if (m.type === 'command') {
      child.send({ type: 'reply', id: m.id, ok: true });
      if (++commands === N) done();
    }
  });
});
console.log(`cold start to ready: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const flows = [
  { id: 't', type: 'tab', label: 'bench' },
  { id: 'in', type: 'tessera in', z: 't', deviceId: '', kind: 'all', wires: [['cmd']] },
  { id: 'cmd', type: 'tessera command', z: 't', deviceId: 'd1', identifier: 'echo', wires: [[]] },
];
const r = await fetch(`http://127.0.0.1:${port}/flows`, {
  method: 'POST',
  body: JSON.stringify(flows),
  headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
});
if (!r.ok) throw new Error(`deploy: HTTP ${r.status}`);
await new Promise((res) => setTimeout(res, 500));
const t0 = performance.now();
for (let k = 0; k < N; k++) child.send({ type: 'device', device_id: `d${k % 100}`, kind: 'values', ts: Date.now(), values: { temperature: k } });
await finished;
const s = (performance.now() - t0) / 1000;
console.log(
  `${N} device messages → ${N} command requests through the flow: ${(N / s).toFixed(0)} msgs/s (${s.toFixed(2)} s); load ${os.loadavg()[0].toFixed(1)}`,
);
child.kill('SIGTERM');
await fs.rm(userDir, { recursive: true, force: true });
