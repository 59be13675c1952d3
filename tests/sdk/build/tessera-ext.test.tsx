// The SDK CLI on an extension folder OUTSIDE the workspace: built with shared modules external, integrity written,
// packed for the market, and the bundle actually runs against a host registry.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as Dayjs from 'dayjs';
// @ts-expect-error plain-JS module without type declarations
import { readPack, PACK_FORMAT } from '../../../sdk/build/pack.mjs';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'sdk/bin/tessera-ext.mjs');
const LANGS = ['ch', 'en', 'es', 'ja', 'de', 'fr'];

// Each CLI run spawns Node (and `build` the type checker): seconds each on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

let work: string;

function writeExtension(dir: string, source: string, manifest: Record<string, unknown> = {}) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  mkdirSync(join(dir, 'locales'), { recursive: true });
  writeFileSync(
    join(dir, 'extension.json'),
    JSON.stringify({
      manifestVersion: 1,
      id: 'acme.counter',
      version: '1.2.3',
      displayName: { en: 'Counter' },
      kind: 'visual',
      engines: { sdk: '^1.0.0' },
      entry: 'src/index.tsx',
      i18n: { namespace: 'acme.counter', locales: Object.fromEntries(LANGS.map((l) => [l, `locales/${l}.json`])) },
      contributes: { views: [{ id: 'main', viewPath: '/acme/counter' }] },
      ...manifest,
    }),
  );
  for (const l of LANGS) writeFileSync(join(dir, 'locales', `${l}.json`), JSON.stringify({ clicks: `clicks-${l}` }));
  writeFileSync(join(dir, 'src/index.tsx'), source);
}

const COUNTER = `
import { defineExtension, useT } from '@tessera/sdk';
import dayjs from 'dayjs';
import React, { useState } from 'react';
import { label } from './label';
import './counter.css';
function Counter() {
  const { t } = useT();
  const [n, setN] = useState(0);
  return <button className="counter" data-year={dayjs(0).year()} data-same={String(React.useState === useState)}
    onClick={() => setN(n + 1)}>{label(t('clicks'), n)}</button>;
}
export default defineExtension({ views: { main: Counter } });
`;

function cli(args: string[], cwd: string) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
}

// esbuild refuses to load inside jsdom (its TextEncoder invariant), so the preset's API runs in a child Node.
function buildExtension(opts: { dir: string; outDir?: string }): { ok: boolean; value: any } {
  const code = `import { buildExtension } from ${JSON.stringify(pathToFileURL(join(ROOT, 'sdk/build/preset.mjs')).href)};
    buildExtension(${JSON.stringify(opts)}).then((v) => console.log(JSON.stringify({ ok: true, value: v })),
      (e) => console.log(JSON.stringify({ ok: false, value: e.message })));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: opts.dir, encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tessera-ext-'));
  expect(work.startsWith(ROOT)).toBe(false);
  const ext = join(work, 'counter');
  writeExtension(ext, COUNTER);
  writeFileSync(join(ext, 'src/label.ts'), 'export const label = (t: string, n: number) => `${t}: ${n}`;\n');
  writeFileSync(join(ext, 'src/counter.css'), '.counter { color: rgb(1, 2, 3); }\n');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('tessera-ext build', () => {
  it('builds a folder outside the workspace from its own cwd', () => {
    const r = cli(['build'], join(work, 'counter'));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('built acme.counter@1.2.3');
  });

  it('starts the bundle with the shared-module load line and keeps React out of it', () => {
    const js = readFileSync(join(work, 'counter/dist/index.js'), 'utf8');
    const [first] = js.split('\n');
    expect(first).toBe(
      'await globalThis.__TESSERA_SHARED__.load(["@tessera/sdk","dayjs","react","react/jsx-runtime"], ' +
        '{"@tessera/sdk":["defineExtension","useT"],"dayjs":["default"],"react":["default","useState"],"react/jsx-runtime":["jsx"]});',
    );
    // React's element marker and dayjs' format tokens would be inside a bundle that embeds them.
    expect(js).not.toContain('react.transitional.element');
    expect(js).not.toContain('YYYY-MM-DDTHH:mm:ssZ');
    expect(js.length).toBeLessThan(4000);
  });

  it('writes the built manifest: entry, styles, integrity of the exact bytes, locales copied', () => {
    const dist = join(work, 'counter/dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'extension.json'), 'utf8'));
    expect(manifest.entry).toBe('index.js');
    expect(manifest.styles).toEqual(['index.css']);
    const digest = createHash('sha384')
      .update(readFileSync(join(dist, 'index.js')))
      .digest('base64');
    expect(manifest.integrity).toBe(`sha384-${digest}`);
    expect(readFileSync(join(dist, 'index.css'), 'utf8')).toMatch(/\.counter\s*\{\s*color:\s*(#010203|rgb\(1, ?2, ?3\))/);
    expect(JSON.parse(readFileSync(join(dist, 'locales/ja.json'), 'utf8'))).toEqual({ clicks: 'clicks-ja' });
  });

  it('bundles no file from node_modules', () => {
    const { ok, value: r } = buildExtension({ dir: join(work, 'counter'), outDir: join(work, 'counter-prog') });
    expect(ok).toBe(true);
    expect(r.inputs.length).toBeGreaterThanOrEqual(3);
    expect(r.inputs.filter((f: string) => f.includes('node_modules'))).toEqual([]);
  });

  it('runs in a host that provides the shared modules', async () => {
    const provided: Record<string, unknown> = {
      react: React,
      'react/jsx-runtime': JsxRuntime,
      dayjs: Dayjs,
      '@tessera/sdk': { defineExtension: (d: unknown) => d, useT: () => ({ t: (k: string) => `T(${k})` }) },
    };
    const loaded: string[][] = [];
    (globalThis as any).__TESSERA_SHARED__ = {
      version: 1,
      has: (s: string) => s in provided,
      get: (s: string) => provided[s],
      load: async (specs: string[]) => void loaded.push(specs),
    };
    // The module runner only imports files under the project root: run a copy of the built bytes from there.
    const runDir = mkdtempSync(join(ROOT, 'node_modules/.tessera-ext-test-'));
    copyFileSync(join(work, 'counter/dist/index.js'), join(runDir, 'index.mjs'));
    const mod = await import(/* @vite-ignore */ join(runDir, 'index.mjs')).finally(() => rmSync(runDir, { recursive: true }));
    expect(loaded).toEqual([['@tessera/sdk', 'dayjs', 'react', 'react/jsx-runtime']]);
    const View = mod.default.views.main;
    render(<View path="/acme/counter" query={{}} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('T(clicks): 0');
    expect(button.dataset.year).toBe(String(new Date(0).getFullYear()));
    expect(button.dataset.same).toBe('true');
    fireEvent.click(button);
    expect(button.textContent).toBe('T(clicks): 1');
    delete (globalThis as any).__TESSERA_SHARED__;
  });

  it('fails with the JSON path of a bad manifest field', () => {
    const bad = join(work, 'bad');
    writeExtension(bad, COUNTER.replace("import './counter.css';", ''), { contributes: { views: [{ id: 'main', viewPath: 'oops' }] } });
    writeFileSync(join(bad, 'src/label.ts'), 'export const label = (t: string) => t;\n');
    const r = cli(['build', bad], work);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('/contributes/views/0/viewPath');
    const v = cli(['validate', bad], work);
    expect(v.status).toBe(1);
    expect(v.stderr).toContain('/contributes/views/0/viewPath');
  });

  it('refuses the test harness inside extension code', () => {
    const dir = join(work, 'harnessed');
    writeExtension(dir, `import { createExtensionHarness } from '@tessera/sdk/harness';\nexport default { createExtensionHarness };\n`);
    const r = buildExtension({ dir });
    expect(r.ok).toBe(false);
    expect(r.value).toMatch(/for tests only/);
  });
});

describe('tessera-ext pack', () => {
  it('writes <id>-<version>.tessera.json that round-trips to the built files', () => {
    const out = join(work, 'packs');
    const r = cli(['pack', join(work, 'counter'), '--out', out], work);
    expect(r.status).toBe(0);
    const pack = JSON.parse(readFileSync(join(out, 'acme.counter-1.2.3.tessera.json'), 'utf8'));
    expect(pack.format).toBe(PACK_FORMAT);
    const { manifest, files } = readPack(pack);
    expect(manifest).toEqual(JSON.parse(readFileSync(join(work, 'counter/dist/extension.json'), 'utf8')));
    expect([...files.keys()].sort()).toEqual(['extension.json', 'index.css', 'index.js', ...LANGS.map((l) => `locales/${l}.json`).sort()].sort());
    for (const [path, bytes] of files) expect(bytes.equals(readFileSync(join(work, 'counter/dist', path)))).toBe(true);
  });

  it('refuses a tampered package', () => {
    const pack = JSON.parse(readFileSync(join(work, 'packs/acme.counter-1.2.3.tessera.json'), 'utf8'));
    pack.files['index.js'] = Buffer.from('export default 1;').toString('base64');
    expect(() => readPack(pack)).toThrow(/integrity/);
  });
});
