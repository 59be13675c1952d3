import { isEmail, isMobile, isPassword, passwordsMatch } from '@tessera/sdk';

/**
 * Validation of the auth forms (§5). Each validator returns `field → message key` (keys of core's `auth` area)
 * in the order the fields appear on screen, so the first entry is the field to focus.
 */
export type FieldErrors = Record<string, string>;

const REQUIRED = 'auth.validation.required';

function required(value: string): string | undefined {
  return value.trim() ? undefined : REQUIRED;
}

function collect(entries: [string, string | undefined][]): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of entries) if (message) out[field] = message;
  return out;
}

export function checkEmail(value: string): string | undefined {
  return required(value) ?? (isEmail(value.trim()) ? undefined : 'auth.validation.emailInvalid');
}

export function checkMobile(value: string): string | undefined {
  return required(value) ?? (isMobile(value.trim()) ? undefined : 'auth.validation.mobileInvalid');
}

/** The phone a verification code goes to, or null after showing the §5 mobile message on the phone field. */
export function phoneForCode(form: { values: { phone: string }; check(found: FieldErrors): boolean }): string | null {
  const error = checkMobile(form.values.phone);
  if (error) {
    form.check({ phone: error });
    return null;
  }
  return form.values.phone.trim();
}

/** The login account is an email or a mobile number. */
export function checkAccount(value: string): string | undefined {
  const v = value.trim();
  return required(v) ?? (isEmail(v) || isMobile(v) ? undefined : 'auth.validation.accountInvalid');
}

export function checkPassword(value: string): string | undefined {
  return required(value) ?? (isPassword(value) ? undefined : 'auth.validation.passwordMin');
}

function checkConfirm(password: string, confirm: string): string | undefined {
  return required(confirm) ?? (passwordsMatch(password, confirm) ? undefined : 'auth.validation.passwordMismatch');
}

export function validatePasswordLogin(v: { account: string; password: string }): FieldErrors {
  return collect([
    ['account', checkAccount(v.account)],
    ['password', checkPassword(v.password)],
  ]);
}

export function validateCaptchaLogin(v: { phone: string; code: string }): FieldErrors {
  return collect([
    ['phone', checkMobile(v.phone)],
    ['code', required(v.code)],
  ]);
}

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export function validateRegister(v: RegisterValues): FieldErrors {
  return collect([
    ['name', required(v.name)],
    ['email', checkEmail(v.email)],
    ['phone', checkMobile(v.phone)],
    ['code', required(v.code)],
    ['password', checkPassword(v.password)],
    ['confirm', checkConfirm(v.password, v.confirm)],
  ]);
}

export function validateReset(v: { phone: string; code: string; password: string; confirm: string }): FieldErrors {
  return collect([
    ['phone', checkMobile(v.phone)],
    ['code', required(v.code)],
    ['password', checkPassword(v.password)],
    ['confirm', checkConfirm(v.password, v.confirm)],
  ]);
}

export function validateChangePassword(v: { oldPassword: string; password: string; confirm: string }): FieldErrors {
  return collect([
    ['oldPassword', required(v.oldPassword)],
    ['password', checkPassword(v.password)],
    ['confirm', checkConfirm(v.password, v.confirm)],
  ]);
}

/**
 * Registration failure (§5, §8): the first message among name, email and mobile in the server's `errors`;
 * the server may name the mobile field `phone_number` or `mobile`.
 */
export function firstRegisterError(errors: Record<string, string[] | string> | undefined): string | undefined {
  if (!errors) return undefined;
  for (const field of ['name', 'email', 'mobile', 'phone_number']) {
    const value = errors[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) return first;
  }
  return undefined;
}
