import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
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
  /** The one-time password must be changed: no cancel, no dismissing, a hint says why. */
  required?: boolean;
  /** The old password, prefilled (the one-time password just typed at login). */
  initialOldPassword?: string;
  /** Called after a successful change, before `onClose`. */
  onChanged?(): void;
}

/** Old password + the new one twice (§5: ≥ 6 characters, both new entries equal). */
export function ChangePasswordDialog({ isOpen, onClose, required = false, initialOldPassword = '', onChanged }: ChangePasswordDialogProps) {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const form = useFormFields({ oldPassword: initialOldPassword, password: '', confirm: '' });
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
        onChanged?.();
        onClose();
      } else {
        setFailure(result);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(required ? 'auth.mustChangePasswordTitle' : 'auth.changePasswordTitle')} icon="key"
      isCloseButtonShown={!required} canEscapeKeyClose={!required} canOutsideClickClose={!required}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid={required ? 'must-change-password' : undefined}>
        <DialogBody>
          {required && <Callout intent="warning" icon="key" style={{ marginBottom: 12 }}>{t('auth.mustChangePasswordHint')}</Callout>}
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
              {!required && <Button text={t('common.cancel')} onClick={onClose} />}
              <Button type="submit" intent="primary" loading={busy} text={t('common.confirm')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
