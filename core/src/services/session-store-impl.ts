import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LANGUAGES, type Language, type LogoSettings, type OwnerSite, type Permissions, type SessionStore, type SessionUser } from '@tessera/sdk';
import { StorageKeys } from './storage-keys';

type StoreLogin = SessionStore['storeLogin'];

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access can throw (privacy modes); the session then lives in memory only.
    return undefined;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage('local')?.getItem(key);
  if (raw == null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  const s = storage('local');
  if (!s) return;
  if (value == null) s.removeItem(key);
  else s.setItem(key, JSON.stringify(value));
}

function writeText(key: string, value: string | null): void {
  const s = storage('local');
  if (!s) return;
  if (value == null) s.removeItem(key);
  else s.setItem(key, value);
}

/**
 * Session state of the spec's entity fields, observable and persisted. The token and its absolute expiry live in
 * localStorage when the user asked to be remembered and in sessionStorage otherwise, so an unremembered login dies with
 * the browser.
 */
@injectable()
export class SessionStoreImpl implements SessionStore {
  token: string | null = null;
  expiresAt: number | null = null;
  user: SessionUser | null = null;
  authSiteId: string | null = null;
  permissions: Permissions | null = null;
  ownerSite: OwnerSite | null = null;
  logo: LogoSettings | null = null;
  language: Language = 'ch';
  storeLogin: StoreLogin = null;
  /** Where the token is kept: localStorage when remembered (default) or sessionStorage. */
  remembered = true;

  constructor() {
    this.load();
    makeAutoObservable(this, {}, { autoBind: true });
  }

  private load(): void {
    const local = storage('local');
    const session = storage('session');
    const fromSession = session?.getItem(StorageKeys.token);
    const tokenStore = fromSession ? session : local;
    this.remembered = !fromSession;
    this.token = tokenStore?.getItem(StorageKeys.token) || null;
    const exp = Number(tokenStore?.getItem(StorageKeys.expiresAt));
    this.expiresAt = Number.isFinite(exp) && exp > 0 ? exp : null;
    this.user = readJson<SessionUser>(StorageKeys.user);
    this.permissions = readJson<Permissions>(StorageKeys.permissions);
    this.authSiteId = local?.getItem(StorageKeys.authSiteId) || null;
    this.ownerSite = readJson<OwnerSite>(StorageKeys.ownerSite);
    this.logo = readJson<LogoSettings>(StorageKeys.logo);
    const lang = local?.getItem(StorageKeys.language);
    this.language = lang && (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'ch';
    this.storeLogin = readJson<StoreLogin>(StorageKeys.storeLogin);
  }

  setToken(token: string, expiresInSeconds: number, remember?: boolean): void {
    // A refresh passes no `remember`: the token stays where the login put it.
    if (remember !== undefined) this.remembered = remember;
    this.token = token;
    this.expiresAt = Date.now() + expiresInSeconds * 1000;
    this.removeToken();
    const target = storage(this.remembered ? 'local' : 'session');
    target?.setItem(StorageKeys.token, token);
    target?.setItem(StorageKeys.expiresAt, String(this.expiresAt));
  }

  private removeToken(): void {
    for (const s of [storage('local'), storage('session')]) {
      s?.removeItem(StorageKeys.token);
      s?.removeItem(StorageKeys.expiresAt);
    }
  }

  private clearToken(): void {
    this.token = null;
    this.expiresAt = null;
    this.removeToken();
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
    writeJson(StorageKeys.user, user);
  }

  setAuthSiteId(id: string | null): void {
    this.authSiteId = id || null;
    writeText(StorageKeys.authSiteId, this.authSiteId);
  }

  setPermissions(p: Permissions | null): void {
    this.permissions = p;
    writeJson(StorageKeys.permissions, p);
  }

  setOwnerSite(site: OwnerSite | null): void {
    this.ownerSite = site;
    writeJson(StorageKeys.ownerSite, site);
  }

  setLogo(logo: LogoSettings | null): void {
    this.logo = logo;
    writeJson(StorageKeys.logo, logo);
  }

  setLanguage(lang: Language): void {
    this.language = lang;
    writeText(StorageKeys.language, lang);
  }

  setStoreLogin(v: StoreLogin): void {
    this.storeLogin = v;
    writeJson(StorageKeys.storeLogin, v);
  }

  isValid(now: number = Date.now()): boolean {
    return this.token != null && this.expiresAt != null && this.expiresAt > now;
  }

  remainingMs(now: number = Date.now()): number | null {
    if (this.token == null) return null;
    // A token without a recorded expiry is treated as already expired.
    return (this.expiresAt ?? now) - now;
  }

  /**
   * Logout (the spec's state rules): permissions, user and token. The selected site goes too, so the next user to log
   * in on this browser is not scoped to the previous user's site; logo and language are not per user and stay.
   */
  clear(): void {
    this.clearToken();
    this.setUser(null);
    this.setPermissions(null);
    this.setAuthSiteId(null);
    this.setOwnerSite(null);
  }

  refreshPageState(now: number = Date.now()): void {
    if (this.token != null && (this.expiresAt == null || this.expiresAt <= now)) this.clearToken();
  }
}
