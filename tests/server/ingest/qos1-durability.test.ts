/**
 * QoS 1 durability: every message the broker acknowledged is in the database after the server is killed
 * (SIGKILL right after the last PUBACK, no graceful flush) and started again on the same data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let bundle: string;
let dataDir: string;

function run(env: Record<string, string>): { child: ChildProcess; line: Promise<string> } {
  const child = spawn(process.execPath, [bundle], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /(READY|COUNT) (\d+)/.exec(out);
      if (m) resolve(m[0]);
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
  return { child, line };
}

describe('QoS 1 durability', () => {
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-durable-'));
    // Inside the repository so the bundle's bare imports resolve to its node_modules.
    bundle = path.join(import.meta.dirname, '../../../node_modules/.cache/tessera-tests', `durability-child-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(import.meta.dirname, 'durability-child.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: bundle,
      packages: 'external',
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(bundle, { force: true });
  });

  it('keeps every acknowledged point when the server is killed right after the PUBACKs', async () => {
    const pgDir = path.join(dataDir, 'pg');
    const first = run({ DATA_DIR: pgDir });
    const port = Number((await first.line).split(' ')[1]);
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: 'durable-token', protocolVersion: 4, reconnectPeriod: 0 });
    const n = 300;
    await Promise.all(
      Array.from({ length: n }, (_, i) => client.publishAsync('device/attributes', JSON.stringify({ a: i, b: i * 2, c: `s${i}` }), { qos: 1 })),
    );
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    client.end(true);
    const second = run({ DATA_DIR: pgDir, MODE: 'count' });
    expect(await second.line).toBe(`COUNT ${n * 3}`);
  }, 120_000);
});
