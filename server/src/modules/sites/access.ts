/**
 * Who may see a site: SYS_ADMIN every site; TENANT_ADMIN every site of its tenant; SITE_ADMIN and TENANT_USER the
 * sites of their tenant they were granted. Used by the X-Site-ID guard and the site routes.
 */
import type { Caller } from '../../http/route';
import type { Db } from '../../storage/database';
import { findSite, isGranted } from './store';

export const seesWholeTenant = (c: Caller) => c.authority === 'SYS_ADMIN' || c.authority === 'TENANT_ADMIN';

export async function canSeeSite(db: Db, caller: Caller, siteId: string): Promise<boolean> {
  if (siteId.length > 64) return false;
  const site = await findSite(db, siteId);
  if (!site) return false;
  if (caller.authority === 'SYS_ADMIN') return true;
  if (site.tenant_id !== caller.tenant_id) return false;
  return caller.authority === 'TENANT_ADMIN' || isGranted(db, siteId, caller.id);
}
