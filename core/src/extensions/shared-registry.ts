import * as Axios from 'axios';
import * as Dayjs from 'dayjs';
import * as I18next from 'i18next';
import * as Mobx from 'mobx';
import * as MobxReactLite from 'mobx-react-lite';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { SDK_SHELL_SURFACE } from './sdk-shell-surface';
import { BLUEPRINT_SHELL_SURFACE } from './blueprint-shell-surface';
import { I18NEXT_REACT_SURFACE, ROUTER_SURFACE } from './curated-surfaces';
import { preloadLazyEntry } from './preload';
import { SHARED_MODULES, SHARED_REGISTRY_GLOBAL, type SharedNeeds, type SharedRegistry } from '@tessera/sdk';

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
  mobx: Mobx,
  'mobx-react-lite': MobxReactLite,
  i18next: I18next,
  'react-i18next': I18NEXT_REACT_SURFACE,
  dayjs: Dayjs,
  axios: Axios,
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
  // The dashboard grid (drag and resize): only the visualization pages need it.
  'react-grid-layout': () => import('react-grid-layout'),
  // The QR code decoder: only the scan page needs it.
  jsqr: () => import('jsqr'),
};

/** A shared module served in part from the first load, in full once a bundle needs more (lazy). */
export interface PartialModule {
  eager: Namespace;
  full: () => Promise<Namespace>;
}

/**
 * Sharing the whole namespace eagerly would put in the first load what only pages use: for Blueprint core ~35 KB
 * gzip of components the shell never shows, for the SDK the list, form and dialog components (≈ 5 KB). The shell's
 * own names are eager; a bundle importing any other name (or the namespace) loads the rest first.
 */
const PARTIAL: Record<string, PartialModule> = {
  '@blueprintjs/core': { eager: BLUEPRINT_SHELL_SURFACE, full: () => import('@blueprintjs/core') },
  '@tessera/sdk': { eager: SDK_SHELL_SURFACE, full: () => import('@tessera/sdk') },
};

/** Whether `need` (a bundle's declared imports of a partial module) is covered by its eager part. */
export function eagerCovers(eager: Namespace, need: SharedNeeds[string] | undefined): boolean {
  return Array.isArray(need) && need.every((name) => name !== 'default' && Object.prototype.hasOwnProperty.call(eager, name));
}

/**
 * What `get` hands a bundle's CJS shim (`module.exports = registry.get(spec)`): the namespace's own properties
 * plus `__esModule`, so esbuild's `__toESM` maps `import X from` to the real default export (React's CJS object,
 * dayjs's function) and `import {useState} from` to the named one. A namespace object itself is frozen, hence the copy.
 */
export function interopNamespace(ns: Namespace): Namespace {
  const out: Namespace = Object.create(null);
  for (const key of Object.keys(ns)) {
    // A transpiled CJS module (jsqr) may carry its own `__esModule` key; the flag is set once below.
    if (key === '__esModule') continue;
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
  private readonly partialEager = new Map<string, Namespace>();
  private readonly lazy: Record<string, () => Promise<Namespace>>;

  constructor(
    eager: Record<string, Namespace> = EAGER,
    lazy: Record<string, () => Promise<Namespace>> = LAZY,
    private readonly partial: Record<string, PartialModule> = PARTIAL,
  ) {
    for (const [spec, ns] of Object.entries(eager)) this.loaded.set(spec, interopNamespace(ns));
    this.lazy = { ...lazy };
    for (const [spec, p] of Object.entries(partial)) {
      if (this.loaded.has(spec)) continue;
      this.partialEager.set(spec, interopNamespace(p.eager));
      this.lazy[spec] = p.full;
    }
  }

  /** The full namespace once loaded; for a partial module not loaded in full, its eager part. */
  get(specifier: string): unknown {
    const ns = this.loaded.get(specifier) ?? this.partialEager.get(specifier);
    if (ns) return ns;
    if (specifier in this.lazy) throw new Error(`Shared module "${specifier}" is not loaded yet: await load(["${specifier}"]) first`);
    throw new Error(`"${specifier}" is not a shared module of this shell (${SHARED_MODULES.join(', ')})`);
  }

  has(specifier: string): boolean {
    return this.loaded.has(specifier) || this.partialEager.has(specifier);
  }

  /**
   * Loads what a bundle needs. Without `needs` (bundles built before it existed) a partial module loads in full;
   * with them, only when a needed name is outside its eager part.
   */
  async load(specifiers: string[], needs?: SharedNeeds): Promise<void> {
    await Promise.all(
      specifiers.map((spec) => {
        if (this.loaded.has(spec)) return undefined;
        const eager = this.partial[spec]?.eager;
        if (eager && eagerCovers(eager, needs?.[spec])) return undefined;
        const loader = this.lazy[spec];
        if (!loader) throw new Error(`"${spec}" is not a shared module of this shell`);
        let p = this.pending.get(spec);
        if (!p) {
          preloadLazyEntry(spec);
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
