import 'reflect-metadata';
import { Container } from 'inversify';
import { runInAction } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Sdk from '@tessera/sdk';
import { AppHooks, AuthService, createAppHooks, ExtensionHost, I18nService, Logger, Notifier, SessionStore } from '@tessera/sdk';
import { announceSessions, loadCatalogOnLogin, reloadPermissionsOnSiteChange, restoreSession } from '../../../core/src/boot';
import { ExtensionHostInternal } from '../../../core/src/extensions/extension-host-internal';
import { createContainer } from '../../../core/src/container';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';

function fakeContainer() {
  const session = new SessionStoreImpl();
  const auth = { loadPermissions: vi.fn(async () => ({ code: 200 })) };
  let finishLoad = () => {};
  const loading = { current: Promise.resolve() };
  const host = {
    catalog: [] as unknown[],
    load: vi.fn(async () => {}),
    whenLoaded: () => loading.current,
    /** Makes the catalog load "in flight" until the returned function is called. */
    holdLoad() {
      loading.current = new Promise<void>((resolve) => (finishLoad = resolve));
      return () => finishLoad();
    },
  };
  const hooks = createAppHooks();
  const logger = { debug() {}, info() {}, warn: vi.fn(), error() {}, child: () => logger };
  const notifier = { error: vi.fn() };
  const i18n = { t: (key: string) => `t:${key}` };
  const c = new Container();
  c.bind(Notifier).toConstantValue(notifier as unknown as Notifier);
  c.bind(I18nService).toConstantValue(i18n as unknown as I18nService);
  c.bind(SessionStore).toConstantValue(session);
  c.bind(AuthService).toConstantValue(auth as unknown as AuthService);
  c.bind(ExtensionHost).toConstantValue(host as unknown as ExtensionHost);
  c.bind(Logger).toConstantValue(logger as unknown as Logger);
  c.bind(ExtensionHostInternal).toConstantValue(host as unknown as ExtensionHostInternal);
  c.bind(AppHooks).toConstantValue(hooks);
  return { c, session, auth, host, logger, notifier, hooks };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('restoreSession', () => {
  it('clears a stored token that has expired, says the login expired, and loads nothing', async () => {
    const { c, session, auth, host, notifier } = fakeContainer();
    session.setToken('old', 60, true);
    await restoreSession(c, Date.now() + 61_000);
    expect(session.token).toBeNull();
    expect(notifier.error).toHaveBeenCalledWith('t:session.expired');
    expect(auth.loadPermissions).not.toHaveBeenCalled();
    expect(host.load).not.toHaveBeenCalled();
  });

  it('without any token stays quiet', async () => {
    const { c, auth, notifier } = fakeContainer();
    await restoreSession(c);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(auth.loadPermissions).not.toHaveBeenCalled();
  });

  it('drops a session still on its one-time password, so login asks for the change again', async () => {
    const { c, session, auth, host } = fakeContainer();
    session.setToken('live', 3600, true);
    session.setUser({ id: 'u1', name: 'Ada', authority: 'TENANT_USER', must_change_password: '1' });
    await restoreSession(c);
    expect(session.token).toBeNull();
    expect(auth.loadPermissions).not.toHaveBeenCalled();
    expect(host.load).not.toHaveBeenCalled();
  });

  it('with a live token loads permissions and the extension catalog', async () => {
    const { c, session, auth, host, notifier } = fakeContainer();
    session.setToken('live', 3600, true);
    await restoreSession(c);
    expect(session.token).toBe('live');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(auth.loadPermissions).toHaveBeenCalledOnce();
    expect(host.load).toHaveBeenCalledOnce();
  });

  it('a failing catalog is logged, not thrown: the shell still renders', async () => {
    const { c, session, host, logger } = fakeContainer();
    session.setToken('live', 3600, true);
    host.load.mockRejectedValueOnce(new Error('offline'));
    await expect(restoreSession(c)).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('loadCatalogOnLogin', () => {
  it('loads the catalog when a login creates a session', () => {
    const { c, session, host } = fakeContainer();
    const dispose = loadCatalogOnLogin(c);
    expect(host.load).not.toHaveBeenCalled();
    runInAction(() => session.setToken('new', 3600, true));
    expect(host.load).toHaveBeenCalledOnce();
    dispose();
  });

  it('does not reload a catalog already loaded', () => {
    const { c, session, host } = fakeContainer();
    host.catalog = [{}];
    const dispose = loadCatalogOnLogin(c);
    session.setToken('new', 3600, true);
    expect(host.load).not.toHaveBeenCalled();
    dispose();
  });
});

describe('announceSessions', () => {
  const ada = { id: 'u1', name: 'Ada', authority: 'TENANT_ADMIN' as const };

  it('fires sessionStarted for a restored session, once the catalog (eager extensions) has loaded', async () => {
    const { c, session, host, hooks } = fakeContainer();
    session.setToken('live', 3600, true);
    session.setUser(ada);
    const finish = host.holdLoad();
    const started = vi.fn();
    hooks.sessionStarted.tap('test', started);
    const dispose = announceSessions(c);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith(ada));
    dispose();
  });

  it('waits for a one-time password to be changed before the session counts as started', async () => {
    const { c, session, hooks } = fakeContainer();
    const started = vi.fn();
    hooks.sessionStarted.tap('test', started);
    const dispose = announceSessions(c);
    session.setToken('one-time', 3600, true);
    session.setUser({ ...ada, must_change_password: '1' });
    await new Promise((r) => setTimeout(r, 0));
    expect(started).not.toHaveBeenCalled();
    session.setUser({ ...ada, must_change_password: '0' });
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    dispose();
  });

  it('fires sessionStarted once per login and sessionEnded when the token goes', async () => {
    const { c, session, hooks } = fakeContainer();
    const started = vi.fn();
    const ended = vi.fn();
    hooks.sessionStarted.tap('test', started);
    hooks.sessionEnded.tap('test', ended);
    const dispose = announceSessions(c);
    session.setToken('new', 3600, true);
    session.setUser(ada);
    session.setUser({ ...ada, name: 'Ada L.' });
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(ended).not.toHaveBeenCalled();
    session.clear();
    expect(ended).toHaveBeenCalledOnce();
    dispose();
  });

  it('a throwing tap is logged and does not stop the session', async () => {
    const { c, session, hooks, logger } = fakeContainer();
    hooks.sessionStarted.tap('broken', () => {
      throw new Error('tap failed');
    });
    const dispose = announceSessions(c);
    session.setToken('new', 3600, true);
    session.setUser(ada);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith('sessionStarted tap threw', expect.any(Error)));
    expect(session.token).toBe('new');
    dispose();
  });
});

describe('reloadPermissionsOnSiteChange', () => {
  it('reloads the permissions when the chosen site changes while signed in, and not otherwise', () => {
    const { c, session, auth } = fakeContainer();
    const dispose = reloadPermissionsOnSiteChange(c);
    session.setAuthSiteId('site-a');
    expect(auth.loadPermissions).not.toHaveBeenCalled();
    session.setToken('live', 3600, true);
    session.setAuthSiteId('site-b');
    expect(auth.loadPermissions).toHaveBeenCalledOnce();
    session.setAuthSiteId('site-b');
    expect(auth.loadPermissions).toHaveBeenCalledOnce();
    session.setAuthSiteId(null);
    expect(auth.loadPermissions).toHaveBeenCalledTimes(2);
    dispose();
    session.setAuthSiteId('site-c');
    expect(auth.loadPermissions).toHaveBeenCalledTimes(2);
  });
});

describe('createContainer', () => {
  it('resolves every core token of the SDK from the three modules', () => {
    const container = createContainer();
    const tokens = Object.entries(Sdk.Tokens).filter(([name]) => name !== 'Realtime');
    for (const [name, token] of tokens) {
      expect(() => container.get(token as symbol), name).not.toThrow();
    }
    // Singletons: one session per tab.
    expect(container.get(SessionStore)).toBe(container.get(SessionStore));
  });
});
