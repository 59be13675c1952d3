/**
 * The accounts the e2e server seeds (playwright.config.ts: TESSERA_ADMIN_*, TESSERA_DEMO_*_PASSWORD and
 * TESSERA_DEMO=on). Each has its own password, as a real first start gives them.
 */
export interface Account {
  email: string;
  authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'TENANT_USER';
  password: string;
}

export const SYS_ADMIN: Account = { email: 'admin@tessera.local', authority: 'SYS_ADMIN', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-pass-1' };
export const TENANT_ADMIN: Account = {
  email: 'tenant@tessera.local',
  authority: 'TENANT_ADMIN',
  password: process.env.E2E_TENANT_ADMIN_PASSWORD ?? 'e2e-Tenant-pass-1',
};
export const TENANT_USER: Account = {
  email: 'user@tessera.local',
  authority: 'TENANT_USER',
  password: process.env.E2E_TENANT_USER_PASSWORD ?? 'e2e-User-pass-1',
};
