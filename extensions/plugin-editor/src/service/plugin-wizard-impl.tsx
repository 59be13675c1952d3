import { OverlaysProvider } from '@blueprintjs/core';
import { SdkContext, type ExtensionContext, type SdkContextValue } from '@tessera/sdk';
import { createRoot } from 'react-dom/client';
import type { PluginRow } from '../api/plugin-api';
import { NS } from '../i18n';
import type { PluginWizard } from './plugin-wizard';
import { WizardHost } from './wizard-host';

/** Time for the dialog's closing transition before its root is removed. */
export const WIZARD_TEARDOWN_MS = 400;

/**
 * Renders the wizard in a root of its own (the caller's React tree belongs to another extension), with this
 * extension's services and strings, and settles when it closes.
 */
export class PluginWizardImpl implements PluginWizard {
  constructor(private readonly ctx: Pick<ExtensionContext, 'get'>) {}

  open(modelId?: string): Promise<PluginRow | null> {
    const host = document.createElement('div');
    host.className = 'tessera-plugin-wizard-root';
    document.body.appendChild(host);
    const root = createRoot(host);
    const sdk: SdkContextValue = { get: (token) => this.ctx.get(token), namespace: NS };
    return new Promise((resolve) => {
      const done = (row: PluginRow | null) => {
        resolve(row);
        setTimeout(() => {
          root.unmount();
          host.remove();
        }, WIZARD_TEARDOWN_MS);
      };
      root.render(
        <SdkContext.Provider value={sdk}>
          <OverlaysProvider>
            <WizardHost modelId={modelId} onDone={done} />
          </OverlaysProvider>
        </SdkContext.Provider>,
      );
    });
  }
}
