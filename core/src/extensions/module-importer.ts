import { injectable } from 'inversify';
import { CHUNK_LOAD_TIMEOUT_MS } from '@tessera/sdk';
import { preloadLazyEntry } from './preload';

/**
 * Core-internal (never handed to extensions): how the host fetches extension files and turns verified bytes into a
 * module.
 */
export const ModuleImporter = Symbol.for('tessera.internal.ModuleImporter');
export interface ModuleImporter {
  /** Raw bytes of an extension file (entry bundle): hashed before anything runs. */
  fetchBytes(url: string): Promise<ArrayBuffer>;
  /** A JSON file (locale). */
  fetchJson(url: string): Promise<unknown>;
  /** Evaluates verified bytes as an ES module and returns its namespace. */
  importModule(bytes: ArrayBuffer, url: string): Promise<Record<string, unknown>>;
}

/**
 * The browser importer: the very bytes whose hash was checked are imported from a Blob URL, so nothing can
 * be swapped between verification and evaluation.
 */
@injectable()
export class BlobModuleImporter implements ModuleImporter {
  /** The spec's constants: an extension file that has not arrived after this long fails with a ChunkLoadError. */
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS;

  fetchBytes(url: string): Promise<ArrayBuffer> {
    return this.withDeadline(url, (res) => res.arrayBuffer());
  }

  fetchJson(url: string): Promise<unknown> {
    return this.withDeadline(url, (res) => res.json());
  }

  /** The deadline covers the whole file (headers and body): a stalled body must not hang activation forever. */
  private withDeadline<T>(url: string, read: (res: Response) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new ChunkLoadError(url, this.timeoutMs));
      }, this.timeoutMs);
    });
    const load = (async () => {
      const res = await fetch(url, { credentials: 'same-origin', signal: abort.signal });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText} ${url}`);
      return read(res);
    })();
    load.catch(() => undefined); // the loser of the race must not surface as an unhandled rejection
    return Promise.race([load, deadline]).finally(() => clearTimeout(timer));
  }

  async importModule(bytes: ArrayBuffer, url: string): Promise<Record<string, unknown>> {
    // A bundle's first line asks the shared registry for React & co.: install it (and its eager Blueprint surface)
    // now, not at boot, so the login page does not download what only extensions use.
    await ensureSharedRegistry();
    // The sourceURL comment keeps stack traces and devtools pointing at the real file.
    const source = `${new TextDecoder().decode(bytes)}\n//# sourceURL=${url}\n`;
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    try {
      return (await import(/* @vite-ignore */ blobUrl)) as Record<string, unknown>;
    } finally {
      URL.revokeObjectURL(blobUrl);
    }
  }
}

let registryInstalled: Promise<unknown> | undefined;
/** Installs the shared-module registry once, from its own chunk. */
export function ensureSharedRegistry(): Promise<unknown> {
  if (!registryInstalled) preloadLazyEntry('core/src/extensions/shared-registry.ts');
  registryInstalled ??= import('./shared-registry').then((m) => m.installSharedRegistry());
  return registryInstalled;
}

/** The spec's "Script chunk load failure": the file did not arrive within the chunk load timeout. */
export class ChunkLoadError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`ChunkLoadError: ${url} did not load within ${timeoutMs} ms`);
    this.name = 'ChunkLoadError';
  }
}
