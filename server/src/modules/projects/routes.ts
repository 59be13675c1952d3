/** Projects (`/business/*`) and groups (`/asset/*`) of the wire contract; tenant-scoped by the token. */
import { group, id, int, obj, paged, route, str, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { ProjectService } from './service';

const name = () => str({ maxLength: 255 });

export function projectRoutes(svc: ProjectService): RouteDef[] {
  return group('projects', [
    route({
      path: '/business/index',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: paged({ name: str() }),
      handler: (b, c) => svc.list(scopeOf(c), b),
    }),
    route({ path: '/business/add', auth: 'user', roles: EDITORS, body: obj({ name: name() }, ['name']), handler: (b, c) => svc.add(scopeOf(c), b.name) }),
    route({
      path: '/business/edit',
      auth: 'user',
      roles: EDITORS,
      body: obj({ id: id(), name: name() }, ['id', 'name']),
      handler: (b, c) => svc.edit(scopeOf(c), b.id, b.name),
    }),
    route({ path: '/business/delete', auth: 'user', roles: EDITORS, body: obj({ id: id() }, ['id']), handler: (b, c) => svc.remove(scopeOf(c), b.id) }),
    route({ path: '/business/tree', auth: 'user', roles: OPERATORS, readonly: true, handler: (_b, c) => svc.tree(scopeOf(c)) }),
    route({ path: '/business/asset/tree', auth: 'user', roles: OPERATORS, readonly: true, handler: (_b, c) => svc.tree(scopeOf(c)) }),
    route({
      path: '/asset/add_only',
      auth: 'user',
      roles: EDITORS,
      body: obj({ name: name(), parent_id: str({ maxLength: 64 }), business_id: id() }, ['name', 'business_id']),
      handler: (b, c) => svc.addGroup(scopeOf(c), b),
    }),
    route({
      path: '/asset/update_only',
      auth: 'user',
      roles: EDITORS,
      body: obj({ id: id(), name: name(), parent_id: str({ maxLength: 64 }), business_id: id() }, ['id']),
      handler: (b, c) => svc.updateGroup(scopeOf(c), b),
    }),
    route({ path: '/asset/delete', auth: 'user', roles: EDITORS, body: obj({ id: id() }, ['id']), handler: (b, c) => svc.removeGroup(scopeOf(c), b.id) }),
    route({
      path: '/asset/list/c',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: paged({ business_id: id() }),
      handler: (b, c) => svc.groupPage(scopeOf(c), b),
    }),
    route({
      path: '/asset/list/d',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ business_id: str({ maxLength: 64 }) }),
      handler: (b, c) => svc.groupOptions(scopeOf(c), b.business_id || undefined),
    }),
    route({
      path: '/asset/detail',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ id: id(), tier: int({ minimum: 0, maximum: 100 }) }, ['id']),
      handler: (b, c) => svc.group(scopeOf(c), b.id),
    }),
  ]);
}
