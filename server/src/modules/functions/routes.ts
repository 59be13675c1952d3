/** `/user/function/*`: the permission rows, the caller's menu (`auth`), and SYS_ADMIN maintenance. */
import { callerOf, group, id, int, obj, paged, route, str, type RouteDef } from '../../http/route';
import { ACCESS_FLAGS, FUNCTION_TYPES, type FunctionService } from './service';

const fields = {
  parent_id: str({ maxLength: 64 }),
  name: str({ minLength: 1, maxLength: 100 }),
  title: str({ maxLength: 200 }),
  icon: str({ maxLength: 100 }),
  component: str({ maxLength: 300 }),
  path: str({ maxLength: 300 }),
  sort: int({ minimum: -1_000_000, maximum: 1_000_000 }),
  code: str({ maxLength: 200 }),
  function_code: str({ maxLength: 200 }),
  type: { type: 'string', enum: [...FUNCTION_TYPES] },
  description: str({ maxLength: 500 }),
  describe: str({ maxLength: 500 }),
  access: { type: 'string', enum: [...ACCESS_FLAGS] },
};

export function functionRoutes(fns: FunctionService): RouteDef[] {
  const admins = { auth: 'user' as const, roles: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] };
  const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
  return group('functions', [
    route({
      path: '/user/function/auth',
      auth: 'user',
      readonly: true,
      summary: "The caller's {menu_tree, page_tree, other_list}",
      handler: (_b, c) => fns.auth(callerOf(c), c.siteId),
    }),
    // A SITE_ADMIN reads the rows it may grant to its site's roles.
    route({
      path: '/user/function/tree',
      auth: 'user',
      roles: ['SYS_ADMIN', 'TENANT_ADMIN', 'SITE_ADMIN'],
      readonly: true,
      handler: (_b, c) => fns.tree(callerOf(c)),
    }),
    route({ path: '/user/function/pull-down-list', ...admins, readonly: true, handler: (_b, c) => fns.pullDown(callerOf(c)) }),
    route({
      path: '/user/function/list',
      ...admins,
      readonly: true,
      body: paged({ id: str({ maxLength: 64 }), parent_id: str({ maxLength: 64 }), name: str({ maxLength: 100 }) }, 1000),
      handler: (b: any, c) => fns.list(callerOf(c), b),
    }),
    route({ path: '/user/function/add', ...sys, body: obj(fields, ['name', 'type']), handler: (b: any) => fns.add(b) }),
    route({ path: '/user/function/edit', ...sys, body: obj({ id: id(), ...fields }, ['id']), handler: (b: any) => fns.edit(b) }),
    route({ path: '/user/function/delete', ...sys, body: obj({ id: id() }, ['id']), handler: (b: { id: string }) => fns.delete(b.id) }),
  ]);
}
