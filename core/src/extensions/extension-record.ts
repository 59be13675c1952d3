import type { CatalogEntry, ExtensionState, ExtensionStatus, Language } from '@tessera/sdk';
import type { ExtensionRuntime } from './extension-runtime';

/** What the host keeps per catalog entry. */
export interface ExtensionRecord {
  entry: CatalogEntry;
  state: ExtensionState;
  error?: string;
  activatedInMs?: number;
  inflight?: Promise<void>;
  runtime?: ExtensionRuntime;
  /** Per language: the pending or finished load of the extension's strings. */
  locales: Map<Language, Promise<void>>;
  links: HTMLLinkElement[];
}

export const newRecord = (entry: CatalogEntry): ExtensionRecord => ({ entry, state: 'registered', locales: new Map(), links: [] });

/** The diagnostics view of a record. */
export function statusOf(r: ExtensionRecord): ExtensionStatus {
  return {
    id: r.entry.manifest.id,
    version: r.entry.manifest.version,
    builtin: r.entry.builtin,
    state: r.state,
    ...(r.error !== undefined ? { error: r.error } : {}),
    ...(r.activatedInMs !== undefined ? { activatedInMs: r.activatedInMs } : {}),
  };
}

export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
