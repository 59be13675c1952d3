import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, TextField, useForm, useService, type LoginResult } from '@tessera/sdk';
import { captchaLoginRules, phoneForCode } from './auth-validation';
import { CaptchaButton } from './captcha-button';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginFailure } from './login-failure';
import { preloadSignedInShell } from '../router/lazy-pages';

/** Phone + SMS code login, with the resend countdown on the send button. */
export function CaptchaLoginForm() {
  const auth = useService<AuthService>(AuthService);
  const { t } = useTranslation('core');
  const form = useForm({ phone: '', code: '' }, captchaLoginRules);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginResult | null>(null);
  const [mustChange, setMustChange] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      // The shell's code loads while the login is checked: the landing page then renders without a wait.
      void preloadSignedInShell();
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
          form={form}
          name="phone"
          id="captcha-phone"
          testId="captcha-phone"
          type="tel"
          label={t('auth.phone')}
          placeholder={t('auth.phonePlaceholder')}
          icon="mobile-phone"
        />
        <TextField
          form={form}
          name="code"
          id="captcha-code"
          testId="captcha-code"
          label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          icon="shield"
          autoComplete="one-time-code"
          rightElement={<CaptchaButton getPhone={() => phoneForCode(form)} purpose="login" />}
        />
        <Checkbox checked={remember} label={t('auth.rememberMe')} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Button type="submit" intent="primary" fill loading={busy} text={t('auth.login')} />
      </form>
      {/* A one-time password must be changed first (the user types it as the old one); outside the form, see PasswordLoginForm. */}
      {mustChange && <ChangePasswordDialog isOpen required onChanged={() => void auth.finishLogin()} onClose={() => setMustChange(false)} />}
    </>
  );
}
