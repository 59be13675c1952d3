/** The element through which the build lists, per lazy entry, every chunk it imports statically. */
export const PRELOAD_MAP_ID = 'tessera-preload';

let map: Record<string, string[]> | undefined;
const requested = new Set<string>();

/**
 * Asks the browser for every chunk a lazy entry imports statically, at once: without it the browser learns of each
 * level only after parsing the one above (echarts or the signed-in shell arrive in 3–5 round trips instead of one).
 * `key` is a shared module's specifier or a core entry's source path (as the build wrote the map). A no-op without
 * the map (tests, an unbuilt console).
 */
export function preloadLazyEntry(key: string, doc: Document = document): void {
  for (const href of lazyEntryFiles(key, doc)) {
    if (requested.has(href)) continue;
    requested.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/** The files the build lists under `key` (relative to the console's root); none without the map. */
export function lazyEntryFiles(key: string, doc: Document = document): readonly string[] {
  if (!map) {
    try {
      map = JSON.parse(doc.getElementById(PRELOAD_MAP_ID)?.textContent || '{}') as Record<string, string[]>;
    } catch {
      map = {};
    }
  }
  return map[key] ?? [];
}

/** The preload map's key of the signed-in shell's common icon set (scripts/blueprint-icons.mjs). */
export const COMMON_ICONS_KEY = 'icons:16px-common';
