import { defineExtension } from '@tessera/sdk';
import { WIDGETS } from './widget-set';

/**
 * The built-in chart widgets. Lazy: the registry knows their types from the manifest, and a WidgetOutlet or the
 * plugin editor's palette activates this extension on first use.
 */
export default defineExtension({ widgets: WIDGETS });
