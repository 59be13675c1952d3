import { useState } from 'react';
import { H4, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CaptchaLoginForm } from './captcha-login-form';
import { PasswordLoginForm } from './password-login-form';

type LoginMode = 'password' | 'captcha';

/** `/auth/login`: password login and captcha login (the spec's screens). */
export function LoginPage() {
  const { t } = useTranslation('core');
  const [mode, setMode] = useState<LoginMode>('password');
  return (
    <div className="tessera-login">
      <H4>{t('auth.loginTitle')}</H4>
      <Tabs id="login-mode" selectedTabId={mode} onChange={(id) => setMode(id as LoginMode)} renderActiveTabPanelOnly>
        <Tab id="password" title={t('auth.passwordLogin')} panel={<PasswordLoginForm />} />
        <Tab id="captcha" title={t('auth.captchaLogin')} panel={<CaptchaLoginForm />} />
      </Tabs>
      <div className="tessera-auth-links">
        <Link to="/auth/reset">{t('auth.forgotPassword')}</Link>
        <span>
          {t('auth.noAccount')} <Link to="/auth/register">{t('auth.register')}</Link>
        </span>
      </div>
    </div>
  );
}
