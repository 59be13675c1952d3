import { defineExtension } from '@tessera/sdk';
import { WIDGETS } from './widget-set';

/** The built-in chart widgets (ARCHITECTURE §6), registered in the core WidgetRegistry at start-up (eager). */
export default defineExtension({ widgets: WIDGETS });
