// The preset declares, per shared module, the names a bundle imports (its load line's second argument), and the
// host registry uses them: a bundle using only the shell's Blueprint components fetches nothing more, one using
// Slider gets the full namespace first and renders it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import { SHARED_REGISTRY_GLOBAL } from '@tessera/sdk';
import { SharedModuleRegistry } from '../../../core/src/extensions/shared-registry';
// @ts-expect-error plain-JS module without type declarations
import { importedNames } from '../../../sdk/build/shared-needs.mjs';

const ROOT = resolve(__dirname, '../../..');
const LANGS = ['ch', 'en', 'es', 'ja', 'de', 'fr'];
let work: string;

function writeExtension(dir: string, files: Record<string, string>) {
  mkdirSync(join(dir, 'locales'), { recursive: true });
  writeFileSync(
    join(dir, 'extension.json'),
    JSON.stringify({
      manifestVersion: 1,
      id: 'acme.needs',
      version: '1.0.0',
      displayName: { en: 'Needs' },
      kind: 'visual',
      engines: { sdk: '^1.0.0' },
      entry: 'src/index.tsx',
      i18n: { namespace: 'acme.needs', locales: Object.fromEntries(LANGS.map((l) => [l, `locales/${l}.json`])) },
      contributes: { views: [{ id: 'main', viewPath: '/acme/needs' }] },
    }),
  );
  for (const l of LANGS) writeFileSync(join(dir, 'locales', `${l}.json`), '{}');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

// esbuild refuses to load inside jsdom (its TextEncoder invariant), so the preset runs in a child Node.
function build(dir: string): { specs: string[]; needs: Record<string, string[] | '*'>; file: string } {
  const outDir = join(dir, 'dist');
  const code = `import { buildExtension } from ${JSON.stringify(pathToFileURL(join(ROOT, 'sdk/build/preset.mjs')).href)};
    buildExtension(${JSON.stringify({ dir, outDir })}).then(() => console.log('ok'), (e) => console.log(e.message));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, encoding: 'utf8' });
  expect(r.stdout.trim()).toBe('ok');
  const file = join(outDir, 'index.js');
  const first = readFileSync(file, 'utf8').split('\n', 1)[0];
  const m = /^await globalThis\.__TESSERA_SHARED__\.load\((\[[^\]]*\]), (\{.*\})\);$/.exec(first);
  expect(m, first).not.toBeNull();
  return { specs: JSON.parse(m![1]), needs: JSON.parse(m![2]), file };
}

async function run(file: string) {
  // The module runner only imports files under the project root: run a copy of the built bytes from there.
  const runDir = mkdtempSync(join(ROOT, 'node_modules/.tessera-needs-test-'));
  copyFileSync(file, join(runDir, 'index.mjs'));
  return import(/* @vite-ignore */ join(runDir, 'index.mjs')).finally(() => rmSync(runDir, { recursive: true }));
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tessera-needs-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('shared-module needs in the load line', () => {
  it('records named (with aliases), default and namespace imports per module, across files, without types', () => {
    const dir = join(work, 'mixed');
    writeExtension(dir, {
      'src/index.tsx': `import { defineExtension } from '@tessera/sdk';
import { Button as B, Card, type IconName } from '@blueprintjs/core';
import dayjs from 'dayjs';
import * as mobx from 'mobx';
import { Other } from './other';
const icon: IconName = 'add';
function Main() { return <Card><B icon={icon} text={dayjs(0).year() + String(mobx.isObservable({}))} /><Other /></Card>; }
export default defineExtension({ views: { main: Main } });
`,
      'src/other.tsx': `import React, { useState } from 'react';
import type { Intent } from '@blueprintjs/core';
import { H5 } from '@blueprintjs/core';
export const Other = (p: { i?: Intent }) => { const [n] = useState(React.version); return <H5>{n}{p.i}</H5>; };
`,
    });
    const { specs, needs } = build(dir);
    expect(specs).toEqual(['@blueprintjs/core', '@tessera/sdk', 'dayjs', 'mobx', 'react', 'react/jsx-runtime']);
    expect(needs['@blueprintjs/core']).toEqual(['Button', 'Card', 'H5']);
    expect(needs.dayjs).toEqual(['default']);
    expect(needs.mobx).toBe('*');
    expect(needs.react).toEqual(['default', 'useState']);
    expect(needs['@tessera/sdk']).toEqual(['defineExtension']);
    expect(needs['react/jsx-runtime']).toEqual(expect.arrayContaining(['jsx']));
  });

  it('scans re-exports, dynamic imports and side-effect imports', () => {
    const found = importedNames(`export { Slider, default as D } from "@blueprintjs/core"; export * from "mobx";
import "dayjs"; const t = import("@blueprintjs/table"); import X, * as NS from "axios";`) as Map<string, Set<string> | '*'>;
    expect([...(found.get('@blueprintjs/core') as Set<string>)].sort()).toEqual(['Slider', 'default']);
    expect(found.get('mobx')).toBe('*');
    expect([...(found.get('dayjs') as Set<string>)]).toEqual([]);
    expect(found.get('@blueprintjs/table')).toBe('*');
    expect(found.get('axios')).toBe('*');
  });

  it('a bundle using only shell names fetches nothing; one using Slider and LoadState gets both full namespaces', async () => {
    const shell = join(work, 'shell-only');
    writeExtension(shell, {
      'src/index.tsx': `import { defineExtension } from '@tessera/sdk';
import { Button } from '@blueprintjs/core';
export default defineExtension({ views: { main: () => <Button text="ok" /> } });
`,
    });
    const slider = join(work, 'slider');
    writeExtension(slider, {
      'src/index.tsx': `import { defineExtension, LoadState } from '@tessera/sdk';
import { Button, Slider } from '@blueprintjs/core';
export const stateView = LoadState;
export default defineExtension({ views: { main: () => <div><Button text="ok" /><Slider min={0} max={10} value={3} /></div> } });
`,
    });
    const a = build(shell);
    const b = build(slider);
    const fetched: string[] = [];
    const eager = new SharedModuleRegistry();
    const registry = new SharedModuleRegistry(undefined, undefined, {
      '@blueprintjs/core': {
        eager: eager.get('@blueprintjs/core') as Record<string, unknown>,
        full: () => (fetched.push('@blueprintjs/core'), import('@blueprintjs/core')),
      },
      '@tessera/sdk': {
        eager: eager.get('@tessera/sdk') as Record<string, unknown>,
        full: () => (fetched.push('@tessera/sdk'), import('@tessera/sdk')),
      },
    });
    (globalThis as Record<string, unknown>)[SHARED_REGISTRY_GLOBAL] = registry;
    try {
      expect(a.needs['@blueprintjs/core']).toEqual(['Button']);
      const shellMod = await run(a.file);
      expect(fetched).toEqual([]);
      const ShellView = shellMod.default.views.main;
      expect(render(<ShellView path="/acme/needs" query={{}} />).container.querySelector('.bp6-button')).not.toBeNull();

      expect(b.needs['@blueprintjs/core']).toEqual(['Button', 'Slider']);
      expect(b.needs['@tessera/sdk']).toEqual(['LoadState', 'defineExtension']);
      const sliderMod = await run(b.file);
      expect(fetched.sort()).toEqual(['@blueprintjs/core', '@tessera/sdk']);
      expect(sliderMod.stateView).toBe((await import('@tessera/sdk')).LoadState);
      const SliderView = sliderMod.default.views.main;
      expect(render(<SliderView path="/acme/needs" query={{}} />).container.querySelector('.bp6-slider')).not.toBeNull();
    } finally {
      delete (globalThis as Record<string, unknown>)[SHARED_REGISTRY_GLOBAL];
    }
  });
});
