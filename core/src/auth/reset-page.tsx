import { useState, type FormEvent } from 'react';
import { Button, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthService, Notifier, useService } from '@tessera/sdk';
import { validateReset, phoneForCode } from './auth-validation';
import { CaptchaButton } from './captcha-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

/** `/auth/reset`: forgot password. Phone + SMS code + new password, confirmed with 您确定要重置密码吗？ (§8). */
export function ResetPage() {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const form = useFormFields({ phone: '', code: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);

  const codePhone = () => phoneForCode(form);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (!form.check(validateReset(v))) return;
    const confirmed = await notifier.confirm(t('common.confirmResetPassword'), {
      title: t('common.tip'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      intent: 'warning',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await auth.resetPassword({
        phone_number: v.phone.trim(),
        verification_code: v.code.trim(),
        password: v.password,
      });
      if (result.ok) {
        notifier.success(t('auth.resetSuccess'));
        navigate('/auth/login');
      } else if (result.message) {
        notifier.error(result.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <H4>{t('auth.resetTitle')}</H4>
      <TextField
        id="reset-phone"
        type="tel"
        icon="mobile-phone"
        label={t('auth.phone')}
        {...form.bind('phone')}
      />
      <TextField
        id="reset-code"
        icon="shield"
        label={t('auth.code')}
        {...form.bind('code')}
        rightElement={<CaptchaButton getPhone={codePhone} purpose="reset" />}
      />
      <TextField
        id="reset-password"
        type="password"
        icon="lock"
        autoComplete="new-password"
        label={t('auth.newPassword')}
        {...form.bind('password')}
      />
      <TextField
        id="reset-confirm"
        type="password"
        icon="lock"
        autoComplete="new-password"
        label={t('auth.confirmNewPassword')}
        {...form.bind('confirm')}
      />
      <Button type="submit" intent="primary" fill loading={busy} text={t('auth.resetSubmit')} />
      <div className="tessera-auth-links">
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </div>
    </form>
  );
}
