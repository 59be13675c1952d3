import * as BlueprintCore from '@blueprintjs/core';
import * as Axios from 'axios';
import * as Dayjs from 'dayjs';
import * as I18next from 'i18next';
import * as Mobx from 'mobx';
import * as MobxReactLite from 'mobx-react-lite';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as TesseraSdk from '@tessera/sdk';
import { I18NEXT_REACT_SURFACE, ROUTER_SURFACE } from './curated-surfaces';
import { SHARED_MODULES, SHARED_REGISTRY_GLOBAL, type SharedRegistry } from '@tessera/sdk';

type Namespace = Record<string, unknown>;

/**
 * Shared modules in the shell's first load. The shell uses (nearly) all of each, so sharing the whole namespace
 * costs nothing extra — except react-router-dom and react-i18next, which ship as one large file each (esbuild
 * chunks per file), so only their curated surfaces are shared (see curated-surfaces.ts; measured by bench/bundle).
 */
const EAGER: Record<string, Namespace> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': ROUTER_SURFACE,
  '@blueprintjs/core': BlueprintCore,
  mobx: Mobx,
  'mobx-react-lite': MobxReactLite,
  i18next: I18next,
  'react-i18next': I18NEXT_REACT_SURFACE,
  dayjs: Dayjs,
  axios: Axios,
  '@tessera/sdk': TesseraSdk,
};

/** Heavy shared modules, loaded only when an extension bundle asks for them (its prelude awaits `load`). */
const LAZY: Record<string, () => Promise<Namespace>> = {
  // The icon name tables are only for pickers; the shell itself loads icons one by one.
  '@blueprintjs/icons': () => import('@blueprintjs/icons'),
  '@blueprintjs/table': () => import('@blueprintjs/table'),
  'echarts/core': () => import('echarts/core'),
  'echarts/charts': () => import('echarts/charts'),
  'echarts/components': () => import('echarts/components'),
  'echarts/renderers': () => import('echarts/renderers'),
};

/**
 * What `get` hands a bundle's CJS shim (`module.exports = registry.get(spec)`): the namespace's own properties
 * plus `__esModule`, so esbuild's `__toESM` maps `import X from` to the real default export (React's CJS object,
 * dayjs's function) and `import {useState} from` to the named one. A namespace object itself is frozen, hence the copy.
 */
export function interopNamespace(ns: Namespace): Namespace {
  const out: Namespace = Object.create(null);
  for (const key of Object.keys(ns)) {
    Object.defineProperty(out, key, { enumerable: true, get: () => ns[key] });
  }
  if (!('default' in ns)) {
    // A CJS module bundled as ESM may expose only named keys; its "default" is the module itself.
    Object.defineProperty(out, 'default', { enumerable: false, value: ns });
  }
  Object.defineProperty(out, '__esModule', { value: true });
  return Object.freeze(out);
}

export class SharedModuleRegistry implements SharedRegistry {
  readonly version = 1 as const;
  private readonly loaded = new Map<string, Namespace>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    eager: Record<string, Namespace> = EAGER,
    private readonly lazy: Record<string, () => Promise<Namespace>> = LAZY,
  ) {
    for (const [spec, ns] of Object.entries(eager)) this.loaded.set(spec, interopNamespace(ns));
  }

  get(specifier: string): unknown {
    const ns = this.loaded.get(specifier);
    if (ns) return ns;
    if (specifier in this.lazy) throw new Error(`Shared module "${specifier}" is not loaded yet: await load(["${specifier}"]) first`);
    throw new Error(`"${specifier}" is not a shared module of this shell (${SHARED_MODULES.join(', ')})`);
  }

  has(specifier: string): boolean {
    return this.loaded.has(specifier);
  }

  async load(specifiers: string[]): Promise<void> {
    await Promise.all(
      specifiers.map((spec) => {
        if (this.loaded.has(spec)) return undefined;
        const loader = this.lazy[spec];
        if (!loader) throw new Error(`"${spec}" is not a shared module of this shell`);
        let p = this.pending.get(spec);
        if (!p) {
          p = loader().then(
            (ns) => void this.loaded.set(spec, interopNamespace(ns)),
            (err) => {
              this.pending.delete(spec);
              throw err;
            },
          );
          this.pending.set(spec, p);
        }
        return p;
      }),
    );
  }
}

/** Installs the one host registry on `globalThis.__TESSERA_SHARED__` (idempotent). Call before any extension loads. */
export function installSharedRegistry(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): SharedRegistry {
  const existing = target[SHARED_REGISTRY_GLOBAL] as SharedRegistry | undefined;
  if (existing) return existing;
  const registry = new SharedModuleRegistry();
  Object.defineProperty(target, SHARED_REGISTRY_GLOBAL, { value: registry, configurable: false, writable: false, enumerable: false });
  return registry;
}
