import { defineExtension } from '@tessera/sdk';
import { PermissionView } from './permissions/permission-view';
import { RoleListView } from './roles/role-list-view';
import { SetupView } from './setup/setup-view';
import { TenantListView } from './tenants/tenant-list-view';
import { UserListView } from './users/user-list-view';

/**
 * System management (the spec's screens): users, roles, permissions, tenants, system setup. View ids match
 * extension.json.
 */
export default defineExtension({
  views: {
    users: UserListView,
    roles: RoleListView,
    permissions: PermissionView,
    tenants: TenantListView,
    setup: SetupView,
  },
});
