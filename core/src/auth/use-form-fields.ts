import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from './auth-validation';

/**
 * Form state for the auth pages: values, the current error keys, and input refs so that a failed submit
 * focuses the first invalid field (§5). Values are never reset on a server error: the user keeps the input.
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  const set = useCallback((field: keyof V & string, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const { [field]: _cleared, ...rest } = prev;
      return rest;
    });
  }, []);

  /** Shows the errors; focuses the first invalid field. Returns true when the form is valid. */
  const check = useCallback((found: FieldErrors): boolean => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) inputs.current[first]?.focus();
    return !first;
  }, []);

  const ref = useCallback(
    (field: keyof V & string) => (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    [],
  );

  /** Everything a TextField needs to edit one field: its value, error, focus ref and change handler. */
  const bind = (field: keyof V & string) => ({
    value: values[field],
    error: errors[field],
    inputRef: ref(field),
    onChange: (value: string) => set(field, value),
  });

  return { values, errors, set, check, ref, bind };
}
