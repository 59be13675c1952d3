/** `/tenant/*` (SYS_ADMIN only): list with counts, add (with its TENANT_ADMIN), edit, enable/disable, delete. */
import { flag, group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import type { NewTenant, TenantService } from './service';
import { TENANT_SORT_FIELDS } from './store';

const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };

export function tenantRoutes(tenants: TenantService): RouteDef[] {
  return group('tenants', [
    route({
      path: '/tenant/list',
      ...sys,
      readonly: true,
      summary: 'Tenants with admin account, user/device/site counts and enabled flag',
      body: paged({
        search: str({ maxLength: 100 }),
        sort_field: { type: 'string', enum: [...TENANT_SORT_FIELDS] },
        sort_order: { type: 'string', enum: ['asc', 'desc'] },
      }),
      handler: (b: any) => tenants.list(b),
    }),
    route({
      path: '/tenant/add',
      ...sys,
      body: obj(
        {
          name: str({ minLength: 1, maxLength: 100 }),
          admin_name: str({ minLength: 1, maxLength: 100 }),
          admin_email: str({ minLength: 3, maxLength: 254 }),
          password: str({ minLength: 6, maxLength: 256 }),
          mobile: str({ maxLength: 11 }),
          remark: str({ maxLength: 500 }),
        },
        ['name', 'admin_name', 'admin_email'],
      ),
      handler: (b: NewTenant) => tenants.add(b),
    }),
    route({
      path: '/tenant/edit',
      ...sys,
      body: obj({ id: id(), name: str({ minLength: 1, maxLength: 100 }), remark: str({ maxLength: 500 }) }, ['id']),
      handler: (b: { id: string; name?: string; remark?: string }) => tenants.edit(b),
    }),
    route({
      path: '/tenant/enable',
      ...sys,
      summary: 'Enable ("1") or disable ("0") a tenant and all its users',
      body: obj({ id: id(), enabled: flag() }, ['id', 'enabled']),
      handler: (b: { id: string; enabled: '0' | '1' }) => tenants.setEnabled(b.id, b.enabled),
    }),
    route({ path: '/tenant/delete', ...sys, body: obj({ id: id() }, ['id']), handler: (b: { id: string }) => tenants.delete(b.id) }),
  ]);
}
