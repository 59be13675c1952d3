import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, TextField, useForm, useService, type LoginResult } from '@tessera/sdk';
import { captchaLoginRules, phoneForCode } from './auth-validation';
import { CaptchaButton } from './captcha-button';
import { LoginFailure } from './login-failure';

/** Phone + SMS code login, with the resend countdown on the send button. */
export function CaptchaLoginForm() {
  const auth = useService<AuthService>(AuthService);
  const { t } = useTranslation('core');
  const form = useForm({ phone: '', code: '' }, captchaLoginRules);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginResult | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await auth.login({
        phone_number: form.values.phone.trim(),
        verification_code: form.values.code.trim(),
        remember,
      });
      if (!result.ok) setFailure(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <LoginFailure result={failure} fallback={t('auth.captchaLoginFailed')} />
      <TextField form={form} name="phone" id="captcha-phone" testId="captcha-phone" type="tel" label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')} icon="mobile-phone" />
      <TextField form={form} name="code" id="captcha-code" testId="captcha-code" label={t('auth.code')}
        placeholder={t('auth.codePlaceholder')} icon="shield" autoComplete="one-time-code"
        rightElement={<CaptchaButton getPhone={() => phoneForCode(form)} />} />
      <Checkbox checked={remember} label={t('auth.rememberMe')} onChange={(e) => setRemember(e.currentTarget.checked)} />
      <Button type="submit" intent="primary" fill loading={busy} text={t('auth.login')} />
    </form>
  );
}
