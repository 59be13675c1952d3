import { defineExtension } from '@tessera/sdk';
import { InstalledView } from './installed/installed-view';
import { StoreView } from './store/store-view';

/** Installed plugins and the plugin market (docs/market.md). */
export default defineExtension({
  views: { installed: InstalledView, store: StoreView },
});
