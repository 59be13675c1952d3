import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is evaluated in the runner and again in each worker: the first evaluation picks free ports and a
// fresh data dir and hands them down through the environment, so every evaluation agrees.
// Ports the kernel hands out as free (bound to 0 in a child, since the config must decide synchronously).
function freePortsSync(count: number): number[] {
  const script = `const net=require('net');const s=[...Array(${count})].map(()=>net.createServer());let n=0;const ports=[];
s.forEach((x)=>x.listen(0,'127.0.0.1',()=>{ports.push(x.address().port);if(++n===${count}){console.log(ports.join(','));s.forEach((y)=>y.close());}}));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',').map(Number);
}
// Each run leaves a data dir and a console snapshot (~50 MB) in the temp dir: the first evaluation of a run sweeps
// those of runs that ended long ago (no run lasts an hour), so repeated runs on a shared machine do not fill it.
function sweepStaleRuns(maxAgeMs = 60 * 60_000): void {
  for (const name of readdirSync(tmpdir())) {
    if (!/^tessera-(e2e|market)-/.test(name)) continue;
    const dir = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > maxAgeMs) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run removed it first, or it is not ours to remove.
    }
  }
}
if (!process.env.E2E_HTTP_PORT) sweepStaleRuns();
if (!process.env.E2E_HTTP_PORT || !process.env.E2E_MQTT_PORT) {
  const [http, mqtt] = freePortsSync(2);
  process.env.E2E_HTTP_PORT ??= String(http);
  process.env.E2E_MQTT_PORT ??= String(mqtt);
}
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-Admin-pass-1';
process.env.E2E_TENANT_ADMIN_PASSWORD ??= 'e2e-Tenant-pass-1';
process.env.E2E_TENANT_USER_PASSWORD ??= 'e2e-User-pass-1';
// The server serves a snapshot of the built console and extensions taken at start, so a teammate's
// `npm run build` in the shared tree cannot swap files under a running suite.
if (!process.env.E2E_DIST_DIR) {
  process.env.E2E_DIST_DIR = mkdtempSync(join(tmpdir(), 'tessera-e2e-dist-'));
  const skip = (src: string) => !src.endsWith('.map') && !src.endsWith('meta.json');
  // A build running at the same moment deletes and rewrites dist/ (ENOENT mid-copy): copy again once it settled.
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(process.env.E2E_DIST_DIR, { recursive: true, force: true });
      cpSync('dist/console', join(process.env.E2E_DIST_DIR, 'console'), { recursive: true, filter: skip });
      cpSync('dist/extensions', join(process.env.E2E_DIST_DIR, 'extensions'), { recursive: true, filter: skip });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 15) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
    }
  }
}

const baseURL = `http://127.0.0.1:${process.env.E2E_HTTP_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node dist/server/main.mjs',
    url: `${baseURL}/api/docs`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      TESSERA_HTTP_PORT: process.env.E2E_HTTP_PORT!,
      TESSERA_MQTT_PORT: process.env.E2E_MQTT_PORT!,
      TESSERA_DATA_DIR: process.env.E2E_DATA_DIR!,
      TESSERA_CONSOLE_DIR: join(process.env.E2E_DIST_DIR, 'console'),
      TESSERA_EXTENSIONS_DIR: join(process.env.E2E_DIST_DIR, 'extensions'),
      TESSERA_ADMIN_EMAIL: 'admin@tessera.local',
      TESSERA_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD!,
      TESSERA_DEMO_TENANT_ADMIN_PASSWORD: process.env.E2E_TENANT_ADMIN_PASSWORD!,
      TESSERA_DEMO_TENANT_USER_PASSWORD: process.env.E2E_TENANT_USER_PASSWORD!,
      // The access engine starts a tenant's Node-RED only when its admin opens the page (or it has saved flows), so
      // the other specs pay nothing; any free loopback port, never the machine's 1880.
      TESSERA_FLOW_EDITOR: 'embedded',
      TESSERA_FLOW_EDITOR_PORT: '0',
      // The demo seed creates the TENANT_ADMIN and TENANT_USER the specs log in as (each with its own password,
      // e2e/support/accounts.ts); the simulated demo devices stay off so the two shared cores go to the browser.
      TESSERA_DEMO: 'on',
      TESSERA_DEMO_DEVICES: 'off',
      TESSERA_LOG_LEVEL: 'warn',
      // Forwarding specs send to a receiver and a Mosquitto on this machine (docs/forwarding.md, private targets).
      TESSERA_FORWARD_PRIVATE_TARGETS: 'on',
    },
  },
});
