import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, isEmail, TextField, useForm, useService, type LoginResult, type PasswordLogin } from '@tessera/sdk';
import { passwordLoginRules } from './auth-validation';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginFailure } from './login-failure';
import { preloadSignedInShell } from '../router/lazy-pages';

/**
 * Email or phone + password; "remember me" keeps the login for 10 days (`remember: true`). A one-time password
 * must be changed first: the change-password dialog opens, and the login completes after it.
 */
export function PasswordLoginForm() {
  const auth = useService<AuthService>(AuthService);
  const { t } = useTranslation('core');
  const form = useForm({ account: '', password: '' }, passwordLoginRules);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginResult | null>(null);
  const [mustChange, setMustChange] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const account = form.values.account.trim();
    const body: PasswordLogin = isEmail(account)
      ? { email: account, password: form.values.password, remember }
      : { phone_number: account, password: form.values.password, remember };
    setBusy(true);
    setFailure(null);
    try {
      // Success: AuthService stores the session and lands by role; this page just goes away.
      // The shell's code loads while the login is checked: the landing page then renders without a wait.
      void preloadSignedInShell();
      const result = await auth.login(body);
      if (!result.ok) setFailure(result);
      else if (result.passwordChangeRequired) setMustChange(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="tessera-auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <LoginFailure result={failure} fallback={t('auth.loginFailed')} />
        <TextField
          form={form}
          name="account"
          id="account"
          testId="login-account"
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          icon="user"
          autoComplete="username"
        />
        <TextField
          form={form}
          name="password"
          id="password"
          testId="login-password"
          type="password"
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          icon="lock"
          autoComplete="current-password"
        />
        <Checkbox checked={remember} label={t('auth.rememberMe')} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Button type="submit" intent="primary" fill loading={busy} text={t('auth.login')} />
      </form>
      {/* Outside the login form: React events bubble through portals, and this dialog submits a form of its own. */}
      {mustChange && (
        <ChangePasswordDialog
          isOpen
          required
          initialOldPassword={form.values.password}
          onChanged={() => void auth.finishLogin()}
          onClose={() => setMustChange(false)}
        />
      )}
    </>
  );
}
