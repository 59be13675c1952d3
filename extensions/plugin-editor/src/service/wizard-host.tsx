import { HttpClient, useService } from '@tessera/sdk';
import { useEffect, useRef, useState } from 'react';
import { PluginApi, type PluginRow } from '../api/plugin-api';
import { PluginWizardDialog } from '../components/plugin-wizard-dialog';

interface Props {
  modelId?: string;
  onDone(row: PluginRow | null): void;
}

/** The service's dialog: loads the model to edit (if any), then the wizard; reports the last saved row on close. */
export function WizardHost({ modelId, onDone }: Props) {
  const http = useService<HttpClient>(HttpClient);
  const [row, setRow] = useState<PluginRow | undefined>();
  const [ready, setReady] = useState(!modelId);
  const [open, setOpen] = useState(true);
  const saved = useRef<PluginRow | null>(null);

  useEffect(() => {
    if (!modelId) return;
    let live = true;
    new PluginApi(http).getMap(modelId).then(
      (r) => {
        if (!live) return;
        setRow(r);
        setReady(true);
      },
      // The HTTP client has shown why; there is nothing to edit.
      () => live && onDone(null),
    );
    return () => {
      live = false;
    };
  }, [http, modelId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!ready) return null;
  return (
    <PluginWizardDialog
      isOpen={open}
      row={row}
      onSaved={(r) => {
        if (r) saved.current = r;
      }}
      onClose={() => {
        setOpen(false);
        onDone(saved.current);
      }}
    />
  );
}
