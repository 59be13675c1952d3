import { injectable } from 'inversify';
import { action, makeObservable, observable, observableShallow } from 'mobx';
import type { CatalogEntry, ViewConflict, ViewProvider, ViewRegistry } from '@tessera/sdk';

interface Claim extends ViewProvider {
  viewPath: string;
}

/**
 * viewPath → {extensionId, viewId}, built from manifests alone (docs/ARCHITECTURE.md, 'The path of a screen'): no
 * extension code runs to know who renders a menu node. Two claims on one path are a catalog error; the first claimant
 * keeps the path so the shell stays deterministic, and the conflict is listed on the diagnostics page.
 */
@injectable()
export class ViewRegistryImpl implements ViewRegistry {
  /** Claims in catalog order, per view path. */
  private claims = new Map<string, Claim[]>();
  version = 0;

  constructor() {
    makeObservable<ViewRegistryImpl, 'claims'>(this, {
      claims: observableShallow,
      version: observable,
      rebuild: action,
      add: action,
      remove: action,
    });
  }

  rebuild(catalog: CatalogEntry[]): void {
    this.claims = new Map();
    for (const entry of catalog) this.addClaims(entry);
    this.version++;
  }

  add(entry: CatalogEntry): void {
    this.dropClaims(entry.manifest.id);
    this.addClaims(entry);
    this.version++;
  }

  remove(extensionId: string): void {
    this.dropClaims(extensionId);
    this.version++;
  }

  resolve(viewPath: string): ViewProvider | undefined {
    // Read `version` so observers re-render when the registry changes.
    void this.version;
    const first = this.claims.get(normalizeViewPath(viewPath))?.[0];
    return first && { extensionId: first.extensionId, viewId: first.viewId };
  }

  conflicts(): ViewConflict[] {
    void this.version;
    const out: ViewConflict[] = [];
    for (const [viewPath, list] of this.claims) {
      const ids = [...new Set(list.map((c) => c.extensionId))];
      if (list.length > 1) out.push({ viewPath, extensionIds: ids });
    }
    return out;
  }

  /** Every view path an extension claims (diagnostics, uninstall). */
  pathsOf(extensionId: string): string[] {
    void this.version;
    return [...this.claims.values()]
      .flat()
      .filter((c) => c.extensionId === extensionId)
      .map((c) => c.viewPath);
  }

  private addClaims(entry: CatalogEntry) {
    if (entry.enabled === false) return;
    const { id, contributes } = entry.manifest;
    const declared = [...(contributes?.views ?? []), ...(contributes?.pages ?? [])];
    for (const view of declared) {
      const viewPath = normalizeViewPath(view.viewPath);
      const list = this.claims.get(viewPath) ?? [];
      list.push({ extensionId: id, viewId: view.id, viewPath });
      this.claims.set(viewPath, list);
    }
  }

  private dropClaims(extensionId: string) {
    for (const [path, list] of this.claims) {
      const kept = list.filter((c) => c.extensionId !== extensionId);
      if (kept.length) this.claims.set(path, kept);
      else this.claims.delete(path);
    }
  }
}

/** Old menu rows carry a `.vue` suffix or miss the leading slash; both name the same view. */
export function normalizeViewPath(viewPath: string): string {
  let p = viewPath.trim().replace(/\.(vue|tsx?|jsx?)$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  return p;
}
