import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, useService, type LoginResult } from '@tessera/sdk';
import { validateCaptchaLogin, phoneForCode } from './auth-validation';
import { CaptchaButton } from './captcha-button';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginFailure } from './login-failure';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

/** Phone + SMS code login, with the resend countdown on the send button. */
export function CaptchaLoginForm() {
  const auth = useService<AuthService>(AuthService);
  const { t } = useTranslation('core');
  const form = useFormFields({ phone: '', code: '' });
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginResult | null>(null);
  const [mustChange, setMustChange] = useState(false);

  const codePhone = () => phoneForCode(form);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check(validateCaptchaLogin(form.values))) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await auth.login({
        phone_number: form.values.phone.trim(),
        verification_code: form.values.code.trim(),
        remember,
      });
      if (!result.ok) setFailure(result);
      else if (result.passwordChangeRequired) setMustChange(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
    <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <LoginFailure result={failure} fallback={t('auth.captchaLoginFailed')} />
      <TextField
        id="captcha-phone"
        type="tel"
        label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')}
        icon="mobile-phone"
        {...form.bind('phone')}
      />
      <TextField
        id="captcha-code"
        label={t('auth.code')}
        placeholder={t('auth.codePlaceholder')}
        icon="shield"
        autoComplete="one-time-code"
        {...form.bind('code')}
        rightElement={<CaptchaButton getPhone={codePhone} purpose="login" />}
      />
      <Checkbox checked={remember} label={t('auth.rememberMe')} onChange={(e) => setRemember(e.currentTarget.checked)} />
      <Button type="submit" intent="primary" fill loading={busy} text={t('auth.login')} />
    </form>
    {/* A one-time password must be changed first (the user types it as the old one); outside the form, see PasswordLoginForm. */}
    {mustChange && <ChangePasswordDialog isOpen required onChanged={() => void auth.finishLogin()} onClose={() => setMustChange(false)} />}
    </>
  );
}
