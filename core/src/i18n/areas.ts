/**
 * The fixed list of core locale areas. Each area is one file per language,
 * `locales/<lang>/<area>.json`, and its file name is the key prefix in namespace `core`
 * (`http.json` `{"networkError": …}` → `t('http.networkError')`).
 */
export const CORE_AREAS = ['common', 'layout', 'auth', 'menu', 'button', 'http', 'session', 'host', 'widgets', 'permissionTree'] as const;
export type CoreArea = (typeof CORE_AREAS)[number];

/** The i18next namespace of the shell's own strings. */
export const CORE_NAMESPACE = 'core';
