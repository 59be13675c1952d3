import { COMMON_ICONS_KEY, lazyEntryFiles, preloadLazyEntry } from '../extensions/preload';
import { loadDeferredStyles } from '../layout/deferred-styles';
import { preloadable } from './preloadable';

// The signed-in shell and the public share page load on first use: the login page's first load carries neither.
// Both wait for the second half of the stylesheet (menus, popovers...), which the login page does not load either.
export const SignedInShell = preloadable(async () => {
  preloadLazyEntry('core/src/layout/signed-in-shell.tsx');
  preloadLazyEntry(COMMON_ICONS_KEY);
  const [m] = await Promise.all([import('../layout/signed-in-shell'), loadDeferredStyles()]);
  m.installShellIcons(lazyEntryFiles(COMMON_ICONS_KEY)[0]);
  return m.SignedInShell;
});

/**
 * Starts fetching the signed-in shell when a session is already there (boot) or about to be (a login submitted),
 * in parallel with the rest. Resolves when it is loaded, never rejects (a failed load is tried again on render).
 */
export function preloadSignedInShell(): Promise<void> {
  return SignedInShell.preload().then(
    () => undefined,
    () => undefined,
  );
}
export const SharePage = preloadable(async () => {
  preloadLazyEntry('core/src/router/share-page.tsx');
  const [m] = await Promise.all([import('./share-page'), loadDeferredStyles()]);
  return m.SharePage;
});

/** Starts fetching the public share page at boot when the address is a share link. */
export function preloadSharePage(): Promise<void> {
  return SharePage.preload().then(
    () => undefined,
    () => undefined,
  );
}

// The login page's neighbours: most visitors only ever sign in, so registering and resetting load when opened.
export const RegisterPage = preloadable(async () => (await import('../auth/register-page')).RegisterPage);
export const ResetPage = preloadable(async () => (await import('../auth/reset-page')).ResetPage);
