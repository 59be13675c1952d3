import { makeAutoObservable } from 'mobx';
import type { PermissionService } from '../services/permission-service';
import type { Language, LogoSettings, OwnerSite, Permissions, SessionStore, SessionUser } from '../services/session-store';

/** An observable in-memory SessionStore with a logged-in tenant admin by default. */
export class FakeSessionStore implements SessionStore {
  token: string | null = 'test-token';
  expiresAt: number | null = Date.now() + 3_600_000;
  user: SessionUser | null = { id: 'user-1', name: 'Test User', email: 'test@example.com', authority: 'TENANT_ADMIN' };
  authSiteId: string | null = null;
  permissions: Permissions | null = { menu_tree: [], page_tree: [], other_list: [] };
  ownerSite: OwnerSite | null = null;
  logo: LogoSettings | null = null;
  language: Language = 'ch';
  storeLogin: SessionStore['storeLogin'] = null;

  constructor(init: Partial<FakeSessionStore> = {}) {
    Object.assign(this, init);
    makeAutoObservable(this);
  }

  setToken(token: string, expiresInSeconds: number) {
    this.token = token;
    this.expiresAt = Date.now() + expiresInSeconds * 1000;
  }
  setUser(user: SessionUser | null) {
    this.user = user;
  }
  setAuthSiteId(id: string | null) {
    this.authSiteId = id;
  }
  setPermissions(p: Permissions | null) {
    this.permissions = p;
  }
  setOwnerSite(site: OwnerSite | null) {
    this.ownerSite = site;
  }
  setLogo(logo: LogoSettings | null) {
    this.logo = logo;
  }
  setLanguage(lang: Language) {
    this.language = lang;
  }
  setStoreLogin(v: SessionStore['storeLogin']) {
    this.storeLogin = v;
  }
  isValid(now = Date.now()) {
    return this.token !== null && this.expiresAt !== null && this.expiresAt > now;
  }
  remainingMs(now = Date.now()) {
    return this.token === null || this.expiresAt === null ? null : this.expiresAt - now;
  }
  clear() {
    this.token = null;
    this.expiresAt = null;
    this.user = null;
    this.permissions = null;
  }
  refreshPageState(now = Date.now()) {
    if (this.token && !this.isValid(now)) this.clear();
  }
}

/** PermissionService whose granted codes tests set: `permissions.set(['user:add'])`. Observable. */
export class FakePermissionService implements PermissionService {
  codes = new Set<string>();

  constructor(codes: Iterable<string> = []) {
    this.codes = new Set(codes);
    makeAutoObservable(this);
  }

  set(codes: Iterable<string>) {
    this.codes = new Set(codes);
  }
  grant(...codes: string[]) {
    codes.forEach((c) => this.codes.add(c));
  }
  revoke(...codes: string[]) {
    codes.forEach((c) => this.codes.delete(c));
  }
  hasAuth(code: string) {
    return this.codes.has(code);
  }
}
