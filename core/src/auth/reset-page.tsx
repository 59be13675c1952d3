import { useState, type FormEvent } from 'react';
import { Button, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthService, Notifier, TextField, useForm, useService, type FormState } from '@tessera/sdk';
import { phoneForCode, resetRules, type ResetValues } from './auth-validation';
import { CaptchaButton } from './captcha-button';

/** Submits a valid form after the 您确定要重置密码吗？ confirmation; back to login on success. */
function useReset(form: FormState<ResetValues>) {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (!form.validate()) return;
    const confirmed = await notifier.confirm(t('common.confirmResetPassword'), {
      title: t('common.tip'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      intent: 'warning',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await auth.resetPassword({ phone_number: v.phone.trim(), verification_code: v.code.trim(), password: v.password });
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
  return { busy, submit };
}

/** `/auth/reset`: forgot password. Phone + SMS code + the new password twice. */
export function ResetPage() {
  const { t } = useTranslation('core');
  const form = useForm<ResetValues>({ phone: '', code: '', password: '', confirm: '' }, resetRules);
  const { busy, submit } = useReset(form);
  const field = (name: keyof ResetValues) => ({ form, name, id: `reset-${name}`, testId: `reset-${name}` });

  return (
    <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <H4>{t('auth.resetTitle')}</H4>
      <TextField {...field('phone')} type="tel" icon="mobile-phone" label={t('auth.phone')} />
      <TextField {...field('code')} icon="shield" label={t('auth.code')} rightElement={<CaptchaButton getPhone={() => phoneForCode(form)} purpose="reset" />} />
      <TextField {...field('password')} type="password" icon="lock" autoComplete="new-password" label={t('auth.newPassword')} />
      <TextField {...field('confirm')} type="password" icon="lock" autoComplete="new-password" label={t('auth.confirmNewPassword')} />
      <Button type="submit" intent="primary" fill loading={busy} text={t('auth.resetSubmit')} />
      <div className="tessera-auth-links">
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </div>
    </form>
  );
}
