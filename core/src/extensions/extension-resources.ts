import { LANGUAGES, type CatalogEntry, type ExtensionManifest, type I18nService, type Language } from '@tessera/sdk';
import type { ModuleImporter } from './module-importer';

/** Joins a manifest-relative path onto the extension's base URL (exactly one slash between). */
export function resolveUrl(baseUrl: string, relative: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative)) return relative;
  return `${baseUrl.replace(/\/+$/, '')}/${relative.replace(/^\.?\/+/, '')}`;
}

/**
 * A market view's menu entry is a row the server adds on install; its title key `menu.<name>` gets its text
 * from the manifest, so the side menu reads it like any core title.
 */
export function addMenuTitles(i18n: I18nService, manifest: ExtensionManifest): void {
  for (const view of manifest.contributes?.views ?? []) {
    const menu = view.menu;
    if (!menu) continue;
    for (const lang of LANGUAGES) {
      const text = menu.title[lang] ?? menu.title.en;
      i18n.addResources(lang, 'core', { menu: { [menu.name]: text } });
    }
  }
}

/** Loads one language of an extension's strings into the namespace named after its id (en when absent). */
export async function loadExtensionLocale(importer: ModuleImporter, i18n: I18nService, entry: CatalogEntry, lang: Language) {
  const locales = entry.manifest.i18n?.locales;
  if (!locales) return;
  const file = locales[lang] ?? locales.en;
  if (!file) return;
  const resources = await importer.fetchJson(resolveUrl(entry.baseUrl, file));
  if (resources && typeof resources === 'object') {
    i18n.addResources(lang, entry.manifest.id, resources as Record<string, unknown>);
  }
}

/** Adds the extension's stylesheets once; returns the links so uninstall can remove them. */
export function styleLinks(extensionId: string, baseUrl: string, styles: string[]): HTMLLinkElement[] {
  if (typeof document === 'undefined') return [];
  return styles.map((style) => {
    const href = resolveUrl(baseUrl, style);
    const existing = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-extension]')].find(
      (l) => l.dataset.extension === extensionId && l.getAttribute('href') === href,
    );
    if (existing) return existing;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.extension = extensionId;
    document.head.appendChild(link);
    return link;
  });
}
