import { injectable } from 'inversify';

/** Core-internal token: how the host fetches extension files and turns verified bytes into a module. */
export const ModuleImporter = Symbol.for('tessera.core.ModuleImporter');
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
  async fetchBytes(url: string): Promise<ArrayBuffer> {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText} ${url}`);
    return res.arrayBuffer();
  }

  async fetchJson(url: string): Promise<unknown> {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText} ${url}`);
    return res.json();
  }

  async importModule(bytes: ArrayBuffer, url: string): Promise<Record<string, unknown>> {
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
