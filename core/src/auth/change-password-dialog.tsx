import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, Notifier, useService } from '@tessera/sdk';
import { validateChangePassword } from './auth-validation';
import { LoginFailure } from './login-failure';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';
import type { LoginResult } from '@tessera/sdk';

export interface ChangePasswordDialogProps {
  isOpen: boolean;
  onClose(): void;
}

/** Old password + the new one twice (§5: ≥ 6 characters, both new entries equal). */
export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const form = useFormFields({ oldPassword: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginResult | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check(validateChangePassword(form.values))) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await auth.changePassword({ old_password: form.values.oldPassword, password: form.values.password });
      if (result.ok) {
        notifier.success(t('auth.changePasswordSuccess'));
        form.set('oldPassword', '');
        form.set('password', '');
        form.set('confirm', '');
        onClose();
      } else {
        setFailure(result);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('auth.changePasswordTitle')} icon="key">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <LoginFailure result={failure} fallback={t('auth.changePasswordFailed')} />
          <TextField
            id="change-old-password"
            type="password"
            autoComplete="current-password"
            label={t('auth.oldPassword')}
            {...form.bind('oldPassword')}
          />
          <TextField
            id="change-password"
            type="password"
            autoComplete="new-password"
            label={t('auth.newPassword')}
            {...form.bind('password')}
          />
          <TextField
            id="change-confirm"
            type="password"
            autoComplete="new-password"
            label={t('auth.confirmNewPassword')}
            {...form.bind('confirm')}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={busy} text={t('common.confirm')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
