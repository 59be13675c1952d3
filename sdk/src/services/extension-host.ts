import type { CatalogEntry } from '../manifest/manifest';

export type ExtensionState = 'registered' | 'activating' | 'active' | 'failed' | 'incompatible';

export interface ExtensionStatus {
  id: string;
  version: string;
  builtin: boolean;
  state: ExtensionState;
  error?: string;
  activatedInMs?: number;
}

/**
 * Window event that tells the shell the server's extensions changed (a market install or uninstall made by a view,
 * another tab or a script): the shell re-reads `/extensions/catalog` and installs, updates or removes extensions
 * in place, without a reload. `window.dispatchEvent(new Event(EXTENSIONS_CHANGED_EVENT))`.
 */
export const EXTENSIONS_CHANGED_EVENT = 'tessera:extensions-changed';

export const ExtensionHost = Symbol.for('tessera.core.ExtensionHost');
export interface ExtensionHost {
  readonly catalog: readonly CatalogEntry[];
  load(): Promise<void>;
  /** Activates once; concurrent callers share the in-flight promise. */
  activate(extensionId: string): Promise<void>;
  /** Adds a manifest installed at runtime: routes and menu entries appear without a reload. */
  install(entry: CatalogEntry): Promise<void>;
  uninstall(extensionId: string): Promise<void>;
  status(): ExtensionStatus[];
  /** The React component the extension registered for a view, once active. */
  view(extensionId: string, viewId: string): import('react').ComponentType<ViewProps> | undefined;
}

export interface ViewProps {
  /** Route path the view is mounted at. */
  path: string;
  /** Query parameters of the current route. */
  query: Record<string, string>;
}
