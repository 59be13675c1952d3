import { defineExtension } from '@tessera/sdk';
import { PluginListView } from './components/plugin-list-view';
import { PluginWizard } from './service/plugin-wizard';
import { PluginWizardImpl } from './service/plugin-wizard-impl';

export { PluginWizardDialog, type PluginWizardDialogProps } from './components/plugin-wizard-dialog';
export { PluginWizard, PLUGIN_WIZARD_KEY } from './service/plugin-wizard';

/**
 * Application management → device editor (view path /pages/plugin-editor/index), and the wizard as a service
 * other extensions open (token in API.md).
 */
export default defineExtension({
  services: [{ token: PluginWizard, factory: (ctx) => new PluginWizardImpl(ctx) }],
  views: { editor: PluginListView },
});
