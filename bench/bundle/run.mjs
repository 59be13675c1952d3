#!/usr/bin/env node
// First load of the login page as a user gets it, counted in Chromium (npm run build first, or pass --build):
//   - every script and stylesheet the page downloads in its first 2 s, as transferred (the server hands out the
//     build's brotli siblings) and as gzip -9 of the same bodies (the figure the budget is written in);
//   - time to interactive with the CPU throttled 4×: navigation start → the login form rendered and the main thread
//     quiet (no long task) for 1 s after it; median of --runs fresh browser contexts;
//   then the composition of the build (bench/bundle/composition.mjs: what the entry's static closure holds).
// Budget: ≤ 250 KB gzip of JS, ≤ 30 KB gzip of CSS, TTI ≤ 1.5 s. Prints numbers; exits 1 on a miss only with --check.
//   node bench/bundle/run.mjs [--runs 5] [--throttle 4] [--build] [--check] [--list (each file counted)]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from '@playwright/test';
import { externalPackagesExceptOurs } from '../../scripts/external-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const THROTTLE = arg('throttle', 4);
const WINDOW_MS = 2000;
const BUDGET = { js: 250 * 1024, css: 30 * 1024, tti: 1500 };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (argv.includes('--build')) spawnSync(process.execPath, [path.join(ROOT, 'esbuild.config.mjs')], { stdio: 'inherit', cwd: ROOT });

const out = path.join(ROOT, 'node_modules/.cache/tessera-bench-bundle');
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
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-'));
const server = await createServer(
  {
    ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }, ROOT),
    dataDir,
    host: '127.0.0.1',
    httpPort: 0,
    mqttPort: 0,
    adminPassword: 'bench-password',
    consoleDir: path.join(ROOT, 'dist/console'),
    extensionsDir: path.join(ROOT, 'dist/extensions'),
  },
  { print: () => undefined },
);
const LOGIN = `${server.url}/#/auth/login`;

/** Scripts and stylesheets downloaded in the first WINDOW_MS after navigation: transferred bytes and gzip -9 bytes. */
async function countDownloads(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  let start = 0;
  cdp.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, {
      type: e.type,
      url: e.response.url,
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'identity',
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { transferred: e.encodedDataLength, at: e.timestamp });
  });
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!start && e.type === 'Document') start = e.timestamp;
  });
  await page.goto(LOGIN);
  await page.waitForTimeout(WINDOW_MS);
  const totals = { js: { transferred: 0, gzip: 0, files: 0 }, css: { transferred: 0, gzip: 0, files: 0 } };
  const encodings = new Set();
  for (const [id, r] of requests) {
    const kind = r.type === 'Script' ? 'js' : r.type === 'Stylesheet' ? 'css' : null;
    if (!kind || r.at === undefined || r.at - start > WINDOW_MS / 1000) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    totals[kind].transferred += r.transferred;
    totals[kind].gzip += gzipSync(bytes, { level: 9 }).length;
    totals[kind].files += 1;
    encodings.add(r.encoding);
    if (argv.includes('--list')) console.log(`  ${kind} ${kb(gzipSync(bytes, { level: 9 }).length).padStart(9)} ${r.url.replace(server.url, '')}`);
  }
  await context.close();
  return { ...totals, encodings: [...encodings] };
}

/** Navigation start → login form rendered, and → the main thread quiet for 1 s after it (CPU throttled). */
async function timeToInteractive(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((l) => window.__longTasks.push(...l.getEntries().map((e) => e.startTime + e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(LOGIN);
  const formAt = await page
    .waitForFunction(
      () => {
        const button = document.querySelector('form button[type="submit"]');
        return button && !button.disabled ? performance.now() : null;
      },
      null,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((h) => h.jsonValue());
  // Wait for a quiet second after the form showed: the TTI is the end of the last long task before it (or the form).
  const tti = await page.evaluate(
    (from) =>
      new Promise((resolve) => {
        const check = () => {
          const last = Math.max(from, ...window.__longTasks);
          if (performance.now() - last >= 1000) resolve(last);
          else setTimeout(check, 100);
        };
        check();
      }),
    formAt,
  );
  await context.close();
  return { formAt, tti };
}

let browser;
let missed;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const d = await countDownloads(browser);
  console.log(`login page, first ${WINDOW_MS / 1000} s in Chromium (content-encoding: ${d.encodings.join(', ')}):`);
  console.log(
    `  JS   ${kb(d.js.gzip).padStart(9)} gzip -9  ${kb(d.js.transferred).padStart(9)} transferred  ${d.js.files} files   budget ${kb(BUDGET.js)} gzip → ${d.js.gzip <= BUDGET.js ? 'within' : 'OVER'}`,
  );
  console.log(
    `  CSS  ${kb(d.css.gzip).padStart(9)} gzip -9  ${kb(d.css.transferred).padStart(9)} transferred  ${d.css.files} files   budget ${kb(BUDGET.css)} gzip → ${d.css.gzip <= BUDGET.css ? 'within' : 'OVER'}`,
  );
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeToInteractive(browser));
  const tti = median(runs.map((r) => r.tti));
  console.log(
    `  CPU throttled ${THROTTLE}×, median of ${RUNS}: form rendered ${Math.round(median(runs.map((r) => r.formAt)))} ms, interactive ${Math.round(tti)} ms (runs: ${runs.map((r) => Math.round(r.tti)).join(', ')})   budget ${BUDGET.tti} ms → ${tti <= BUDGET.tti ? 'within' : 'OVER'}`,
  );
  missed = d.js.gzip > BUDGET.js || d.css.gzip > BUDGET.css || tti > BUDGET.tti;
} finally {
  await browser?.close();
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
console.log('\ncomposition of the build:');
const r = spawnSync(process.execPath, [path.join(ROOT, 'bench/bundle/composition.mjs')], { stdio: 'inherit', cwd: ROOT });
if ((missed && argv.includes('--check')) || r.status !== 0) process.exitCode = 1;
