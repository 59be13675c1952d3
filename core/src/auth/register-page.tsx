import { useState, type FormEvent } from 'react';
import { Alert, Button, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthService, Notifier, TextField, useForm, useService, type FormState } from '@tessera/sdk';
import { firstRegisterError, phoneForCode, registerRules, type RegisterValues } from './auth-validation';
import { CaptchaButton } from './captcha-button';

const EMPTY: RegisterValues = { name: '', email: '', phone: '', code: '', password: '', confirm: '' };

/** Submits a valid form; a failure shows the first message among name, email and mobile in an alert. */
function useRegister(form: FormState<RegisterValues>) {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (!form.validate()) return;
    setBusy(true);
    try {
      const result = await auth.register({
        name: v.name.trim(),
        email: v.email.trim(),
        phone_number: v.phone.trim(),
        verification_code: v.code.trim(),
        password: v.password,
        confirm_password: v.confirm,
      });
      if (result.ok) {
        notifier.success(t('auth.registerSuccess'));
        navigate('/auth/login');
      } else {
        setAlert(firstRegisterError(result.errors) ?? result.message ?? t('auth.registerFailed'));
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, alert, closeAlert: () => setAlert(null), submit };
}

/** `/auth/register`: tenant sign-up. */
export function RegisterPage() {
  const { t } = useTranslation('core');
  const form = useForm(EMPTY, registerRules);
  const { busy, alert, closeAlert, submit } = useRegister(form);
  const field = (name: keyof RegisterValues) => ({ form, name, id: `register-${name}`, testId: `register-${name}` });

  return (
    <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <H4>{t('auth.registerTitle')}</H4>
      <TextField {...field('name')} label={t('auth.tenantName')} icon="office" />
      <TextField {...field('email')} label={t('auth.email')} type="email" icon="envelope" autoComplete="email" />
      <TextField {...field('phone')} label={t('auth.phone')} type="tel" icon="mobile-phone" />
      <TextField
        {...field('code')}
        label={t('auth.code')}
        icon="shield"
        rightElement={<CaptchaButton getPhone={() => phoneForCode(form)} purpose="register" />}
      />
      <TextField {...field('password')} label={t('auth.password')} type="password" icon="lock" autoComplete="new-password" />
      <TextField {...field('confirm')} label={t('auth.confirmPassword')} type="password" icon="lock" autoComplete="new-password" />
      <Button type="submit" intent="primary" fill loading={busy} text={t('auth.registerSubmit')} />
      <div className="tessera-auth-links">
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </div>
      <Alert isOpen={alert !== null} intent="danger" icon="error" confirmButtonText={t('common.confirm')} onClose={closeAlert}>
        <p>{alert}</p>
      </Alert>
    </form>
  );
}
