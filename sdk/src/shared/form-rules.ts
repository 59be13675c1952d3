import { isEmail, isMobile, PASSWORD_MIN_LENGTH } from './validation';

/**
 * A form rule: returns the i18n key of its message when the value is invalid, null otherwise. Keys are resolved by
 * the rendering extension (its own namespace first, then core's), so one rule set serves every language.
 */
export type FormRule<V = Record<string, unknown>> = (value: unknown, values: V) => string | null;
export type FormRules<V> = { [K in keyof V]?: FormRule<V>[] };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export const rules = {
  required:
    (message = 'validation.required'): FormRule<any> =>
    (v) =>
      blank(v) ? message : null,
  /** The spec's email rule; an empty value passes (combine with `required`). */
  email:
    (message = 'validation.email'): FormRule<any> =>
    (v) =>
      blank(v) || isEmail(v) ? null : message,
  /** The spec's mobile rule: 11 digits, 1 then 3–9; an empty value passes. */
  mobile:
    (message = 'validation.mobile'): FormRule<any> =>
    (v) =>
      blank(v) || isMobile(v) ? null : message,
  /** The spec's password rule: at least 6 characters; an empty value passes. */
  password:
    (message = 'validation.password'): FormRule<any> =>
    (v) =>
      blank(v) || String(v).length >= PASSWORD_MIN_LENGTH ? null : message,
  maxLength:
    (max: number, message = 'validation.maxLength'): FormRule<any> =>
    (v) =>
      blank(v) || String(v).length <= max ? null : message,
  pattern:
    (re: RegExp, message = 'validation.invalid'): FormRule<any> =>
    (v) =>
      blank(v) || re.test(String(v)) ? null : message,
  /** The confirmation equals another field (the spec's "the two new passwords must match"). */
  sameAs:
    <V>(field: keyof V, message = 'validation.passwordMismatch'): FormRule<V> =>
    (v, values) =>
      (v ?? '') === (values[field] ?? '') ? null : message,
};

/** Runs the rules of every field in declaration order; the first failing rule of a field gives its message. */
export function validateForm<V extends object>(values: V, formRules: FormRules<V>): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const field of Object.keys(formRules) as (keyof V)[]) {
    for (const rule of formRules[field] ?? []) {
      const message = rule((values as Record<keyof V, unknown>)[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
