import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useT } from './hooks';

export interface CredentialsDialogProps {
  /** The key and secret just issued; null closes the dialog. */
  credentials: { app_key: string; secret_key: string } | null;
  /** The caller's words (its own locale keys): the title, the warning that the secret is shown once, the two labels. */
  text: { title: string; once: string; appKey: string; secret: string };
  onClose(): void;
}

/** An app key and its secret right after the server issued them: the secret is never shown again. */
export function CredentialsDialog({ credentials, text, onClose }: CredentialsDialogProps) {
  const { t } = useT();
  return (
    <Dialog isOpen={credentials !== null} onClose={onClose} title={text.title} style={{ width: 560 }}>
      <DialogBody>
        <Callout intent="warning" style={{ marginBottom: 12 }}>
          {text.once}
        </Callout>
        <FormGroup label={text.appKey}>
          <InputGroup readOnly value={credentials?.app_key ?? ''} data-testid="secret-app-key" onFocus={(e) => e.currentTarget.select()} />
        </FormGroup>
        <FormGroup label={text.secret}>
          <InputGroup readOnly value={credentials?.secret_key ?? ''} data-testid="secret-value" onFocus={(e) => e.currentTarget.select()} />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('common.close')} data-testid="secret-close" onClick={onClose} />} />
    </Dialog>
  );
}
