import { Button } from '@blueprintjs/core';
import { useHasAuth, useOptionalService, useT } from '@tessera/sdk';
import { useState } from 'react';

/**
 * The plugin editor's wizard, provided by the tessera.plugin-editor extension (its API.md): this extension cannot
 * import that one, so the interface is copied here and the service is resolved by its `Symbol.for` key.
 */
export const PluginWizard = Symbol.for('tessera.plugin-editor.PluginWizard');
export interface PluginWizard {
  open(modelId?: string): Promise<{ id: string; model_name: string } | null>;
}

interface Props {
  /** A plugin was saved in the wizard (the caller reloads its plugin list and selects it). */
  onCreated(plugin: { id: string; model_name: string }): void | Promise<void>;
}

/** "New plugin" beside the device form's plugin picker; hidden when the editor is absent or the user may not add. */
export function NewPluginButton({ onCreated }: Props) {
  const { t } = useT();
  const wizard = useOptionalService<PluginWizard>(PluginWizard);
  const canAdd = useHasAuth('plugin:add');
  const [busy, setBusy] = useState(false);
  if (!wizard || !canAdd) return null;
  const open = async () => {
    setBusy(true);
    try {
      const saved = await wizard.open();
      if (saved?.id) await onCreated(saved);
    } catch {
      // The editor could not start (the host reported why); the form stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return <Button icon="add" text={t('devices.newPlugin')} loading={busy} data-testid="device-form-new-plugin" onClick={() => void open()} />;
}
