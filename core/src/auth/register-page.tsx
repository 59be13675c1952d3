import { useState, type FormEvent } from 'react';
import { Alert, Button, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthService, Notifier, useService } from '@tessera/sdk';
import { firstRegisterError, validateRegister, phoneForCode } from './auth-validation';
import { CaptchaButton } from './captcha-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

/** `/auth/register`: tenant sign-up. A failure shows the first message among name, email and mobile (§5). */
export function RegisterPage() {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const form = useFormFields({ name: '', email: '', phone: '', code: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const codePhone = () => phoneForCode(form);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (!form.check(validateRegister(v))) return;
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

  const field = (name: keyof typeof form.values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`register-${name}`}
      label={label}
      {...form.bind(name)}
      {...extra}
    />
  );

  return (
    <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <H4>{t('auth.registerTitle')}</H4>
      {field('name', t('auth.tenantName'), { icon: 'office' })}
      {field('email', t('auth.email'), { type: 'email', icon: 'envelope', autoComplete: 'email' })}
      {field('phone', t('auth.phone'), { type: 'tel', icon: 'mobile-phone' })}
      {field('code', t('auth.code'), { icon: 'shield', rightElement: <CaptchaButton getPhone={codePhone} purpose="register" /> })}
      {field('password', t('auth.password'), { type: 'password', icon: 'lock', autoComplete: 'new-password' })}
      {field('confirm', t('auth.confirmPassword'), { type: 'password', icon: 'lock', autoComplete: 'new-password' })}
      <Button type="submit" intent="primary" fill loading={busy} text={t('auth.registerSubmit')} />
      <div className="tessera-auth-links">
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </div>
      <Alert
        isOpen={alert !== null}
        intent="danger"
        icon="error"
        confirmButtonText={t('common.confirm')}
        onClose={() => setAlert(null)}
      >
        <p>{alert}</p>
      </Alert>
    </form>
  );
}
