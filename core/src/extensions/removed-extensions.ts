import { observable, runInAction } from 'mobx';
import type { ExtensionManifest } from '@tessera/sdk';

/** Route and view paths of extensions this tab removed at runtime → the removed extension's display name. */
const removed = observable.map<string, ExtensionManifest['displayName']>();

const norm = (p: string) => p.replace(/\/+$/, '') || '/';

/**
 * Remembers what a runtime uninstall (or disable) took away, so a tab still showing one of its pages says "this
 * extension was removed" instead of "page not found" (docs/market.md, "Realtime").
 */
export function rememberRemoved(manifest: ExtensionManifest): void {
  const c = manifest.contributes ?? {};
  const paths = [...(c.views ?? []).flatMap((v) => [v.viewPath, ...(v.menu ? [v.menu.path] : [])]), ...(c.pages ?? []).flatMap((p) => [p.path, p.viewPath])];
  runInAction(() => {
    for (const p of paths) removed.set(norm(p), manifest.displayName);
  });
}

/** An extension with this id came back (reinstalled or enabled): its paths are live again. */
export function forgetRemoved(manifest: ExtensionManifest): void {
  const c = manifest.contributes ?? {};
  const paths = [...(c.views ?? []).flatMap((v) => [v.viewPath, ...(v.menu ? [v.menu.path] : [])]), ...(c.pages ?? []).flatMap((p) => [p.path, p.viewPath])];
  runInAction(() => {
    for (const p of paths) removed.delete(norm(p));
  });
}

export function removedExtensionAt(path: string): ExtensionManifest['displayName'] | undefined {
  return removed.get(norm(path));
}
