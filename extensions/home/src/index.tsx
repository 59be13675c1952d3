import { defineExtension } from '@tessera/sdk';
import { HomePage } from './home-page';

/** Built-in home extension: the view bound to `/pages/home/index` (the fixed `/home` route). */
export default defineExtension({
  views: { home: HomePage },
});
