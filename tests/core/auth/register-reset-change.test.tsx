import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateForm } from '@tessera/sdk';
import { changePasswordRules, firstRegisterError, registerRules } from '../../../core/src/auth/auth-validation';
import { ChangePasswordDialog } from '../../../core/src/auth/change-password-dialog';
import { RegisterPage } from '../../../core/src/auth/register-page';
import { ResetPage } from '../../../core/src/auth/reset-page';
import ch from '../../../core/src/i18n/locales/ch/auth.json';
import chCommon from '../../../core/src/i18n/locales/ch/common.json';
import { createShellFakes, renderInShell } from '../layout/shell-fakes';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRegister() {
  fill(ch.tenantName, 'Acme');
  fill(ch.email, 'ops@acme.io');
  fill(ch.phone, '13900139000');
  fill(ch.code, '4321');
  fill(ch.password, 'secret1');
  fill(ch.confirmPassword, 'secret1');
}

describe('register', () => {
  it('validates every field in screen order and focuses the first invalid one', () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<RegisterPage />, fakes, '/auth/register');
    fill(ch.tenantName, 'Acme');
    fill(ch.email, 'bad@');
    fill(ch.phone, '23900139000');
    fireEvent.click(screen.getByRole('button', { name: ch.registerSubmit }));
    expect(screen.getByText(ch.validation.emailInvalid)).toBeTruthy();
    expect(screen.getByText(ch.validation.mobileInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ch.email));
    expect(fakes.auth.register).not.toHaveBeenCalled();
  });

  it('on failure alerts the first message among name, email and mobile', async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.auth.register.mockResolvedValueOnce({
      ok: false,
      message: 'validation failed',
      errors: { password: ['weak'], mobile: ['手机号已存在'], email: ['邮箱已存在'] },
    });
    renderInShell(<RegisterPage />, fakes, '/auth/register');
    fillRegister();
    fireEvent.click(screen.getByRole('button', { name: ch.registerSubmit }));
    expect(await screen.findByText('邮箱已存在')).toBeTruthy();
    expect(screen.queryByText('手机号已存在')).toBeNull();
    expect(fakes.auth.register).toHaveBeenCalledWith({
      name: 'Acme',
      email: 'ops@acme.io',
      phone_number: '13900139000',
      verification_code: '4321',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    // The input stays for a correction.
    expect((screen.getByLabelText(ch.email) as HTMLInputElement).value).toBe('ops@acme.io');
  });

  it('success goes to the login page', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<RegisterPage />, fakes, '/auth/register');
    fillRegister();
    fireEvent.click(screen.getByRole('button', { name: ch.registerSubmit }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    expect(fakes.notifier.success).toHaveBeenCalledWith(ch.registerSuccess);
  });

  it('firstRegisterError prefers name, then email, then mobile; strings or arrays', () => {
    expect(firstRegisterError({ mobile: 'm', email: ['e'], name: ['n'] })).toBe('n');
    expect(firstRegisterError({ mobile: 'm', email: ['e'] })).toBe('e');
    expect(firstRegisterError({ phone_number: ['p'], password: ['x'] })).toBe('p');
    expect(firstRegisterError({ password: ['x'] })).toBeUndefined();
    expect(firstRegisterError(undefined)).toBeUndefined();
  });

  it('the register rules require matching passwords', () => {
    const base = { name: 'a', email: 'a@b.co', phone: '13900139000', code: '1', password: 'secret1', confirm: 'secret2' };
    expect(validateForm(base, registerRules)).toEqual({ confirm: 'auth.validation.passwordMismatch' });
    expect(validateForm({ ...base, confirm: 'secret1' }, registerRules)).toEqual({});
  });
});

describe('reset password', () => {
  function fillReset() {
    fill(ch.phone, '13800138000');
    fill(ch.code, '9999');
    fill(ch.newPassword, 'newpass1');
    fill(ch.confirmNewPassword, 'newpass1');
  }

  it('asks 您确定要重置密码吗？ and does nothing on 取消', async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.notifier.confirm.mockResolvedValueOnce(false);
    renderInShell(<ResetPage />, fakes, '/auth/reset');
    fillReset();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ch.resetSubmit }));
    });
    expect(fakes.notifier.confirm).toHaveBeenCalledWith(chCommon.confirmResetPassword, expect.objectContaining({ title: chCommon.tip }));
    expect(fakes.auth.resetPassword).not.toHaveBeenCalled();
  });

  it('resets on 确定 and returns to login', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<ResetPage />, fakes, '/auth/reset');
    fillReset();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ch.resetSubmit }));
    });
    expect(fakes.auth.resetPassword).toHaveBeenCalledWith({ phone_number: '13800138000', verification_code: '9999', password: 'newpass1' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
  });

  it('validates before asking', () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<ResetPage />, fakes, '/auth/reset');
    fireEvent.click(screen.getByRole('button', { name: ch.resetSubmit }));
    expect(fakes.notifier.confirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(ch.phone));
  });
});

describe('change password dialog', () => {
  it('refuses two different new passwords and focuses the confirmation', () => {
    const fakes = createShellFakes();
    renderInShell(<ChangePasswordDialog isOpen onClose={() => {}} />, fakes, '/home');
    fill(ch.oldPassword, 'oldpass');
    fill(ch.newPassword, 'newpass1');
    fill(ch.confirmNewPassword, 'newpass2');
    fireEvent.click(screen.getByRole('button', { name: chCommon.confirm }));
    expect(screen.getByText(ch.validation.passwordMismatch)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ch.confirmNewPassword));
    expect(fakes.auth.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password and closes', async () => {
    const fakes = createShellFakes();
    let closed = false;
    renderInShell(<ChangePasswordDialog isOpen onClose={() => (closed = true)} />, fakes, '/home');
    fill(ch.oldPassword, 'oldpass');
    fill(ch.newPassword, 'newpass1');
    fill(ch.confirmNewPassword, 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: chCommon.confirm }));
    await waitFor(() => expect(closed).toBe(true));
    expect(fakes.auth.changePassword).toHaveBeenCalledWith({ old_password: 'oldpass', password: 'newpass1' });
  });

  it('keeps the dialog open with the server message on failure', async () => {
    const fakes = createShellFakes();
    fakes.auth.changePassword.mockResolvedValueOnce({ ok: false, message: '原密码错误' });
    let closed = false;
    renderInShell(<ChangePasswordDialog isOpen onClose={() => (closed = true)} />, fakes, '/home');
    fill(ch.oldPassword, 'oldpass');
    fill(ch.newPassword, 'newpass1');
    fill(ch.confirmNewPassword, 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: chCommon.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain('原密码错误');
    expect(closed).toBe(false);
  });

  it('the change-password rules: new password ≥ 6 characters', () => {
    expect(validateForm({ oldPassword: 'x', password: '12345', confirm: '12345' }, changePasswordRules)).toEqual({ password: 'auth.validation.passwordMin' });
  });
});
