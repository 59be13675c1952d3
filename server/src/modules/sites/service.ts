/** Sites of a tenant and who may see them (site-user grants). Other tenants' sites are "not found". */
import type { AppContext } from '../../app-context';
import { businessError, ok } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { sortOf, type SortRequest } from '../../http/sorting';
import type { Caller } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import { findUserById, toUserDto } from '../users/store';
import { canSeeSite, seesWholeTenant } from './access';
import {
  deleteSite,
  findSite,
  insertSite,
  setSiteGrant,
  updateSite,
  listSites,
  listSiteUsers,
  SITE_SORT_COLUMNS,
  SITE_USER_SORT_COLUMNS,
  toSiteDto,
} from './store';
import { COMMON_TEXT } from '../../i18n/messages';
import { SITE_TEXT } from './messages';

export { SITE_TEXT } from './messages';

export class SiteService {
  constructor(private readonly ctx: AppContext) {}

  private async visible(caller: Caller, id: string) {
    if (!(await canSeeSite(this.ctx.db, caller, id))) throw businessError(SITE_TEXT.notFound);
    return (await findSite(this.ctx.db, id))!;
  }

  /** A site of the caller's own tenant (for changes; SYS_ADMIN has no tenant and changes none). */
  private async own(caller: Caller, id: string) {
    const site = await findSite(this.ctx.db, id);
    if (!site || site.tenant_id !== caller.tenant_id) throw businessError(SITE_TEXT.notFound);
    return site;
  }

  async list(caller: Caller, body: PageRequest & SortRequest & { name?: string }) {
    const win = pageWindow(body);
    const common = { name: body.name, sort: sortOf(body, SITE_SORT_COLUMNS) };
    const filter =
      caller.authority === 'SYS_ADMIN'
        ? common
        : seesWholeTenant(caller)
          ? { ...common, tenant_id: caller.tenant_id! }
          : { ...common, tenant_id: caller.tenant_id!, user_id: caller.id };
    const { total, rows } = await listSites(this.ctx.db, filter, win.offset, win.per_page);
    return pageOf(win, total, rows.map(toSiteDto));
  }

  async detail(caller: Caller, id: string) {
    return toSiteDto(await this.visible(caller, id));
  }

  async add(caller: Caller, body: { name: string; address?: string; remark?: string }) {
    const site = await insertSite(this.ctx.db, {
      tenant_id: caller.tenant_id!,
      name: body.name,
      address: body.address ?? '',
      remark: body.remark ?? '',
      created_at: unixSeconds(this.ctx.clock.now()),
    });
    return ok(toSiteDto(site), COMMON_TEXT.added);
  }

  async edit(caller: Caller, body: { id: string; name?: string; address?: string; remark?: string }) {
    const site = await this.own(caller, body.id);
    const next = { ...site, name: body.name ?? site.name, address: body.address ?? site.address, remark: body.remark ?? site.remark };
    await updateSite(this.ctx.db, next);
    return ok(toSiteDto(next), COMMON_TEXT.saved);
  }

  async delete(caller: Caller, id: string) {
    const site = await this.own(caller, id);
    await deleteSite(this.ctx.db, site.id);
    return ok([], COMMON_TEXT.deleted);
  }

  /** One page of the users granted a site of the caller's tenant (a SITE_ADMIN: a site granted to it), searchable. */
  async users(caller: Caller, body: PageRequest & SortRequest & { site_id: string; search?: string }) {
    const site = caller.authority === 'SITE_ADMIN' ? await this.visible(caller, body.site_id) : await this.own(caller, body.site_id);
    const win = pageWindow(body);
    const filter = { search: body.search, sort: sortOf(body, SITE_USER_SORT_COLUMNS) };
    const { total, rows } = await listSiteUsers(this.ctx.db, site.id, filter, win.offset, win.per_page);
    return pageOf(win, total, rows.map(toUserDto));
  }

  async grant(caller: Caller, siteId: string, userId: string, granted: boolean) {
    const site = await this.own(caller, siteId);
    const user = await findUserById(this.ctx.db, userId);
    if (!user || user.tenant_id !== caller.tenant_id) throw businessError(SITE_TEXT.userNotFound);
    await setSiteGrant(this.ctx.db, site.id, user.id, granted);
    return ok([], COMMON_TEXT.done);
  }

  /** The site the caller belongs to: its first granted site (tenant admins: the tenant's first site); null if none. */
  async owner(caller: Caller) {
    if (caller.authority === 'SYS_ADMIN') return null;
    const filter = seesWholeTenant(caller) ? { tenant_id: caller.tenant_id! } : { tenant_id: caller.tenant_id!, user_id: caller.id };
    const { rows } = await listSites(this.ctx.db, filter, 0, 1);
    return rows[0] ? toSiteDto(rows[0]) : null;
  }
}
