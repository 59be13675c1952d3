import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { AppHooks, AuthService, ExtensionHost, I18nService, Logger, Notifier, SessionStore } from '@tessera/sdk';
import { ExtensionHostInternal } from './extensions/extension-host-internal';
import { SESSION_EXPIRED_KEY } from './services/route-guard';

/**
 * Session restore at start-up: a stored token past its expiry is cleared (and the user
 * told why, as the guard would have: 用户登录已过期，请重新登录！); if a token remains, permissions (menu_tree,
 * page_tree, other_list) and the extension catalog are loaded. A session still on a one-time password is dropped
 * (logging in again opens the password change). Failures are logged, never thrown: the shell must
 * still render so the guard can send the user to login.
 */
export async function restoreSession(container: Container, now: number = Date.now()): Promise<void> {
  const session = container.get<SessionStore>(SessionStore);
  const log = container.get<Logger>(Logger).child('boot');
  const hadToken = !!session.token;
  session.refreshPageState(now);
  if (!session.token) {
    if (hadToken) {
      container.get<Notifier>(Notifier).error(container.get<I18nService>(I18nService).t(SESSION_EXPIRED_KEY));
    }
    return;
  }
  // A session still on its one-time password may do nothing but change it, which the login page asks for.
  if (session.user?.must_change_password === '1') {
    session.clear();
    return;
  }
  const [permissions, catalog] = await Promise.allSettled([
    container.get<AuthService>(AuthService).loadPermissions(),
    container.get<ExtensionHost>(ExtensionHost).load(),
  ]);
  if (permissions.status === 'rejected') log.warn('permissions not loaded', permissions.reason);
  if (catalog.status === 'rejected') log.warn('extension catalog not loaded', catalog.reason);
}

/**
 * The catalog needs a session: when a login (not a restore) creates one, load it then. Returns the disposer.
 */
export function loadCatalogOnLogin(container: Container): () => void {
  const session = container.get<SessionStore>(SessionStore);
  const host = container.get<ExtensionHost>(ExtensionHost);
  const log = container.get<Logger>(Logger).child('boot');
  return reaction(
    () => !!session.token,
    (signedIn) => {
      if (signedIn && host.catalog.length === 0) {
        host.load().catch((err: unknown) => log.warn('extension catalog not loaded', err));
      }
    },
  );
}

/**
 * Site roles grant their functions only inside their site, so the menu, routes and buttons depend on the chosen
 * site: reload the permissions whenever it changes while signed in. Returns the disposer.
 */
export function reloadPermissionsOnSiteChange(container: Container): () => void {
  const session = container.get<SessionStore>(SessionStore);
  const auth = container.get<AuthService>(AuthService);
  return reaction(
    () => session.authSiteId,
    () => {
      if (session.token) void auth.loadPermissions();
    },
  );
}

/**
 * The session hooks, for a login and a restored session alike: `sessionStarted(user)` once the user is known and the
 * catalog load in flight (eager extensions included) has settled, so eager extensions' taps hear it;
 * `sessionEnded()` when the token goes (logout, expiry, a refused refresh). Returns the disposer.
 */
export function announceSessions(container: Container): () => void {
  const session = container.get<SessionStore>(SessionStore);
  const host = container.get<ExtensionHostInternal>(ExtensionHostInternal);
  const hooks = container.get<AppHooks>(AppHooks);
  const log = container.get<Logger>(Logger).child('boot');
  let startedFor: string | null = null;
  const guarded = (name: string, fire: () => void) => {
    try {
      fire();
    } catch (err) {
      log.warn(`${name} tap threw`, err);
    }
  };
  const starts = reaction(
    // A one-time password must be changed before the session counts as started.
    () => (session.token && session.user && session.user.must_change_password !== '1' ? session.user.id : null),
    (id) => {
      if (!id || id === startedFor) return;
      startedFor = id;
      void host.whenLoaded().then(() => {
        const user = session.user;
        if (session.token && user?.id === id) guarded('sessionStarted', () => hooks.sessionStarted.call(user));
      });
    },
    { fireImmediately: true },
  );
  const ends = reaction(
    () => !!session.token,
    (signedIn) => {
      if (signedIn || startedFor === null) return;
      startedFor = null;
      guarded('sessionEnded', () => hooks.sessionEnded.call());
    },
  );
  return () => {
    starts();
    ends();
  };
}
