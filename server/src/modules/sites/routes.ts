/** `/site/*`: sites of the tenant, site-user grants, and the caller's owner site. */
import { callerOf, group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import { sortProperties } from '../../http/sorting';
import type { SiteService } from './service';
import { SITE_SORT_COLUMNS, SITE_USER_SORT_COLUMNS } from './store';

const fields = { name: str({ minLength: 1, maxLength: 100 }), address: str({ maxLength: 300 }), remark: str({ maxLength: 500 }) };

export function siteRoutes(sites: SiteService): RouteDef[] {
  const tenantAdmin = { auth: 'user' as const, roles: ['TENANT_ADMIN' as const] };
  return group('sites', [
    route({
      path: '/site/list',
      auth: 'user',
      readonly: true,
      summary: 'Sites the caller may see; items carry id and auth_site_id',
      body: paged({ name: str({ maxLength: 100 }), ...sortProperties(Object.keys(SITE_SORT_COLUMNS)) }),
      handler: (b: any, c) => sites.list(callerOf(c), b),
    }),
    route({
      path: '/site/detail',
      auth: 'user',
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: (b: { id: string }, c) => sites.detail(callerOf(c), b.id),
    }),
    route({ path: '/site/add', ...tenantAdmin, body: obj(fields, ['name']), handler: (b: any, c) => sites.add(callerOf(c), b) }),
    route({ path: '/site/edit', ...tenantAdmin, body: obj({ id: id(), ...fields }, ['id']), handler: (b: any, c) => sites.edit(callerOf(c), b) }),
    route({ path: '/site/delete', ...tenantAdmin, body: obj({ id: id() }, ['id']), handler: (b: { id: string }, c) => sites.delete(callerOf(c), b.id) }),
    route({
      path: '/site/user/list',
      auth: 'user',
      roles: ['TENANT_ADMIN', 'SITE_ADMIN'],
      readonly: true,
      summary: "One page of the users granted a site (search: name, e-mail, phone); a SITE_ADMIN reads its own sites' users",
      body: { ...paged({ site_id: id(), search: str({ maxLength: 100 }), ...sortProperties(Object.keys(SITE_USER_SORT_COLUMNS)) }), required: ['site_id'] },
      handler: (b: any, c) => sites.users(callerOf(c), b),
    }),
    route({
      path: '/site/user/add',
      ...tenantAdmin,
      body: obj({ site_id: id(), user_id: id() }, ['site_id', 'user_id']),
      handler: (b: any, c) => sites.grant(callerOf(c), b.site_id, b.user_id, true),
    }),
    route({
      path: '/site/user/delete',
      ...tenantAdmin,
      body: obj({ site_id: id(), user_id: id() }, ['site_id', 'user_id']),
      handler: (b: any, c) => sites.grant(callerOf(c), b.site_id, b.user_id, false),
    }),
    route({ path: '/site/user/owner', auth: 'user', readonly: true, summary: "The caller's owner site or null", handler: (_b, c) => sites.owner(callerOf(c)) }),
  ]);
}
