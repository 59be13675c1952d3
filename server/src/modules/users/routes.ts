/** `/user/*`: list (paged, search), detail, add, edit, delete, reset password, enable/disable. */
import { ROLES } from '@tessera/sdk/shared';
import { callerOf, flag, group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import { sortProperties } from '../../http/sorting';
import type { UserService } from './service';
import { USER_SORT_COLUMNS } from './store';

const fields = {
  name: str({ maxLength: 100 }),
  email: str({ minLength: 1, maxLength: 254 }),
  password: str({ minLength: 6, maxLength: 256 }),
  mobile: str({ maxLength: 11 }),
  phone_number: str({ maxLength: 11 }),
  remark: str({ maxLength: 500 }),
  authority: { type: 'string', enum: [...ROLES] },
  enabled: flag(),
  additional_info: str({ maxLength: 10_000 }),
  tenant_name: str({ maxLength: 100 }),
};

export function userRoutes(users: UserService): RouteDef[] {
  const admins = { auth: 'user' as const, roles: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] };
  return group('users', [
    route({
      path: '/user/list',
      ...admins,
      readonly: true,
      summary: 'Users the caller manages (SYS_ADMIN: admins and tenant owners)',
      body: paged({
        search: str({ maxLength: 100 }),
        authority: { type: 'string', enum: [...ROLES] },
        enabled: flag(),
        ...sortProperties(Object.keys(USER_SORT_COLUMNS)),
      }),
      handler: (b: any, c) => users.list(callerOf(c), b),
    }),
    route({
      path: '/user/detail',
      ...admins,
      readonly: true,
      body: obj({ id: id() }, ['id']),
      handler: (b: { id: string }, c) => users.detail(callerOf(c), b.id),
    }),
    route({ path: '/user/add', ...admins, body: obj(fields, ['email', 'authority']), handler: (b: any, c) => users.add(callerOf(c), b) }),
    route({ path: '/user/edit', ...admins, body: obj({ id: id(), ...fields }, ['id']), handler: (b: any, c) => users.edit(callerOf(c), b) }),
    route({ path: '/user/delete', ...admins, body: obj({ id: id() }, ['id']), handler: (b: { id: string }, c) => users.delete(callerOf(c), b.id) }),
    route({
      path: '/user/reset_password',
      ...admins,
      summary: 'A new one-time password, answered once; the user must change it at first login',
      body: obj({ id: id() }, ['id']),
      handler: (b: { id: string }, c) => users.resetPassword(callerOf(c), b.id),
    }),
    route({
      path: '/user/update',
      auth: 'user',
      beforePasswordChange: true,
      summary: "Change one's own password with the old one (other sessions end)",
      body: obj({ id: id(), old_password: str({ minLength: 1, maxLength: 256 }), password: str({ minLength: 6, maxLength: 256 }) }, [
        'old_password',
        'password',
      ]),
      handler: (b: { id?: string; old_password: string; password: string }, c) => users.changeOwnPassword(callerOf(c), b),
    }),
    route({
      path: '/user/enabled',
      ...admins,
      summary: 'Enable ("1") or disable ("0") a user',
      body: obj({ id: id(), enabled: flag() }, ['id', 'enabled']),
      handler: (b: { id: string; enabled: string }, c) => users.setEnabled(callerOf(c), b.id, b.enabled),
    }),
  ]);
}
