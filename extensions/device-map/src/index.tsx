import { defineExtension } from '@tessera/sdk';
import { DeviceMapView } from './device-map-view';

/** Device map (the spec's screens, issue 5): every located device on an offline world map. */
export default defineExtension({ views: { index: DeviceMapView } });
