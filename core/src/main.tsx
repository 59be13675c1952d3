import './reflect-metadata-lite';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/shell.css';
import { createRoot } from 'react-dom/client';
import { OverlaysProvider } from '@blueprintjs/core';
import { I18nextProvider } from 'react-i18next';
import { AppHooks, I18nService, SdkContext, SessionStore, type SdkContextValue } from '@tessera/sdk';
import { App } from './app';
import { preloadSharePage, preloadSignedInShell } from './router/lazy-pages';
import { SHARE_PATH } from './router/fixed-routes';
import { announceSessions, loadCatalogOnLogin, reloadPermissionsOnSiteChange, restoreSession } from './boot';
import { createContainer } from './container';
import { watchCatalogChanges } from './extensions/catalog-sync';
import { activateLandingView } from './extensions/landing-view';
import { applyTheme, readTheme } from './layout/theme';
import type { I18nServiceImpl } from './services/i18n-service-impl';

/** Boot (docs/ARCHITECTURE.md, "Boot"): container and hooks, i18n, shared modules, session restore, first render. */
async function boot(): Promise<void> {
  const container = createContainer();
  const hooks = container.get<AppHooks>(AppHooks);
  const i18n = container.get<I18nServiceImpl>(I18nService);
  // A stored session lands in the signed-in shell, a share link on the share page: fetch it while i18n and the
  // session restore run, and render once it is there (a lazy page would hold its reveal back; see preloadable.ts).
  const signedIn = !!container.get<SessionStore>(SessionStore).token;
  const landing = window.location.hash.startsWith(`#${SHARE_PATH}`) ? preloadSharePage() : signedIn ? preloadSignedInShell() : undefined;
  // The stored `language` (default ch) is loaded before the first paint, so no text flashes in Chinese.
  await i18n.ready;
  await restoreSession(container);
  loadCatalogOnLogin(container);
  announceSessions(container);
  reloadPermissionsOnSiteChange(container);
  // Market installs made after boot reach the running shell without a reload.
  watchCatalogChanges(container);
  await hooks.initialize.promise();
  if (container.get<SessionStore>(SessionStore).token) activateLandingView(container);
  applyTheme(readTheme(container.get<SessionStore>(SessionStore).logo?.theme), false);
  await landing;

  const sdk: SdkContextValue = { get: <T,>(token: symbol) => container.get<T>(token) };
  const host = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(host).render(
    <SdkContext.Provider value={sdk}>
      <I18nextProvider i18n={i18n.i18next} defaultNS="core">
        <OverlaysProvider>
          <App />
        </OverlaysProvider>
      </I18nextProvider>
    </SdkContext.Provider>,
  );
  hooks.ready.call();
}

boot().catch((err: unknown) => {
  // Nothing else can report it: the shell never rendered.
  console.error('[tessera] boot failed', err);
});
