import { defineExtension } from '@tessera/sdk';
import { DeviceDetailView } from './detail/device-detail-view';
import { BmsView } from './energy/bms-view';
import { ControlView } from './energy/control-view';
import { PackView } from './energy/pack-view';
import { PcsView } from './energy/pcs-view';
import { MonitoringListView } from './list/monitoring-list-view';
import { RealtimeRunView } from './realtime/realtime-run-view';

/** Device monitoring (the spec's screens, issue 5): list, detail, realtime run and the energy-storage views. */
export default defineExtension({
  views: {
    list: MonitoringListView,
    realtime: RealtimeRunView,
    detail: DeviceDetailView,
    bms: BmsView,
    pcs: PcsView,
    pack: PackView,
    control: ControlView,
  },
});
