import { defineExtension } from '@tessera/sdk';
import { PluginListView } from './components/plugin-list-view';

export { PluginWizardDialog, type PluginWizardDialogProps } from './components/plugin-wizard-dialog';

/** Application management → device editor (view path /pages/plugin-editor/index). */
export default defineExtension({
  views: { editor: PluginListView },
});
