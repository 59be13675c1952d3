/** The accounts the e2e server seeds (playwright.config.ts: TESSERA_ADMIN_* and TESSERA_DEMO=on). */
export interface Account {
  email: string;
  authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'TENANT_USER';
}

export const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-pass-1';

export const SYS_ADMIN: Account = { email: 'admin@tessera.local', authority: 'SYS_ADMIN' };
export const TENANT_ADMIN: Account = { email: 'tenant@tessera.local', authority: 'TENANT_ADMIN' };
export const TENANT_USER: Account = { email: 'user@tessera.local', authority: 'TENANT_USER' };
