export interface PasswordLogin {
  email?: string;
  phone_number?: string;
  password: string;
  remember?: boolean;
}
export interface CaptchaLogin {
  phone_number: string;
  verification_code: string;
  remember?: boolean;
}
export interface TenantRegistration {
  name?: string;
  email: string;
  phone_number: string;
  password: string;
  confirm_password?: string;
  verification_code: string;
}
/** What an SMS code is sent for: the server accepts it for that purpose only. */
export type CodePurpose = 'login' | 'register' | 'reset';
export interface LoginResult {
  ok: boolean;
  /** The message to show on failure (the server's, the spec's error catalogue). */
  message?: string;
  /** The server's `errors` field on failure (the spec's call conventions). */
  errors?: Record<string, string[] | string>;
  /** Signed in with a one-time password: change it (`changePassword`), then `finishLogin()`. */
  passwordChangeRequired?: boolean;
}

/** Login, logout, register, reset, change password, landing by role (the spec's screens and state rules). */
export const AuthService = Symbol.for('tessera.core.AuthService');
export interface AuthService {
  login(body: PasswordLogin | CaptchaLogin): Promise<LoginResult>;
  /** After a required password change: loads the permissions and lands like a login does. */
  finishLogin(): Promise<void>;
  logout(): Promise<void>;
  register(body: TenantRegistration): Promise<LoginResult>;
  sendCaptcha(phone_number: string, purpose: CodePurpose): Promise<LoginResult>;
  resetPassword(body: { phone_number: string; verification_code: string; password: string }): Promise<LoginResult>;
  changePassword(body: { old_password: string; password: string }): Promise<LoginResult>;
  /** Loads `/user/function/auth` into the session; resolves `{code: 400}` on failure (the spec's call conventions). */
  loadPermissions(): Promise<{ code: number }>;
  /** Route name to land on after login for the current user (the spec's state rules). */
  landingRoute(): 'multisiteList' | 'home';
}
