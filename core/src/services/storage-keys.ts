/** localStorage keys of the session (the spec's entity fields), compatible with the reference console's storage. */
export const StorageKeys = Object.freeze({
  token: 'id_token',
  /** Absolute expiry in ms since the epoch. */
  expiresAt: 'id_token_expires_in',
  user: 'user',
  permissions: 'permissions',
  authSiteId: 'auth_site_id',
  ownerSite: 'owner_site',
  logo: 'logo',
  language: 'language',
  storeLogin: 'store_login',
});
