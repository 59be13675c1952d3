import { Callout, Dialog, DialogBody, DialogFooter, Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';

export interface SecretDialogProps {
  credentials: { app_key: string; secret_key: string } | null;
  onClose(): void;
}

/** The app key and secret right after they are issued: the secret is never shown again. */
export function SecretDialog({ credentials, onClose }: SecretDialogProps) {
  const { t } = useT();
  return (
    <Dialog isOpen={credentials !== null} onClose={onClose} title={t('secret.title')} style={{ width: 560 }}>
      <DialogBody>
        <Callout intent="warning" style={{ marginBottom: 12 }}>
          {t('secret.once')}
        </Callout>
        <FormGroup label={t('app.appKey')}>
          <InputGroup readOnly value={credentials?.app_key ?? ''} data-testid="secret-app-key" onFocus={(e) => e.currentTarget.select()} />
        </FormGroup>
        <FormGroup label={t('app.secret')}>
          <InputGroup readOnly value={credentials?.secret_key ?? ''} data-testid="secret-value" onFocus={(e) => e.currentTarget.select()} />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('common.close')} data-testid="secret-close" onClick={onClose} />} />
    </Dialog>
  );
}
