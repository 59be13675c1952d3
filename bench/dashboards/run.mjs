#!/usr/bin/env node
// Dashboard rendering bench: starts its own server (temp PGlite data dir, loopback, random ports) serving the built
// console (`npm run build` first), creates 20 devices and a dashboard of 50 value tiles over them, opens its view
// mode in headless Chromium, and while every device publishes 10 messages/s over MQTT prints:
//   - first frame: navigation start → all 50 tiles showing a value (Performance API, in the page), split at the
//     moment the view mounted (shell boot + extension activation before it, the dashboard's own work after)
//   - frames per second over the measuring window (requestAnimationFrame count) and long tasks (> 50 ms)
//   node bench/dashboards/run.mjs [--seconds 5] [--devices 20] [--tiles 50] [--rate 10] [--dist <dir>] [--detail]
//                                 [--profile out.cpuprofile] [--trace out.json]
// `--dist` serves another build's console and extensions (an A/B against a saved dist/ of the previous version).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import mqtt from 'mqtt';
import { chromium } from '@playwright/test';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 5);
const DEVICES = arg('devices', 20);
const TILES = arg('tiles', 50);
const RATE = arg('rate', 10);
const DIST = process.argv.includes('--dist') ? path.resolve(process.argv[process.argv.indexOf('--dist') + 1]) : path.join(ROOT, 'dist');
const PASSWORD = 'bench-password';
const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';

const outfile = path.join(ROOT, 'node_modules/.cache/tessera-bench/app.mjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'server/src/app.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesExceptOurs],
  outfile,
  logLevel: 'warning',
});
const { createServer } = await import(pathToFileURL(outfile).href);
const cfgFile = path.join(path.dirname(outfile), 'config.mjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'server/src/config.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  plugins: [externalPackagesExceptOurs],
  outfile: cfgFile,
  logLevel: 'warning',
});
const { loadConfig } = await import(pathToFileURL(cfgFile).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
const config = {
  ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }, ROOT),
  dataDir,
  host: '127.0.0.1',
  httpPort: 0,
  mqttPort: 0,
  adminPassword: PASSWORD,
  demoPasswords: { tenantAdmin: PASSWORD, tenantUser: PASSWORD },
  consoleDir: path.join(DIST, 'console'),
  extensionsDir: path.join(DIST, 'extensions'),
};
const server = await createServer(config, { print: () => undefined });
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
  const login = await post('/auth/login', { email: 'tenant@tessera.local', password: PASSWORD });
  if (login.code !== 200) throw new Error(`login: ${login.message}`);
  const token = login.data.access_token;
  const devices = [];
  for (let i = 0; i < DEVICES; i++) devices.push((await post('/device/add_only', { name: `bench ${i}`, type: ENV_SENSOR_MODEL_ID }, token)).data);
  const tiles = Array.from({ length: TILES }, (_, n) => ({
    i: `t${n}`,
    x: (n % 6) * 4,
    y: Math.floor(n / 6) * 3,
    w: 4,
    h: 3,
    kind: 'widget',
    device_id: devices[n % DEVICES].id,
    widget: {
      id: `w${n}`,
      name: `tile ${n}`,
      controlType: 'information',
      type: 'textInfo',
      mapping: ['temperature'],
      label: 'T',
      style: { label: { fontSize: 12, color: '#888' }, value: { fontSize: 20, color: '#333' } },
    },
  }));
  const board = await post('/tp_dashboard/add', { dashboard_name: 'bench', json_data: { version: 1, time_range: '1h', tiles } }, token);
  if (board.code !== 200) throw new Error(`dashboard: ${board.message}`);

  const port = server.mqttPort;
  for (const d of devices)
    clients.push(
      await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: d.token, clientId: `dashboards-bench-${d.id.slice(0, 8)}`, reconnectPeriod: 0 }),
    );
  let sent = 0;
  const publishAll = () =>
    clients.forEach((c) => c.publish('device/attributes', JSON.stringify({ temperature: Math.round(Math.random() * 1000) / 10 }), () => sent++));
  publishAll(); // every tile has a value before the page opens

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${server.url}/#/auth/login`);
  await page.evaluate((t) => {
    localStorage.setItem('id_token', t);
    localStorage.setItem('id_token_expires_in', String(Date.now() + 3_600_000));
  }, token);
  await page.goto('about:blank');
  // When the view's frame first exists (the shell booted, the extension activated): separates the dashboard's own cost.
  await page.addInitScript(() => {
    new MutationObserver((_m, o) => {
      if (document.querySelector('[data-testid="dashboard-view"]')) {
        window.__viewMounted = performance.now();
        o.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const profileTo = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : null;
  const cdp = profileTo ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const traceTo = process.argv.includes('--trace') ? process.argv[process.argv.indexOf('--trace') + 1] : null;
  if (traceTo) await browser.startTracing(page, { path: traceTo, categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await page.goto(`${server.url}/#/visual/list?id=${board.data.id}&mode=view`);
  const firstFrame = await page
    .waitForFunction(
      (n) => {
        const values = [...document.querySelectorAll('[data-testid="text-info-value"]')].filter((e) => e.textContent && e.textContent !== '-');
        return values.length >= n ? performance.now() : null;
      },
      TILES,
      { timeout: 60_000, polling: 'raf' },
    )
    .then((h) => h.jsonValue());

  const mounted = await page.evaluate(() => window.__viewMounted);
  if (traceTo) {
    await browser.stopTracing();
    console.log(`  trace of the first frame written to ${traceTo} (Chromium DevTools → Performance → load)`);
  }
  if (cdp) {
    // A CPU profile of the first frame, for Chromium's DevTools (Performance → load profile) or a script.
    const { profile } = await cdp.send('Profiler.stop');
    await fs.writeFile(profileTo, JSON.stringify(profile));
    console.log(`  CPU profile of the first frame written to ${profileTo}`);
  }
  // The two waits after the view mounts: the dashboard's own read, and the widget owner's bundle (the extension
  // host activates it: its locales, then its code). What follows the later of them is the dashboard's rendering.
  const marks = await page.evaluate(() => {
    const of = (re) => performance.getEntriesByType('resource').find((e) => re.test(e.name)) ?? { startTime: 0, responseEnd: 0 };
    const detail = of(/\/api\/tp_dashboard\/detail$/);
    return { asked: detail.startTime, detail: detail.responseEnd, widgets: of(/\/ext\/tessera\.chart-widgets\/[^/]+\/index\.js$/).responseEnd };
  });
  if (process.argv.includes('--detail')) {
    // Where the first frame's time goes: every request the page made (start → end, ms since navigation start).
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd, size: e.transferSize })),
    );
    for (const e of entries)
      console.log(
        `    ${String(Math.round(e.start)).padStart(5)} → ${String(Math.round(e.end)).padStart(5)} ms  ${(e.size / 1024).toFixed(1).padStart(7)} KiB  ${e.name}`,
      );
    const nav = await page.evaluate(() => performance.getEntriesByType('navigation')[0].toJSON());
    console.log(
      `    navigation: responseEnd ${Math.round(nav.responseEnd)} ms, DOMContentLoaded ${Math.round(nav.domContentLoadedEventEnd)} ms, load ${Math.round(nav.loadEventEnd)} ms`,
    );
  }
  timer = setInterval(publishAll, 1000 / RATE);
  const sentBefore = sent;
  const frames = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let count = 0;
        let longTasks = 0;
        new PerformanceObserver((l) => {
          longTasks += l.getEntries().length;
        }).observe({ entryTypes: ['longtask'] });
        const start = performance.now();
        const step = (t) => {
          count++;
          if (t - start < ms) requestAnimationFrame(step);
          else resolve({ fps: (count * 1000) / (t - start), longTasks });
        };
        requestAnimationFrame(step);
      }),
    SECONDS * 1000,
  );
  clearInterval(timer);
  console.log(`dashboard bench: ${TILES} value tiles over ${DEVICES} devices, ${RATE} msgs/s per device, ${SECONDS} s window (headless Chromium, 1600×1000)`);
  console.log(`  first frame (navigation start → ${TILES} tiles with values): ${Math.round(firstFrame)} ms`);
  console.log(
    `    of which shell boot until the view mounted: ${Math.round(mounted)} ms; view mounted → all tiles with values: ${Math.round(firstFrame - mounted)} ms`,
  );
  console.log(
    `    dashboard read asked at ${Math.round(marks.asked)} ms, answered at ${Math.round(marks.detail)} ms, widget bundle loaded at ${Math.round(marks.widgets)} ms; after both → all tiles with values: ${Math.round(firstFrame - Math.max(marks.detail, marks.widgets))} ms`,
  );
  console.log(`  while updating: ${frames.fps.toFixed(1)} fps, ${frames.longTasks} long tasks, ${sent - sentBefore} messages published`);
} finally {
  clearInterval(timer);
  await browser?.close();
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
