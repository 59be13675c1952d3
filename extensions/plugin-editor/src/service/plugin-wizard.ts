import type { PluginRow } from '../api/plugin-api';

/** The key other extensions resolve the wizard by (`Symbol.for`); declared in extension.json `provides.services`. */
export const PLUGIN_WIZARD_KEY = 'tessera.plugin-editor.PluginWizard';
export const PluginWizard = Symbol.for(PLUGIN_WIZARD_KEY);

/**
 * The 'custom device plugin' wizard as a service (see API.md): other extensions cannot import this one, so they
 * resolve this token and open the dialog over whatever they show.
 */
export interface PluginWizard {
  /**
   * Opens the wizard: a new plugin, or the tenant's plugin `modelId` loaded for editing. Resolves when the user
   * closes it, with the plugin as last saved or published (its row, with `id`), or null when nothing was saved.
   */
  open(modelId?: string): Promise<PluginRow | null>;
}
