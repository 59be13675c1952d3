import type { CatalogEntry } from '../manifest/manifest';

export interface ViewProvider {
  extensionId: string;
  viewId: string;
}

export interface ViewConflict {
  viewPath: string;
  extensionIds: string[];
}

/** viewPath → provider, built from manifests alone (docs/ARCHITECTURE.md, 'The path of a screen'). */
export const ViewRegistry = Symbol.for('tessera.core.ViewRegistry');
export interface ViewRegistry {
  rebuild(catalog: CatalogEntry[]): void;
  /** Adds one manifest (runtime install) without touching the others. */
  add(entry: CatalogEntry): void;
  remove(extensionId: string): void;
  resolve(viewPath: string): ViewProvider | undefined;
  conflicts(): ViewConflict[];
  readonly version: number;
}
