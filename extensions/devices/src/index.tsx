import { defineExtension } from '@tessera/sdk';
import { DeviceListView } from './devices/device-list-view';
import { GroupTreeView } from './groups/group-tree-view';
import { ProjectListView } from './projects/project-list-view';

/** Device access (the spec's screens, issue 5): projects, their group trees and the devices. */
export default defineExtension({
  views: { projects: ProjectListView, groups: GroupTreeView, list: DeviceListView },
});
