import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, Notifier, TextField, useForm, useService, type LoginResult } from '@tessera/sdk';
import { changePasswordRules, type ChangePasswordValues } from './auth-validation';
import { LoginFailure } from './login-failure';

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', confirm: '' };

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

/** Old password + the new one twice (at least 6 characters, both new entries equal). */
export function ChangePasswordDialog({ isOpen, onClose, required = false, initialOldPassword = '', onChanged }: ChangePasswordDialogProps) {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const form = useForm({ ...EMPTY, oldPassword: initialOldPassword }, changePasswordRules);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginResult | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await auth.changePassword({ old_password: form.values.oldPassword, password: form.values.password });
      if (result.ok) {
        notifier.success(t('auth.changePasswordSuccess'));
        form.reset(EMPTY);
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
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(required ? 'auth.mustChangePasswordTitle' : 'auth.changePasswordTitle')}
      icon="key"
      isCloseButtonShown={!required}
      canEscapeKeyClose={!required}
      canOutsideClickClose={!required}
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid={required ? 'must-change-password' : undefined}>
        <DialogBody>
          {required && (
            <Callout intent="warning" icon="key" style={{ marginBottom: 12 }}>
              {t('auth.mustChangePasswordHint')}
            </Callout>
          )}
          <LoginFailure result={failure} fallback={t('auth.changePasswordFailed')} />
          <TextField
            form={form}
            name="oldPassword"
            id="change-old-password"
            testId="change-old-password"
            type="password"
            autoComplete="current-password"
            label={t('auth.oldPassword')}
          />
          <TextField
            form={form}
            name="password"
            id="change-password"
            testId="change-password"
            type="password"
            autoComplete="new-password"
            label={t('auth.newPassword')}
          />
          <TextField
            form={form}
            name="confirm"
            id="change-confirm"
            testId="change-confirm"
            type="password"
            autoComplete="new-password"
            label={t('auth.confirmNewPassword')}
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
