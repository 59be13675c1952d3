/** Roles `/user/role/*`, role grants `/casbin/role/function/*`, user bindings `/casbin/user/role/*`. */
import { group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import { sortProperties } from '../../http/sorting';
import { ROLE_SORT_COLUMNS, roleScopeOf, type RoleService } from './service';

/** SITE_ADMIN only inside a site granted to it (the scope refuses it elsewhere). */
const ADMINS = ['SYS_ADMIN', 'TENANT_ADMIN', 'SITE_ADMIN'] as const;
const ids = { type: 'array', items: id(), maxItems: 5000 };

export function roleRoutes(roles: RoleService): RouteDef[] {
  const admin = { auth: 'user' as const, roles: [...ADMINS] };
  return group('roles', [
    route({
      path: '/user/role/list',
      ...admin,
      readonly: true,
      body: paged({ role_name: str({ maxLength: 100 }), ...sortProperties(Object.keys(ROLE_SORT_COLUMNS)) }, 1000),
      handler: (b, c) => roles.list(roleScopeOf(c), b),
    }),
    route({
      path: '/user/role/add',
      ...admin,
      body: obj({ role_name: str({ minLength: 1, maxLength: 100 }), role_describe: str({ maxLength: 500 }), parent_id: str({ maxLength: 64 }) }, ['role_name']),
      handler: (b: any, c) => roles.add(roleScopeOf(c), b),
    }),
    route({
      path: '/user/role/edit',
      ...admin,
      body: obj({ id: id(), role_name: str({ minLength: 1, maxLength: 100 }), role_describe: str({ maxLength: 500 }), parent_id: str({ maxLength: 64 }) }, [
        'id',
      ]),
      handler: (b: any, c) => roles.edit(roleScopeOf(c), b),
    }),
    route({ path: '/user/role/delete', ...admin, body: obj({ id: id() }, ['id']), handler: (b: { id: string }, c) => roles.delete(roleScopeOf(c), b.id) }),
    route({
      path: '/casbin/role/function/index',
      ...admin,
      readonly: true,
      body: obj({ role: id() }, ['role']),
      handler: (b: { role: string }, c) => roles.functionsOf(roleScopeOf(c), b.role),
    }),
    route({
      path: '/casbin/role/function/update',
      ...admin,
      body: obj({ role: id(), functions: ids }, ['role', 'functions']),
      handler: (b: { role: string; functions: string[] }, c) => roles.setFunctions(roleScopeOf(c), b.role, b.functions),
    }),
    route({
      path: '/casbin/user/role/index',
      ...admin,
      readonly: true,
      body: obj({ user: str({ minLength: 1, maxLength: 254 }) }, ['user']),
      handler: (b: { user: string }, c) => roles.rolesOfUser(roleScopeOf(c), b.user),
    }),
    route({
      path: '/casbin/user/role/update',
      ...admin,
      body: obj({ user: str({ minLength: 1, maxLength: 254 }), roles: ids }, ['user', 'roles']),
      handler: (b: { user: string; roles: string[] }, c) => roles.setUserRoles(roleScopeOf(c), b.user, b.roles),
    }),
  ]);
}
