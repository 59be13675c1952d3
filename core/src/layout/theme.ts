/**
 * The spec's two console themes; the class on <html> switches the CSS variables in styles/theme.css.
 */
export type ThemeName = 'blue' | 'white';
export const THEMES: readonly ThemeName[] = ['blue', 'white'];
export const THEME_STORAGE_KEY = 'tessera.theme';
export const DEFAULT_THEME: ThemeName = 'blue';

export function themeClass(theme: ThemeName): string {
  return `tessera-theme-${theme}`;
}

function isTheme(value: unknown): value is ThemeName {
  return value === 'blue' || value === 'white';
}

/** The stored choice, else the server's logo settings theme, else blue. */
export function readTheme(fallback?: string | null): ThemeName {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(THEME_STORAGE_KEY);
  if (isTheme(stored)) return stored;
  return isTheme(fallback) ? fallback : DEFAULT_THEME;
}

/** Puts exactly one theme class on the root element and remembers the choice. */
export function applyTheme(theme: ThemeName, persist = true, root: HTMLElement = document.documentElement): void {
  for (const t of THEMES) root.classList.remove(themeClass(t));
  root.classList.add(themeClass(theme));
  root.dataset.theme = theme;
  if (persist) localStorage.setItem(THEME_STORAGE_KEY, theme);
}
