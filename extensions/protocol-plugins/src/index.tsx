import { defineExtension } from '@tessera/sdk';
import { PluginListView } from './plugins/plugin-list-view';
import { ScriptListView } from './scripts/script-list-view';

/** Protocol plugins (System management) and the tenant's protocol scripts (Application management). */
export default defineExtension({ views: { plugins: PluginListView, scripts: ScriptListView } });
