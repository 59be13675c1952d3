import { join, resolve } from 'node:path';
import * as Blueprint from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { tsSources } from './ts-sources';
import { BLUEPRINT_SHELL_SURFACE } from '../../../core/src/extensions/blueprint-shell-surface';
// @ts-expect-error plain-JS build module without type declarations
import { blueprintExportMap, namesImported, rewriteDeepImports } from '../../../scripts/deep-imports.mjs';

const ROOT = resolve(__dirname, '../../..');
type Where = { file: string; name: string };
const map = blueprintExportMap() as Map<string, Where>;

// Core and the whole SDK (its test harness never ships), minus the surface itself. The SDK's rest is not in the first
// load, but most pages load it: a Blueprint name it uses missing here would make each of them fetch all of Blueprint.
const shellFiles = [...tsSources(join(ROOT, 'core/src')), ...tsSources(join(ROOT, 'sdk/src'))].filter(
  (f) => !f.includes(`${join('sdk', 'src', 'harness')}`) && !f.endsWith('blueprint-shell-surface.ts'),
);
const shellValueNames = [...(namesImported(shellFiles) as Set<string>)].filter((n) => n in Blueprint);

describe('Blueprint name → defining file map', () => {
  it('maps every value name @blueprintjs/core exports, each to a file that exports it under that name', async () => {
    const names = Object.keys(Blueprint).filter((n) => n !== 'default' && n !== '__esModule');
    expect(names.filter((n) => !map.has(n))).toEqual([]);
    for (const n of ['Button', 'Slider', 'OverlayToaster', 'Classes', 'Keys']) {
      const where = map.get(n)!;
      expect(where.file, n).not.toMatch(/lib[\\/]esm[\\/]index\.js$/);
      const mod = (await import(/* @vite-ignore */ where.file)) as Record<string, unknown>;
      const value = where.name === '*' ? mod : mod[where.name];
      if (where.name === '*') expect(Object.keys(value as object).sort(), n).toEqual(Object.keys((Blueprint as unknown as Record<string, object>)[n]).sort());
      else {
        // vitest resolves the package to its CJS build: compare what the value is, not its identity.
        const expected = (Blueprint as Record<string, unknown>)[n] as { displayName?: string };
        expect(typeof value, n).toBe(typeof expected);
        expect((value as { displayName?: string }).displayName, n).toBe(expected.displayName);
      }
    }
  });

  it('resolves every name core and the SDK import to a deep file (nothing falls back to the index)', () => {
    expect(shellValueNames.length).toBeGreaterThan(10);
    for (const n of shellValueNames) expect(map.get(n)?.file, n).toMatch(/lib[\\/]esm[\\/].+\.js$/);
  });

  it('rewrites named imports into deep ones, keeps aliases, drops inline types, leaves unknown names on the index', () => {
    const src = "import { Button as B, Intent, type IconName, Nope } from '@blueprintjs/core';\nimport type { X } from '@blueprintjs/core';";
    const { contents, unmapped } = rewriteDeepImports(src, map);
    expect(contents).toContain(`import { Button as B } from ${JSON.stringify(map.get('Button')!.file)};`);
    expect(contents).toContain(`import { Intent as Intent } from ${JSON.stringify(map.get('Intent')!.file)};`);
    expect(contents).not.toContain('IconName');
    expect(contents).toContain("import { Nope } from '@blueprintjs/core';");
    expect(contents).toContain("import type { X } from '@blueprintjs/core';");
    expect(contents.split('\n')).toHaveLength(2);
    expect(unmapped).toEqual(['Nope']);
  });
});

describe('the shell surface of @blueprintjs/core (eager part of the shared module)', () => {
  it('contains every Blueprint value the shell imports', () => {
    const surface = Object.keys(BLUEPRINT_SHELL_SURFACE);
    expect(shellValueNames.filter((n) => !surface.includes(n))).toEqual([]);
  });

  it('adds only names defined in files the shell already loads (so it costs nothing extra)', () => {
    const loadedFiles = new Set(shellValueNames.map((n) => map.get(n)!.file));
    const extra = Object.keys(BLUEPRINT_SHELL_SURFACE).filter((n) => !shellValueNames.includes(n));
    expect(extra.filter((n) => !loadedFiles.has(map.get(n)?.file as string))).toEqual([]);
    for (const [n, v] of Object.entries(BLUEPRINT_SHELL_SURFACE)) expect(v, n).toBe((Blueprint as Record<string, unknown>)[n]);
  });

  it('leaves out the components the shell does not use', () => {
    expect(BLUEPRINT_SHELL_SURFACE).not.toHaveProperty('Slider');
    expect(BLUEPRINT_SHELL_SURFACE).not.toHaveProperty('DateInput');
  });
});
