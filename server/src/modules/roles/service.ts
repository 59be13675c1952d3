/**
 * Custom roles of a tenant (SYS_ADMIN's own roles have no tenant), their function grants (casbin "p") and the
 * user bindings (casbin "g"). A caller only ever touches roles and users of its own tenant.
 * Site roles: a request inside a site (X-Site-ID) sees and changes only that site's roles and bindings; a request
 * outside a site, only the tenant-wide ones. A SITE_ADMIN manages roles only inside a site granted to it.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, forbiddenError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { sortOf, type SortRequest } from '../../http/sorting';
import { callerOf, type Caller, type RequestContext } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import type { RoleTable } from '../../storage/schema';
import { tierAccess } from '../functions/service';
import { allFunctions } from '../functions/store';
import { isGranted } from '../sites/store';
import { findUserByEmail, findUserById } from '../users/store';
import type { Lang } from '../../i18n/localized-text';
import { ROLE_TEXT, SEEDED_ROLES } from './messages';
import * as store from './store';

export { ROLE_TEXT } from './messages';

export { ROLE_SORT_COLUMNS } from './store';

/** A seeded role still carrying its seed key reads in the caller's language. */
const toRoleDto = (r: RoleTable, lang: Lang) => {
  const seeded = r.seed_key ? SEEDED_ROLES[r.seed_key as keyof typeof SEEDED_ROLES] : undefined;
  return {
    id: r.id,
    role_name: seeded?.name[lang] ?? r.role_name,
    role_describe: seeded?.describe[lang] ?? r.role_describe,
    parent_id: r.parent_id,
    tenant_id: r.tenant_id ?? '',
    site_id: r.site_id ?? '',
    created_at: r.created_at,
  };
};

/** Who asks, inside which site (null: the tenant-wide roles), and in which language seeded roles read. */
export interface RoleScope {
  caller: Caller;
  siteId: string | null;
  lang: Lang;
}

/** The scope of a role request; SYS_ADMIN's roles are platform roles, so a site header does not narrow them. */
export function roleScopeOf(ctx: RequestContext): RoleScope {
  const caller = callerOf(ctx);
  const siteId = caller.authority === 'SYS_ADMIN' ? null : (ctx.siteId ?? null);
  if (caller.authority === 'SITE_ADMIN' && !siteId) throw forbiddenError();
  return { caller, siteId, lang: ctx.lang };
}

const areaOf = ({ caller, siteId }: RoleScope): store.RoleArea => ({ tenantId: caller.tenant_id, siteId });

export class RoleService {
  constructor(private readonly ctx: AppContext) {}

  /** The role if it belongs to the caller's tenant; otherwise "not found" (never reveals other tenants' rows). */
  async ownRole(scope: RoleScope, id: string): Promise<RoleTable> {
    const role = await store.findRole(this.ctx.db, areaOf(scope), id);
    if (!role) throw businessError(ROLE_TEXT.notFound);
    return role;
  }

  /** A parent role must be one of the caller's own roles (or none): never a reference into another tenant. */
  private async parentOf(scope: RoleScope, parentId: string | undefined): Promise<string> {
    if (!parentId || parentId === '0') return '0';
    return (await this.ownRole(scope, parentId)).id;
  }

  async list(scope: RoleScope, body: PageRequest & SortRequest & { role_name?: string }) {
    const win = pageWindow(body);
    const filter = { role_name: body.role_name, sort: sortOf(body, store.ROLE_SORT_COLUMNS) };
    const { total, rows } = await store.listRoles(this.ctx.db, areaOf(scope), filter, win.offset, win.per_page);
    return pageOf(
      win,
      total,
      rows.map((r) => toRoleDto(r, scope.lang)),
    );
  }

  async add(scope: RoleScope, body: { role_name: string; role_describe?: string; parent_id?: string }) {
    if (await store.roleNameTaken(this.ctx.db, areaOf(scope), body.role_name)) throw businessError(ROLE_TEXT.nameTaken);
    const row: RoleTable = {
      id: randomUUID(),
      tenant_id: scope.caller.tenant_id,
      site_id: scope.siteId,
      role_name: body.role_name,
      role_describe: body.role_describe ?? '',
      parent_id: await this.parentOf(scope, body.parent_id),
      created_at: unixSeconds(this.ctx.clock.now()),
      seed_key: null,
    };
    await store.insertRole(this.ctx.db, row);
    return toRoleDto(row, scope.lang);
  }

  async edit(scope: RoleScope, body: { id: string; role_name?: string; role_describe?: string; parent_id?: string }) {
    const role = await this.ownRole(scope, body.id);
    if (body.role_name && body.role_name !== role.role_name && (await store.roleNameTaken(this.ctx.db, areaOf(scope), body.role_name)))
      throw businessError(ROLE_TEXT.nameTaken);
    const parent_id = body.parent_id === undefined ? role.parent_id : await this.parentOf(scope, body.parent_id);
    // The editor shows a seeded role in the caller's language: saving those same words keeps it localized.
    const shown = toRoleDto(role, scope.lang);
    const renamed = (body.role_name ?? shown.role_name) !== shown.role_name || (body.role_describe ?? shown.role_describe) !== shown.role_describe;
    const next: RoleTable = renamed
      ? { ...role, role_name: body.role_name ?? shown.role_name, role_describe: body.role_describe ?? shown.role_describe, parent_id, seed_key: null }
      : { ...role, parent_id };
    await store.updateRole(this.ctx.db, next);
    return toRoleDto(next, scope.lang);
  }

  async delete(scope: RoleScope, id: string) {
    const role = await this.ownRole(scope, id);
    if (await store.roleIsBound(this.ctx.db, role.id)) throw businessError(ROLE_TEXT.bound);
    await store.deleteRole(this.ctx.db, role.id);
    return ok([], ROLE_TEXT.deleted);
  }

  async functionsOf(scope: RoleScope, roleId: string): Promise<string[]> {
    const role = await this.ownRole(scope, roleId);
    return store.roleFunctionIds(this.ctx.db, role.id);
  }

  /** Replaces the role's whole grant set; every id must be a function the caller's tier may grant. */
  async setFunctions(scope: RoleScope, roleId: string, functionIds: string[]) {
    const role = await this.ownRole(scope, roleId);
    const access = tierAccess(scope.caller.authority);
    const grantable = new Set((await allFunctions(this.ctx.db)).filter((f) => access.includes(f.access)).map((f) => f.id));
    const ids = [...new Set(functionIds)];
    if (ids.some((id) => !grantable.has(id))) throw businessError(ROLE_TEXT.unknownFunction);
    await store.replaceRoleFunctions(this.ctx.db, role.id, ids);
    return ok([], ROLE_TEXT.done);
  }

  /**
   * A user of the caller's tenant, by id or e-mail (the contract's casbin routes name users by e-mail). A SITE_ADMIN
   * reaches only the users granted its site.
   */
  async ownUser({ caller, siteId }: RoleScope, user: string) {
    const row = user.includes('@') ? await findUserByEmail(this.ctx.db, user) : await findUserById(this.ctx.db, user);
    if (!row || (caller.authority !== 'SYS_ADMIN' && row.tenant_id !== caller.tenant_id)) throw businessError(ROLE_TEXT.userNotFound);
    if (caller.authority === 'SYS_ADMIN' && row.tenant_id !== null) throw businessError(ROLE_TEXT.userNotFound);
    if (caller.authority === 'SITE_ADMIN' && !(siteId && (await isGranted(this.ctx.db, siteId, row.id)))) throw businessError(ROLE_TEXT.userNotFound);
    return row;
  }

  /** The user's roles within the scope (a site's, or the tenant-wide ones). */
  async rolesOfUser(scope: RoleScope, user: string): Promise<string[]> {
    const row = await this.ownUser(scope, user);
    return store.userRoleIds(this.ctx.db, areaOf(scope), row.id);
  }

  /** Replaces the user's roles within the scope; the roles of other scopes (other sites) stay as they are. */
  async setUserRoles(scope: RoleScope, user: string, roleIds: string[]) {
    const row = await this.ownUser(scope, user);
    const ids = [...new Set(roleIds)];
    for (const id of ids) await this.ownRole(scope, id);
    if (!ids.length && roleIds.length) throw validationError(ROLE_TEXT.rolesInvalid);
    await store.replaceUserRoles(this.ctx.db, areaOf(scope), row.id, ids);
    return ok([], ROLE_TEXT.done);
  }
}
