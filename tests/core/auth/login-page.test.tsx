import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { AuthLayout } from '../../../core/src/auth/auth-layout';
import { LoginPage } from '../../../core/src/auth/login-page';
import { CAPTCHA_RESEND_SECONDS } from '../../../core/src/auth/use-countdown';
import ch from '../../../core/src/i18n/locales/ch/auth.json';
import { createShellFakes, renderInShell } from '../layout/shell-fakes';

afterEach(() => vi.useRealTimers());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: ch.login }));
}

describe('password login', () => {
  it('shows required messages and focuses the first invalid field', () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    submit();
    expect(screen.getAllByText(ch.validation.required)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(ch.account));
    expect(fakes.auth.login).not.toHaveBeenCalled();
  });

  it('rejects an account that is neither email nor mobile, and a short password (focus on the account)', () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    fill(ch.account, 'not-an-account');
    fill(ch.password, '12345');
    submit();
    expect(screen.getByText(ch.validation.accountInvalid)).toBeTruthy();
    expect(screen.getByText(ch.validation.passwordMin)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ch.account));
  });

  it('focuses the password when only it is invalid', () => {
    renderInShell(<LoginPage />, createShellFakes({ signedIn: false }), '/auth/login');
    fill(ch.account, 'ada@example.com');
    fill(ch.password, '123');
    submit();
    expect(screen.queryByText(ch.validation.accountInvalid)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(ch.password));
  });

  it('sends an email login with remember: true when asked to stay signed in for 10 days', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    fill(ch.account, 'ada@example.com');
    fill(ch.password, 'secret1');
    fireEvent.click(screen.getByLabelText(ch.rememberMe));
    submit();
    await waitFor(() => expect(fakes.auth.login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret1', remember: true }));
  });

  it('asks for a new password after a one-time password login, then finishes the login', async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.auth.login.mockResolvedValueOnce({ ok: true, passwordChangeRequired: true });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    fill(ch.account, 'ada@example.com');
    fill(ch.password, 'one-time-pw');
    submit();
    const dialog = await screen.findByTestId('must-change-password');
    expect(dialog.textContent).toContain(ch.mustChangePasswordHint);
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect((screen.getByLabelText(ch.oldPassword) as HTMLInputElement).value).toBe('one-time-pw');
    expect(fakes.auth.finishLogin).not.toHaveBeenCalled();
    fill(ch.newPassword, 'my-own-pw');
    fill(ch.confirmNewPassword, 'my-own-pw');
    fireEvent.submit(dialog);
    await waitFor(() => expect(fakes.auth.changePassword).toHaveBeenCalledWith({ old_password: 'one-time-pw', password: 'my-own-pw' }));
    await waitFor(() => expect(fakes.auth.finishLogin).toHaveBeenCalledTimes(1));
    expect(fakes.auth.login).toHaveBeenCalledTimes(1);
  });

  it('sends a mobile number as phone_number', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    fill(ch.account, '13800138000');
    fill(ch.password, 'secret1');
    submit();
    await waitFor(() => expect(fakes.auth.login).toHaveBeenCalledWith({ phone_number: '13800138000', password: 'secret1', remember: false }));
  });

  it("shows the server's failure message and keeps the input", async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.auth.login.mockResolvedValueOnce({ ok: false, message: 'Email or password is incorrect' });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    fill(ch.account, 'ada@example.com');
    fill(ch.password, 'wrong-pass');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Email or password is incorrect');
    expect((screen.getByLabelText(ch.account) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(ch.password) as HTMLInputElement).value).toBe('wrong-pass');
  });

  it('falls back to 用户名或密码错误 when the server gives no message', async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.auth.login.mockResolvedValueOnce({ ok: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    fill(ch.account, 'ada@example.com');
    fill(ch.password, 'wrong-pass');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(ch.loginFailed);
  });

  it('shows the configured logo and system name', async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.http.post.mockResolvedValue({ code: 200, message: 'ok', data: { system_name: 'Acme IoT', logo_one: '/files/logo.png' } });
    renderInShell(
      <Routes>
        <Route path="/auth" element={<AuthLayout />}>
          <Route path="login" element={<LoginPage />} />
        </Route>
      </Routes>,
      fakes,
      '/auth/login',
    );
    const logo = (await screen.findByRole('img', { name: 'Acme IoT' })) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/files/logo.png');
    expect(screen.getByText('Acme IoT')).toBeTruthy();
    expect(screen.getByText(ch.loginTitle)).toBeTruthy();
  });
});

describe('captcha login', () => {
  function openCaptchaTab() {
    fireEvent.click(screen.getByRole('tab', { name: ch.captchaLogin }));
  }

  it('refuses to send a code to an invalid number', () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    openCaptchaTab();
    fill(ch.phone, '12345');
    fireEvent.click(screen.getByRole('button', { name: ch.sendCode }));
    expect(screen.getByText(ch.validation.mobileInvalid)).toBeTruthy();
    expect(fakes.auth.sendCaptcha).not.toHaveBeenCalled();
  });

  it('sends the code, then counts down the seconds before it can be resent', async () => {
    vi.useFakeTimers();
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    openCaptchaTab();
    fill(ch.phone, '13800138000');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ch.sendCode }));
    });
    expect(fakes.auth.sendCaptcha).toHaveBeenCalledWith('13800138000', 'login');
    const label = (s: number) => ch.resendIn.replace('{{seconds}}', String(s));
    const button = screen.getByRole('button', { name: label(CAPTCHA_RESEND_SECONDS) }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: label(CAPTCHA_RESEND_SECONDS - 1) })).toBeTruthy();
    act(() => vi.advanceTimersByTime((CAPTCHA_RESEND_SECONDS - 1) * 1000));
    const again = screen.getByRole('button', { name: ch.sendCode }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });

  it('does not start the countdown when sending fails', async () => {
    const fakes = createShellFakes({ signedIn: false });
    fakes.auth.sendCaptcha.mockResolvedValueOnce({ ok: false, message: 'too often' });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    openCaptchaTab();
    fill(ch.phone, '13800138000');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ch.sendCode }));
    });
    expect(fakes.notifier.error).toHaveBeenCalledWith('too often');
    expect((screen.getByRole('button', { name: ch.sendCode }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('logs in with phone_number and verification_code', async () => {
    const fakes = createShellFakes({ signedIn: false });
    renderInShell(<LoginPage />, fakes, '/auth/login');
    openCaptchaTab();
    fill(ch.phone, '13800138000');
    fill(ch.code, '123456');
    submit();
    await waitFor(() => expect(fakes.auth.login).toHaveBeenCalledWith({ phone_number: '13800138000', verification_code: '123456', remember: false }));
  });
});
