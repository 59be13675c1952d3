import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';

export interface OneTimePassword {
  email: string;
  password: string;
}

export interface OneTimePasswordDialogProps {
  /** The password the server answered once (new user without a password, reset); null: closed. */
  value: OneTimePassword | null;
  onClose(): void;
}

/** Shows a one-time password once, with a copy button; closing forgets it (the server never shows it again). */
export function OneTimePasswordDialog({ value, onClose }: OneTimePasswordDialogProps) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!value) return;
    await navigator.clipboard?.writeText(value.password).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog isOpen={value !== null} onClose={close} title={t('users.oneTimePasswordTitle')} icon="key" data-testid="one-time-password">
      <DialogBody>
        <Callout intent="warning" icon="eye-open">
          {t('users.oneTimePasswordText', { email: value?.email ?? '' })}
        </Callout>
        <InputGroup
          readOnly
          value={value?.password ?? ''}
          data-testid="one-time-password-value"
          style={{ marginTop: 12, fontFamily: 'monospace' }}
          onFocus={(e) => e.currentTarget.select()}
          rightElement={
            <Button
              variant="minimal"
              icon={copied ? 'tick' : 'duplicate'}
              text={t(copied ? 'users.copied' : 'users.copy')}
              data-testid="one-time-password-copy"
              onClick={() => void copy()}
            />
          }
        />
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('common.confirm')} data-testid="one-time-password-close" onClick={close} />} />
    </Dialog>
  );
}
