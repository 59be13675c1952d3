import { defineExtension } from '@tessera/sdk';
import { SiteListView } from './list/site-list-view';
import { SiteOverviewView } from './overview/site-overview-view';
import { SiteRolesView } from './roles/site-roles-view';
import { SiteUsersView } from './users/site-users-view';

/** Sites (the spec's screens): the multisite list, site users, site roles and the multi-site overview. */
export default defineExtension({
  views: { list: SiteListView, users: SiteUsersView, roles: SiteRolesView, overview: SiteOverviewView },
});
