/**
 * Who may see a site: SYS_ADMIN every site; TENANT_ADMIN every site of its tenant; SITE_ADMIN and TENANT_USER the
 * sites of their tenant they were granted. Used by the X-Site-ID guard and the site routes.
 * A site-limited user (SITE_ADMIN, TENANT_USER) is limited everywhere: with X-Site-ID to that site, without it to
 * the union of the granted sites (`siteLimit`), on every route and every WebSocket subscription.
 */
import type { Caller } from '../../http/route';
import type { Db } from '../../storage/database';
import { findSite, grantedSiteIds, isGranted } from './store';

export { siteCondition } from './store';

export const seesWholeTenant = (c: Caller) => c.authority === 'SYS_ADMIN' || c.authority === 'TENANT_ADMIN';

export async function canSeeSite(db: Db, caller: Caller, siteId: string): Promise<boolean> {
  if (siteId.length > 64) return false;
  const site = await findSite(db, siteId);
  if (!site) return false;
  if (caller.authority === 'SYS_ADMIN') return true;
  if (site.tenant_id !== caller.tenant_id) return false;
  return caller.authority === 'TENANT_ADMIN' || isGranted(db, siteId, caller.id);
}

/** The sites a request without X-Site-ID is limited to: undefined = the whole tenant, else the granted sites. */
export async function siteLimit(db: Db, caller: Caller): Promise<string[] | undefined> {
  if (seesWholeTenant(caller)) return undefined;
  return grantedSiteIds(db, caller.id, caller.tenant_id ?? '');
}

/** Is a row of `siteId` (null: tenant-wide, in no site) inside the limit? */
export function withinSites(siteIds: readonly string[] | undefined, siteId: string | null | undefined): boolean {
  return !siteIds || (!!siteId && siteIds.includes(siteId));
}
