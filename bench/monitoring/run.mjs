#!/usr/bin/env node
// The monitoring list at fleet size, in Chromium (npm run build first): --devices devices in one tenant (cloned
// with SQL from one API-created device), the list at 100 rows per page while the page's devices publish over MQTT
// (--rate msgs/s each), and the page scrolled down and up for --seconds: frames per second (requestAnimationFrame),
// long tasks, and the time from choosing 100 rows to all 100 on screen.
//   node bench/monitoring/run.mjs [--devices 100000] [--rate 1] [--seconds 5]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import mqtt from 'mqtt';
import { chromium } from '@playwright/test';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const DEVICES = arg('devices', 100_000);
const RATE = arg('rate', 1);
const SECONDS = arg('seconds', 5);
const PAGE = 100;
const PASSWORD = 'bench-Pass-1';

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-monitoring');
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
const { createServer } = await import(pathToFileURL(path.join(out, 'app.mjs')).href);
const { loadConfig } = await import(pathToFileURL(path.join(out, 'config.mjs')).href);
const { sql } = await import('kysely');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
const server = await createServer(
  {
    ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off', TESSERA_DEMO_TENANT_ADMIN_PASSWORD: PASSWORD }, ROOT),
    dataDir,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: 0,
    adminPassword: PASSWORD,
    consoleDir: path.join(ROOT, 'dist/console'),
    extensionsDir: path.join(ROOT, 'dist/extensions'),
  },
  { print: () => undefined },
);
const post = async (p, body, token) =>
  (
    await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    })
  ).json();

const clients = [];
let browser;
let timer;
try {
  const token = (await post('/auth/login', { email: 'tenant@tessera.local', password: PASSWORD })).data.access_token;
  const first = (await post('/device/add_only', { name: 'bench device 0' }, token)).data;
  const db = server.ctx.db;
  const cols = (
    await sql`select column_name from information_schema.columns where table_name = 'device' and table_schema = current_schema() order by ordinal_position`.execute(
      db,
    )
  ).rows.map((r) => r.column_name);
  const value = (c) =>
    ({
      id: sql`md5(${first.id} || g::text)`,
      name: sql`'bench device ' || g::text`,
      token: sql`md5('token' || ${first.id} || g::text)`,
      created_at: sql`created_at - g`,
      device_number: sql`'bench-' || g::text`,
    })[c] ?? sql.ref(c);
  for (let from = 1; from < DEVICES; from += 20_000) {
    const to = Math.min(DEVICES - 1, from + 19_999);
    await sql`insert into device (${sql.join(cols.map((c) => sql.ref(c)))}) select ${sql.join(cols.map(value))} from device, generate_series(${from}::int, ${to}::int) g where id = ${first.id}`.execute(
      db,
    );
  }
  await sql`analyze`.execute(db);
  // The first page (newest first): the devices that will publish.
  const page = (await post('/device/list/tree', { current_page: 1, per_page: PAGE }, token)).data.data;
  const port = server.mqttPort;
  for (const d of page) {
    const row = (await sql`select token from device where id = ${d.device}`.execute(db)).rows[0];
    clients.push(
      await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: row.token, clientId: `monitoring-bench-${d.device.slice(0, 10)}`, reconnectPeriod: 0 }),
    );
  }
  const publishAll = () =>
    clients.forEach((c) =>
      c.publish('device/attributes', JSON.stringify({ temperature: Math.round(Math.random() * 1000) / 10, humidity: Math.round(Math.random() * 100) })),
    );
  publishAll();

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await tab.goto(`${server.url}/#/auth/login`);
  await tab.locator('input').first().fill('tenant@tessera.local');
  await tab.locator('input[type="password"]').fill(PASSWORD);
  await tab.locator('form button[type="submit"]').click();
  await tab.waitForURL(/#\/home/, { timeout: 60_000 });
  await tab.goto(`${server.url}/#/monitoring/list`);
  await tab
    .getByTestId('monitoring-table-total')
    .waitFor({ timeout: 60_000 })
    .catch(async (e) => {
      await tab.screenshot({ path: path.join(os.tmpdir(), 'monitoring-bench.png') });
      throw e;
    });
  const started = Date.now();
  await tab.getByRole('combobox').last().selectOption(String(PAGE));
  await tab.waitForFunction((n) => document.querySelectorAll('[data-testid^="monitor-state-"]').length >= n, PAGE, { timeout: 60_000 });
  const pageMs = Date.now() - started;
  timer = setInterval(publishAll, 1000 / RATE);
  const result = await tab.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let frames = 0;
        let longTasks = 0;
        new PerformanceObserver((l) => {
          longTasks += l.getEntries().length;
        }).observe({ entryTypes: ['longtask'] });
        // The layout scrolls its content pane, not the document: the table's nearest scrollable ancestor.
        let scroller = document.querySelector('[data-testid="monitoring-table"]');
        while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY)))
          scroller = scroller.parentElement;
        scroller ??= document.scrollingElement;
        const start = performance.now();
        let direction = 1;
        const step = (t) => {
          frames++;
          scroller.scrollTop += direction * 40;
          if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) direction = -1;
          if (scroller.scrollTop <= 0) direction = 1;
          if (t - start < ms) requestAnimationFrame(step);
          else resolve({ fps: (frames * 1000) / (t - start), longTasks, height: scroller.scrollHeight });
        };
        requestAnimationFrame(step);
      }),
    SECONDS * 1000,
  );
  console.log(
    `monitoring list: ${DEVICES} devices in the tenant, ${PAGE} rows per page, ${PAGE} devices publishing ${RATE} msgs/s each, headless Chromium 1440×900`,
  );
  console.log(`  100 rows on screen after choosing the page size: ${pageMs} ms`);
  console.log(`  scrolling for ${SECONDS} s while values arrive: ${result.fps.toFixed(1)} fps, ${result.longTasks} long tasks (page ${result.height} px high)`);
} finally {
  clearInterval(timer);
  await browser?.close();
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
