import { execFileSync } from 'node:child_process';
import * as React from 'react';
import dayjs from 'dayjs';
import * as Blueprint from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import * as Sdk from '@tessera/sdk';
import { SHARED_MODULES, SHARED_REGISTRY_GLOBAL, type SharedNeeds } from '@tessera/sdk';
import { SharedModuleRegistry, installSharedRegistry, interopNamespace } from '../../../core/src/extensions/shared-registry';

/**
 * Mimics the SDK preset: each shared import becomes a CJS shim over the host registry, and the bundle's
 * prelude awaits `load(used)` (done by the test here: the bundle is an IIFE so it can be evaluated in jsdom).
 * esbuild runs in a child Node process: its realm check on TextEncoder/Uint8Array fails under jsdom globals.
 */
const buildScript = `
const { build } = require('esbuild');
const shared = new Set(JSON.parse(process.argv[1]));
const used = new Set();
let source = '';
process.stdin.on('data', (d) => (source += d)).on('end', async () => {
  const result = await build({
    stdin: { contents: source, loader: 'js', resolveDir: process.cwd() },
    bundle: true, format: 'iife', globalName: '__probe', write: false, platform: 'browser', target: 'es2022',
    plugins: [{ name: 'tessera-shared-test', setup(b) {
      b.onResolve({ filter: /.*/ }, (a) => shared.has(a.path) ? (used.add(a.path), { path: a.path, namespace: 'shared' }) : undefined);
      b.onLoad({ filter: /.*/, namespace: 'shared' }, (a) => ({
        contents: 'module.exports = globalThis.${SHARED_REGISTRY_GLOBAL}.get(' + JSON.stringify(a.path) + ');', loader: 'js' }));
    } }],
  });
  process.stdout.write(JSON.stringify({ used: [...used], code: result.outputFiles[0].text }));
});
`;

const source = `
import React, { useState } from 'react';
import dayjs from 'dayjs';
import * as Blueprint from '@blueprintjs/core';
import * as mobx from 'mobx';
import { Button } from '@blueprintjs/core';
import { jsx } from 'react/jsx-runtime';
import { SDK_VERSION, defineExtension } from '@tessera/sdk';
import { Table } from '@blueprintjs/table';
export const probe = {
  defaultUseState: React.useState, namedUseState: useState, createElement: React.createElement,
  dayjsYear: dayjs('2024-05-01').year(), dayjsDefault: dayjs, observable: mobx.observable, Button, jsx, SDK_VERSION, Table,
};
export default defineExtension({});
`;

function bundle(): { used: string[]; code: string } {
  return JSON.parse(
    execFileSync(process.execPath, ['-e', buildScript, JSON.stringify(SHARED_MODULES)], {
      input: source,
      cwd: process.cwd(),
      encoding: 'utf8',
    }),
  );
}

describe('shared module registry', () => {
  it('serves both default and named imports of a CJS-interop bundle, and lazy modules after load', async () => {
    const registry = installSharedRegistry();
    expect((globalThis as Record<string, unknown>)[SHARED_REGISTRY_GLOBAL]).toBe(registry);
    expect(installSharedRegistry()).toBe(registry);
    expect(registry.has('@blueprintjs/table')).toBe(false);
    expect(() => registry.get('@blueprintjs/table')).toThrow(/not loaded/);

    const { used, code } = bundle();
    expect(used).toContain('@blueprintjs/table');
    await registry.load(used);
    const mod = new Function(`${code}; return __probe;`)();
    const probe = mod.probe;
    expect(probe.defaultUseState).toBe(React.useState);
    expect(probe.namedUseState).toBe(React.useState);
    expect(probe.createElement).toBe(React.createElement);
    expect(probe.dayjsDefault).toBe(dayjs);
    expect(probe.dayjsYear).toBe(2024);
    expect(typeof probe.observable).toBe('function');
    expect(probe.Button).toBe(Blueprint.Button);
    expect(probe.SDK_VERSION).toBe(Sdk.SDK_VERSION);
    expect(probe.Table).toBeDefined();
    expect(registry.has('@blueprintjs/table')).toBe(true);
    // One SDK: the host's isExtensionDefinition accepts what the bundle's defineExtension made.
    expect(Sdk.isExtensionDefinition(mod.default)).toBe(true);
  });

  it('refuses specifiers outside the shared list and shares one lazy load', async () => {
    let loads = 0;
    const reg = new SharedModuleRegistry({ react: React as never }, { heavy: async () => (loads++, { x: 1 }) });
    expect(() => reg.get('lodash')).toThrow(/not a shared module/);
    await expect(reg.load(['lodash'])).rejects.toThrow(/not a shared module/);
    await Promise.all([reg.load(['heavy']), reg.load(['heavy'])]);
    expect(loads).toBe(1);
    expect((reg.get('heavy') as { x: number }).x).toBe(1);
  });

  it('marks namespaces as ES modules and keeps a real default export', () => {
    const ns = interopNamespace({ default: 'd', named: 1 }) as Record<string, unknown>;
    expect(ns.__esModule).toBe(true);
    expect(ns.default).toBe('d');
    expect(ns.named).toBe(1);
    const noDefault = interopNamespace({ only: 2 }) as Record<string, unknown>;
    expect((noDefault.default as Record<string, unknown>).only).toBe(2);
  });

  it('serves a partial module from its eager part and loads the full one only for a name outside it', async () => {
    let loads = 0;
    const full = { Button: 'B', Card: 'C', Slider: 'S' };
    const partial = { kit: { eager: { Button: 'B', Card: 'C' }, full: async () => (loads++, full) } };
    const reg = new SharedModuleRegistry({}, {}, partial);
    expect(reg.has('kit')).toBe(true);
    expect((reg.get('kit') as Record<string, unknown>).Slider).toBeUndefined();
    await reg.load(['kit'], { kit: ['Button', 'Card'] });
    expect(loads).toBe(0);
    expect((reg.get('kit') as Record<string, unknown>).Button).toBe('B');
    await reg.load(['kit'], { kit: ['Button', 'Slider'] });
    expect(loads).toBe(1);
    expect((reg.get('kit') as Record<string, unknown>).Slider).toBe('S');
    await reg.load(['kit'], { kit: '*' });
    expect(loads).toBe(1);
  });

  it('loads a partial module in full for a namespace or default import, an undeclared need, or an old bundle', async () => {
    const cases: (SharedNeeds | undefined)[] = [{ kit: '*' }, { kit: ['default'] }, {}, undefined];
    for (const needs of cases) {
      let loads = 0;
      const reg = new SharedModuleRegistry({}, {}, { kit: { eager: { Button: 1 }, full: async () => (loads++, { Button: 1, Slider: 2 }) } });
      await reg.load(['kit'], needs);
      expect(loads, JSON.stringify(needs)).toBe(1);
      expect((reg.get('kit') as Record<string, unknown>).Slider).toBe(2);
    }
  });

  it('@blueprintjs/core: the shell components are there without a fetch, Slider arrives when a bundle needs it', async () => {
    const reg = new SharedModuleRegistry();
    const eager = reg.get('@blueprintjs/core') as Record<string, unknown>;
    expect(eager.Button).toBeDefined();
    expect(eager.Slider).toBeUndefined();
    await reg.load(['@blueprintjs/core'], { '@blueprintjs/core': ['Button', 'Card', 'H5'] });
    expect((reg.get('@blueprintjs/core') as Record<string, unknown>).Slider).toBeUndefined();
    await reg.load(['@blueprintjs/core'], { '@blueprintjs/core': ['Button', 'Slider'] });
    const full = reg.get('@blueprintjs/core') as Record<string, unknown>;
    expect(full.Slider).toBe(Blueprint.Slider);
    expect(full.Button).toBe(Blueprint.Button);
  });

  it('registers every module of the SDK list', async () => {
    const reg = new SharedModuleRegistry();
    for (const spec of SHARED_MODULES) {
      if (!reg.has(spec)) await reg.load([spec]);
      expect(reg.get(spec), spec).toBeTruthy();
    }
  });
});
