import { join, resolve } from 'node:path';
import * as Sdk from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { tsSources } from './ts-sources';
import { SDK_SHELL_SURFACE } from '../../../core/src/extensions/sdk-shell-surface';
// @ts-expect-error plain-JS build module without type declarations
import { namesImported, sdkExportMap } from '../../../scripts/deep-imports.mjs';

const ROOT = resolve(__dirname, '../../..');
type Where = { file: string; name: string };
const map = sdkExportMap() as Map<string, Where>;

// What the shell itself imports from the SDK (the surface file aside).
const coreFiles = tsSources(join(ROOT, 'core/src')).filter((f) => !f.endsWith('sdk-shell-surface.ts'));
const shellNames = [...(namesImported(coreFiles, '@tessera/sdk') as Set<string>)];
const sdkValues = Sdk as unknown as Record<string, unknown>;

describe('SDK name → defining file map', () => {
  it('maps every value the SDK exports to the source file that defines it, never to the index', () => {
    const values = Object.keys(Sdk).filter((n) => n !== 'default');
    expect(values.filter((n) => !map.has(n))).toEqual([]);
    for (const n of values) expect(map.get(n)!.file, n).not.toMatch(/sdk[\\/]src[\\/]index\.ts$/);
    expect(map.get('useLoad')!.file).toMatch(/sdk[\\/]src[\\/]react[\\/]use-load\.ts$/);
    expect(map.get('Tokens')).toMatchObject({ name: '*' });
  });
});

describe('the shell surface of @tessera/sdk (eager part of the shared module)', () => {
  it("contains every SDK value the shell imports, each the SDK's own", () => {
    expect(shellNames.length).toBeGreaterThan(20);
    expect(shellNames.filter((n) => !(n in SDK_SHELL_SURFACE))).toEqual([]);
    for (const [n, v] of Object.entries(SDK_SHELL_SURFACE)) expect(v, n).toBe(sdkValues[n]);
  });

  it("adds only names of files the shell already loads, and useLoad (the home page's one other need)", () => {
    const loadedFiles = new Set(shellNames.map((n) => map.get(n)!.file));
    const extra = Object.keys(SDK_SHELL_SURFACE).filter((n) => !shellNames.includes(n) && n !== 'useLoad');
    expect(extra.filter((n) => !loadedFiles.has(map.get(n)!.file))).toEqual([]);
  });

  it('leaves out the list, form and dialog components only pages use', () => {
    for (const n of ['PagedTable', 'usePagedList', 'FormDialog', 'FunctionCheckTree', 'RolePermissionDialog', 'createServerApi'])
      expect(SDK_SHELL_SURFACE, n).not.toHaveProperty(n);
  });
});
