import { OverlayHost, type ExtensionContext } from '@tessera/sdk';
import type { PluginRow } from '../api/plugin-api';
import type { PluginWizard } from './plugin-wizard';
import { WizardHost } from './wizard-host';

/** Time for the dialog's closing transition before it leaves the shell's tree. */
export const WIZARD_TEARDOWN_MS = 400;

/**
 * Shows the wizard through the shell's OverlayHost — inside the shell's tree, with this extension's services and
 * strings — over whatever the calling extension has open (e.g. its device form), and settles when it closes.
 */
export class PluginWizardImpl implements PluginWizard {
  constructor(private readonly ctx: Pick<ExtensionContext, 'get' | 'extensionId'>) {}

  open(modelId?: string): Promise<PluginRow | null> {
    const overlays = this.ctx.get<OverlayHost>(OverlayHost);
    return new Promise((resolve) => {
      const done = (row: PluginRow | null) => {
        resolve(row);
        setTimeout(() => hide(), WIZARD_TEARDOWN_MS);
      };
      const hide = overlays.show(<WizardHost modelId={modelId} onDone={done} />, { extensionId: this.ctx.extensionId });
    });
  }
}
