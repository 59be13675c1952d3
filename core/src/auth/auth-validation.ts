import { isEmail, isMobile, isPassword, rules, type FormRule, type FormRules, type FormState } from '@tessera/sdk';

/**
 * The rules of the auth forms for the SDK's `useForm`, with core's `auth.validation.*` messages, in the order the
 * fields appear on screen (the first invalid one gets the focus).
 */
const required = rules.required('auth.validation.required');

/** A check on the trimmed text; an empty value passes (`required` comes first). */
const trimmed =
  (test: (v: string) => boolean, message: string): FormRule<any> =>
  (v) => {
    const text = String(v ?? '').trim();
    return !text || test(text) ? null : message;
  };
const email = trimmed(isEmail, 'auth.validation.emailInvalid');
const mobile = trimmed(isMobile, 'auth.validation.mobileInvalid');
/** The login account is an email or a mobile number. */
const account = trimmed((v) => isEmail(v) || isMobile(v), 'auth.validation.accountInvalid');
const password: FormRule<any> = (v) => (isPassword(v) ? null : 'auth.validation.passwordMin');
const confirms = rules.sameAs<{ password: string }>('password', 'auth.validation.passwordMismatch') as FormRule<any>;

export interface PasswordLoginValues {
  account: string;
  password: string;
}
export const passwordLoginRules: FormRules<PasswordLoginValues> = { account: [required, account], password: [required, password] };

export interface CaptchaLoginValues {
  phone: string;
  code: string;
}
export const captchaLoginRules: FormRules<CaptchaLoginValues> = { phone: [required, mobile], code: [required] };

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
}
export const registerRules: FormRules<RegisterValues> = {
  name: [required],
  email: [required, email],
  phone: [required, mobile],
  code: [required],
  password: [required, password],
  confirm: [required, confirms],
};

export interface ResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}
export const resetRules: FormRules<ResetValues> = {
  phone: [required, mobile],
  code: [required],
  password: [required, password],
  confirm: [required, confirms],
};

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}
export const changePasswordRules: FormRules<ChangePasswordValues> = { oldPassword: [required], password: [required, password], confirm: [required, confirms] };

/** The phone a verification code goes to, or null after showing the mobile message on the phone field. */
export function phoneForCode(form: FormState<{ phone: string }>): string | null {
  return form.validateFields(['phone']) ? form.values.phone.trim() : null;
}

/**
 * Registration failure: the first message among name, email and mobile in the server's `errors`; the server may
 * name the mobile field `phone_number` or `mobile`.
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
