/**
 * First start of an empty database: the menu, the settings row, the SYS_ADMIN and (TESSERA_DEMO, default on)
 * a demo tenant with a TENANT_ADMIN, a TENANT_USER bound to the seeded operator role, and a demo site.
 */
import type { AppContext } from './app-context';
import { hashPassword, oneTimePassword } from './modules/auth/passwords';
import { OPERATOR_ROLE_GRANTS } from './modules/functions/menu-seed';
import { seedMenu } from './modules/functions/store';
import { SEEDED_ROLES } from './modules/roles/messages';
import { insertSite } from './modules/sites/store';
import { ensureSettings } from './modules/system/service';
import { createTenant, insertUser } from './modules/users/store';
import { unixSeconds } from './storage/database';
import { anyUserExists, countFunctions, grantSite, insertSeededRole } from './seed-store';

export const DEMO_TENANT_ADMIN = 'tenant@tessera.local';
export const DEMO_TENANT_USER = 'user@tessera.local';

export interface SeededAccount {
  email: string;
  password: string;
  generated: boolean;
}
export interface SeedReport {
  admin?: SeededAccount;
  demoAccounts: SeededAccount[];
}

/** An account's password: the configured one, or a generated one of its own (own salt, own hash). */
function accountPassword(email: string, configured: string | undefined): SeededAccount {
  return { email, password: configured ?? oneTimePassword(), generated: !configured };
}

export async function seed(ctx: AppContext): Promise<SeedReport> {
  const now = unixSeconds(ctx.clock.now());
  const report: SeedReport = { demoAccounts: [] };
  if ((await countFunctions(ctx.db)) === 0) ctx.log.info(`seeded ${await seedMenu(ctx.db, now)} menu functions`);
  await ensureSettings(ctx);

  if (await anyUserExists(ctx.db)) return report;
  const admin = accountPassword(ctx.config.adminEmail, ctx.config.adminPassword);
  const demo = ctx.config.demo
    ? [accountPassword(DEMO_TENANT_ADMIN, ctx.config.demoPasswords.tenantAdmin), accountPassword(DEMO_TENANT_USER, ctx.config.demoPasswords.tenantUser)]
    : [];
  const [adminHash, tenantAdminHash, userHash] = await Promise.all([admin, ...demo].map((a) => hashPassword(a.password)));
  await ctx.db.transaction().execute(async (trx) => {
    await insertUser(trx, { tenant_id: null, email: ctx.config.adminEmail, name: 'Administrator', password_hash: adminHash, authority: 'SYS_ADMIN' }, now);
    if (!ctx.config.demo) return;
    const tenantId = await createTenant(trx, 'Demo', now);
    await insertUser(
      trx,
      { tenant_id: tenantId, email: DEMO_TENANT_ADMIN, name: 'Demo tenant admin', password_hash: tenantAdminHash, authority: 'TENANT_ADMIN' },
      now,
    );
    const user = await insertUser(
      trx,
      { tenant_id: tenantId, email: DEMO_TENANT_USER, name: 'Demo user', password_hash: userHash, authority: 'TENANT_USER' },
      now,
    );
    const site = await insertSite(trx, { tenant_id: tenantId, name: 'Demo site', address: '', remark: '', created_at: now });
    await grantSite(trx, site.id, user.id);
    // The operator role: monitoring, map, data, alerts and logs, no administration (menu-seed's OPERATOR_ROLE_GRANTS).
    const operator = SEEDED_ROLES.operator;
    await insertSeededRole(trx, {
      tenantId,
      name: operator.name.ch,
      describe: operator.describe.ch,
      seedKey: 'operator',
      grants: OPERATOR_ROLE_GRANTS,
      userId: user.id,
      now,
    });
  });
  report.admin = admin;
  report.demoAccounts = demo;
  return report;
}

/** The one-time credentials banner (stdout, so it shows whatever the log level except silent). */
export function printSeedReport(report: SeedReport, print: (line: string) => void): void {
  if (!report.admin) return;
  const line = (role: string, a: SeededAccount) =>
    print(`${role.padEnd(13)} ${a.email} / ${a.generated ? `${a.password}   (generated: shown only this once)` : '(from the environment)'}`);
  print('──────── Tessera first start ────────');
  line('SYS_ADMIN', report.admin);
  if (report.demoAccounts[0]) line('TENANT_ADMIN', report.demoAccounts[0]);
  if (report.demoAccounts[1]) line('TENANT_USER', report.demoAccounts[1]);
  print('─────────────────────────────────────');
}
