/**
 * What an extension claims — the view paths it renders, its widget types, the service tokens it provides and the route
 * paths of its menu entries and pages — and the
 * first of those another extension or a built-in menu entry already holds (pure). An install that would claim one
 * twice is refused, naming the owner, instead of rendering someone else's view or showing a second menu entry.
 */
import type { ExtensionManifest } from '@tessera/sdk/manifest';
import { fill, type LocalizedText } from '../../i18n/localized-text';
import { EXT_MSG } from './messages';

/** A menu row as stored (`sys_function`): its route path, view and owning extension (null for the seeded menu). */
export interface MenuRow {
  name: string;
  path: string;
  component: string;
  extension_id: string | null;
}

/** `/a/b/` and `/a/b` are one path. */
const normalize = (p: string) => {
  const t = p.trim().replace(/\/+$/, '');
  return t.startsWith('/') ? t : `/${t}`;
};

const viewPathsOf = (m: ExtensionManifest) => [...(m.contributes?.views ?? []), ...(m.contributes?.pages ?? [])].map((v) => normalize(v.viewPath));

const widgetTypesOf = (m: ExtensionManifest) => (m.contributes?.widgets ?? []).map((w) => w.type);
const serviceTokensOf = (m: ExtensionManifest) => (m.provides?.services ?? []).map((x) => x.token);

const routePathsOf = (m: ExtensionManifest) =>
  [...(m.contributes?.views ?? []).flatMap((v) => (v.menu ? [v.menu.path] : [])), ...(m.contributes?.pages ?? []).map((p) => p.path)].map(normalize);

/** The refusal for the first claim of `manifest` someone else holds; null when every claim is free. */
export function claimConflict(manifest: ExtensionManifest, others: ExtensionManifest[], menuRows: MenuRow[]): LocalizedText | null {
  const rivals = others.filter((o) => o.id !== manifest.id);
  const viewOwner = new Map<string, string>();
  for (const o of rivals) for (const v of viewPathsOf(o)) if (!viewOwner.has(v)) viewOwner.set(v, o.id);
  for (const path of viewPathsOf(manifest)) {
    const owner = viewOwner.get(path);
    if (owner) return fill(EXT_MSG.viewClaimed, { path, owner });
  }
  for (const [of, msg] of [
    [widgetTypesOf, EXT_MSG.widgetClaimed],
    [serviceTokensOf, EXT_MSG.serviceClaimed],
  ] as const) {
    const owner = new Map<string, string>();
    for (const o of rivals) for (const k of of(o)) if (!owner.has(k)) owner.set(k, o.id);
    for (const k of of(manifest)) {
      const who = owner.get(k);
      if (who) return fill(msg, { name: k, owner: who });
    }
  }
  const routeOwner = new Map<string, string>();
  for (const o of rivals) for (const r of routePathsOf(o)) if (!routeOwner.has(r)) routeOwner.set(r, o.id);
  for (const path of routePathsOf(manifest)) {
    const owner = routeOwner.get(path);
    if (owner) return fill(EXT_MSG.menuPathClaimed, { path, owner });
    const row = menuRows.find((r) => r.path && normalize(r.path) === path && r.extension_id !== manifest.id);
    if (!row) continue;
    // A seeded row belongs to the built-in extension rendering its view, when one does.
    const rowOwner = row.extension_id ?? (row.component ? viewOwner.get(normalize(row.component)) : undefined);
    return rowOwner ? fill(EXT_MSG.menuPathClaimed, { path, owner: rowOwner }) : fill(EXT_MSG.menuPathBuiltin, { path, menu: row.name });
  }
  return null;
}
