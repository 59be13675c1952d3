import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isObservable, reaction } from 'mobx';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';

// Session fields and clearing rules of the spec's entity fields and the spec's state rules, persisted under the
// contract's storage keys.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

const user = { id: 'u1', name: 'Ada', authority: 'TENANT_ADMIN' as const };
const permissions = { menu_tree: [{ name: 'Home', type: '1' as const }], page_tree: [], other_list: ['device:add'] };

describe('SessionStoreImpl', () => {
  it('expiry = now + expires_in seconds, stored as absolute ms', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const s = new SessionStoreImpl();
    s.setToken('t', 3600, true);
    expect(s.expiresAt).toBe(1_700_000_000_000 + 3_600_000);
    expect(localStorage.getItem('id_token')).toBe('t');
    expect(localStorage.getItem('id_token_expires_in')).toBe(String(1_700_000_000_000 + 3_600_000));
    expect(s.remainingMs(1_700_000_000_000 + 600_000)).toBe(3_000_000);
    expect(s.isValid(1_700_000_000_000 + 3_599_999)).toBe(true);
    expect(s.isValid(1_700_000_000_000 + 3_600_000)).toBe(false);
  });

  it('remember=true keeps the token in localStorage, false in sessionStorage only', () => {
    const s = new SessionStoreImpl();
    s.setToken('kept', 60, true);
    expect(localStorage.getItem('id_token')).toBe('kept');
    expect(sessionStorage.getItem('id_token')).toBeNull();
    s.setToken('tab-only', 60, false);
    expect(sessionStorage.getItem('id_token')).toBe('tab-only');
    expect(localStorage.getItem('id_token')).toBeNull();
    // A refresh (no remember argument) stays where the login put the token.
    s.setToken('refreshed', 60);
    expect(sessionStorage.getItem('id_token')).toBe('refreshed');
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('restores everything from storage in a new instance (page reload)', () => {
    const a = new SessionStoreImpl();
    a.setToken('t', 600, false);
    a.setUser(user);
    a.setPermissions(permissions);
    a.setAuthSiteId('s1');
    a.setOwnerSite({ id: 'o1', name: 'Plant' });
    a.setLogo({ system_name: 'X', logo_one: '/l.png' });
    a.setLanguage('de');
    const b = new SessionStoreImpl();
    expect(b.token).toBe('t');
    expect(b.expiresAt).toBe(a.expiresAt);
    expect(b.user).toEqual(user);
    expect(b.permissions).toEqual(permissions);
    expect(b.authSiteId).toBe('s1');
    expect(b.ownerSite).toEqual({ id: 'o1', name: 'Plant' });
    expect(b.logo).toEqual({ system_name: 'X', logo_one: '/l.png' });
    expect(b.language).toBe('de');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(localStorage.getItem('auth_site_id')).toBe('s1');
    expect(localStorage.getItem('language')).toBe('de');
  });

  it('language defaults to ch and ignores unknown stored values', () => {
    expect(new SessionStoreImpl().language).toBe('ch');
    localStorage.setItem('language', 'xx');
    expect(new SessionStoreImpl().language).toBe('ch');
  });

  it('clear() (logout) removes permissions, user and token from memory and storage', () => {
    const s = new SessionStoreImpl();
    s.setToken('t', 600, true);
    s.setUser(user);
    s.setPermissions(permissions);
    s.setAuthSiteId('s1');
    s.setLanguage('en');
    s.clear();
    expect(s.token).toBeNull();
    expect(s.expiresAt).toBeNull();
    expect(s.user).toBeNull();
    expect(s.permissions).toBeNull();
    expect(s.authSiteId).toBeNull();
    expect(s.remainingMs()).toBeNull();
    for (const k of ['id_token', 'id_token_expires_in', 'user', 'permissions', 'auth_site_id']) {
      expect(localStorage.getItem(k), k).toBeNull();
    }
    expect(s.language).toBe('en');
  });

  it('refreshPageState() clears a stored token past its expiry and keeps a live one', () => {
    const s = new SessionStoreImpl();
    s.setToken('t', 60, true);
    const exp = s.expiresAt!;
    s.refreshPageState(exp - 1);
    expect(s.token).toBe('t');
    s.refreshPageState(exp);
    expect(s.token).toBeNull();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(new SessionStoreImpl().token).toBeNull();
  });

  it('a token stored without an expiry counts as expired', () => {
    localStorage.setItem('id_token', 'legacy');
    const s = new SessionStoreImpl();
    expect(s.isValid()).toBe(false);
    s.refreshPageState();
    expect(s.token).toBeNull();
  });

  it('is observable: a reaction sees the token change', () => {
    const s = new SessionStoreImpl();
    expect(isObservable(s)).toBe(true);
    const seen: (string | null)[] = [];
    const dispose = reaction(
      () => s.token,
      (t) => seen.push(t),
    );
    s.setToken('a', 60);
    s.clear();
    dispose();
    expect(seen).toEqual(['a', null]);
  });
});
