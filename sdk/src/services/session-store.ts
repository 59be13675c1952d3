export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'TENANT_USER' | 'SITE_ADMIN';

/** A node of the server's menu tree (`/user/function/auth`). `component` is a view path. */
export interface MenuNode {
  id?: string;
  name: string;
  /** '0' directory, '1' menu, '2' page (route), '3' button. */
  type: '0' | '1' | '2' | '3';
  path?: string;
  component?: string;
  /** An i18n key (or, for old rows, a literal). */
  title?: string;
  icon?: string;
  children?: MenuNode[];
}

export interface Permissions {
  menu_tree: MenuNode[];
  page_tree: MenuNode[];
  other_list: string[];
}

export interface SessionUser {
  id: string;
  name: string;
  email?: string;
  authority: Authority;
  userid?: string;
  tenant_id?: string;
  /** '1': signed in with a one-time password, which must be changed before anything else. */
  must_change_password?: string;
}

export interface OwnerSite {
  id?: string;
  name?: string;
  [key: string]: unknown;
}

export interface LogoSettings {
  system_name?: string;
  theme?: 'blue' | 'white';
  logo_one?: string;
  home_background?: string;
}

export type Language = 'ch' | 'en' | 'es' | 'ja' | 'de' | 'fr';
export const LANGUAGES: readonly Language[] = ['ch', 'en', 'es', 'ja', 'de', 'fr'];

/** Session state (the spec's entity fields). Observable: components re-render when it changes. */
export const SessionStore = Symbol.for('tessera.core.SessionStore');
export interface SessionStore {
  readonly token: string | null;
  /** Absolute expiry in ms since the epoch (now + expires_in seconds at login). */
  readonly expiresAt: number | null;
  readonly user: SessionUser | null;
  readonly authSiteId: string | null;
  readonly permissions: Permissions | null;
  readonly ownerSite: OwnerSite | null;
  readonly logo: LogoSettings | null;
  readonly language: Language;
  /** Store-login flow (the spec's entity fields): token, expiresAt, token_type and user of the plugin store. */
  readonly storeLogin: { token: string; expiresAt: number; token_type?: string; user?: unknown } | null;

  setToken(token: string, expiresInSeconds: number, remember?: boolean): void;
  setUser(user: SessionUser | null): void;
  setAuthSiteId(id: string | null): void;
  setPermissions(p: Permissions | null): void;
  setOwnerSite(site: OwnerSite | null): void;
  setLogo(logo: LogoSettings | null): void;
  setLanguage(lang: Language): void;
  setStoreLogin(v: SessionStore['storeLogin']): void;
  /** True when a token exists and its expiry has not passed. */
  isValid(now?: number): boolean;
  /** Milliseconds until expiry (negative when past); null without a token. */
  remainingMs(now?: number): number | null;
  /** Clears token, user and permissions (logout, the spec's state rules). */
  clear(): void;
  /** Page-state refresh (the spec's state rules): a stored token past its expiry is cleared. */
  refreshPageState(now?: number): void;
}
