/** The tenant (and optional site) a device-area request works in — always from the token, never from the body. */
import { forbiddenError } from '../../http/envelope';
import { callerOf, type Caller, type RequestContext } from '../../http/route';

export interface Scope {
  tenantId: string;
  /** X-Site-ID: where new rows go. */
  siteId?: string;
  /** What the request may see (see RequestContext.siteIds); undefined = the whole tenant. */
  siteIds?: string[];
  caller: Caller;
}

/** SYS_ADMIN has no tenant and so no devices: the device area is a tenant area. */
export function scopeOf(ctx: RequestContext): Scope {
  const caller = callerOf(ctx);
  if (!caller.tenant_id) throw forbiddenError();
  return { tenantId: caller.tenant_id, siteId: ctx.siteId, siteIds: ctx.siteIds, caller };
}

/** Roles that change the device structure (projects, groups, devices, plugins). */
export const EDITORS = ['TENANT_ADMIN'] as 'TENANT_ADMIN'[];
/** Roles that may read the device area and operate devices (commands, attribute writes). */
export const OPERATORS = ['TENANT_ADMIN', 'TENANT_USER', 'SITE_ADMIN'] as ('TENANT_ADMIN' | 'TENANT_USER' | 'SITE_ADMIN')[];
