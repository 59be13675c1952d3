/** The manifest rules JSON Schema cannot express: uniqueness, cross-field equality, market-only requirements. */
import type { ExtensionManifest } from './manifest';
import type { ManifestError, ValidateManifestOptions } from './validate-manifest';

/** The publisher reserved for the extensions that ship with the console. */
export const BUILTIN_PUBLISHER = 'tessera';

function duplicates<T>(items: T[] | undefined, key: (item: T) => unknown, base: string, field: string): ManifestError[] {
  if (!Array.isArray(items)) return [];
  const first = new Map<unknown, number>();
  const out: ManifestError[] = [];
  items.forEach((item, i) => {
    const k = item && typeof item === 'object' ? key(item) : undefined;
    if (typeof k !== 'string') return;
    if (first.has(k)) out.push({ path: `${base}/${i}/${field}`, message: `duplicate ${field} "${k}" (also at ${base}/${first.get(k)})` });
    else first.set(k, i);
  });
  return out;
}

export function manifestRuleErrors(m: Partial<ExtensionManifest>, options: ValidateManifestOptions): ManifestError[] {
  const errors: ManifestError[] = [];
  const views = Array.isArray(m.contributes?.views) ? m.contributes.views : [];
  const pages = Array.isArray(m.contributes?.pages) ? m.contributes.pages : [];

  errors.push(...duplicates(views, (v) => v.id, '/contributes/views', 'id'));
  errors.push(...duplicates(views, (v) => v.viewPath, '/contributes/views', 'viewPath'));
  errors.push(...duplicates(pages, (p) => p.id, '/contributes/pages', 'id'));
  errors.push(...duplicates(pages, (p) => p.path, '/contributes/pages', 'path'));
  errors.push(...duplicates(m.contributes?.widgets, (w) => w.type, '/contributes/widgets', 'type'));
  errors.push(...duplicates(m.provides?.services, (s) => s.token, '/provides/services', 'token'));

  // Views and pages share one id space: the entry registers components by id.
  const viewIds = new Set(views.map((v) => v?.id));
  pages.forEach((p, i) => {
    if (p && viewIds.has(p.id)) errors.push({ path: `/contributes/pages/${i}/id`, message: `id "${p.id}" is already used by a view` });
  });
  const componentIds = new Set([...viewIds, ...pages.map((p) => p?.id)]);
  (Array.isArray(m.contributes?.headerItems) ? m.contributes.headerItems : []).forEach((h, i) => {
    if (h && !componentIds.has(h.view))
      errors.push({ path: `/contributes/headerItems/${i}/view`, message: `"${h.view}" is not a view or page of this extension` });
  });

  if (m.i18n && typeof m.i18n.namespace === 'string' && typeof m.id === 'string' && m.i18n.namespace !== m.id) {
    errors.push({ path: '/i18n/namespace', message: `must equal the extension id "${m.id}"` });
  }

  if (options.market) {
    if (m.integrity === undefined) {
      errors.push({ path: '/integrity', message: 'is required for market packages (run `tessera-ext build`)' });
    }
    if (typeof m.id === 'string' && m.id.startsWith(`${BUILTIN_PUBLISHER}.`)) {
      errors.push({ path: '/id', message: `the publisher "${BUILTIN_PUBLISHER}" is reserved for built-in extensions` });
    }
  }
  return errors;
}
