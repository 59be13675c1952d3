import { LANGUAGES, type Language } from '@tessera/sdk';
import { CORE_AREAS } from './areas';
import common from './locales/ch/common.json';
import layout from './locales/ch/layout.json';
import auth from './locales/ch/auth.json';
import menu from './locales/ch/menu.json';
import button from './locales/ch/button.json';
import http from './locales/ch/http.json';
import session from './locales/ch/session.json';
import host from './locales/ch/host.json';
import widgets from './locales/ch/widgets.json';
import permissionTree from './locales/ch/permissionTree.json';

export type LocaleTree = Record<string, unknown>;

/**
 * The default language ships in the initial bundle so the login page never waits for a locale chunk; the
 * other five are loaded on demand.
 */
export const CH_RESOURCES: LocaleTree = {
  common,
  layout,
  auth,
  menu,
  button,
  http,
  session,
  host,
  widgets,
  permissionTree,
} satisfies Record<(typeof CORE_AREAS)[number], unknown>;

/** Builds namespace `core` for a language by merging its area files under their file names. */
export async function loadCoreLocale(lang: Language): Promise<LocaleTree> {
  if (lang === 'ch') return CH_RESOURCES;
  if (!(LANGUAGES as readonly string[]).includes(lang)) throw new Error(`Unsupported language: ${String(lang)}`);
  const parts = await Promise.all(
    CORE_AREAS.map(async (area) => {
      // A template-literal import: esbuild turns it into one lazy chunk per matching file, vite does the same.
      const mod = (await import(`./locales/${lang}/${area}.json`)) as { default?: unknown };
      return [area, mod.default ?? mod] as const;
    }),
  );
  return Object.fromEntries(parts);
}
