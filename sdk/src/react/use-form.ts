import { useCallback, useRef, useState } from 'react';
import { validateForm, type FormRules } from '../shared/form-rules';

export interface FormState<V extends object> {
  readonly values: V;
  /** Message keys of the fields that failed the last validation (or were re-checked after an edit). */
  readonly errors: Partial<Record<keyof V, string>>;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** A ref callback for a field's input, so validation can focus the first invalid one. */
  ref(field: keyof V): (el: HTMLElement | null) => void;
  /** Validates all fields; on failure focuses the first invalid field (in rule order) and resolves false. */
  validate(): boolean;
  /** Validates only these fields (e.g. the phone before sending it a code); shows and focuses like `validate`. */
  validateFields(fields: (keyof V)[]): boolean;
  reset(values: V): void;
}

/**
 * Form values with their rules: errors appear on submit, then follow each edit of a field that was invalid;
 * the values survive a failed server call because the caller never resets them unless it succeeded.
 */
export function useForm<V extends object>(initial: V, formRules: FormRules<V>): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const valuesRef = useRef(values);
  const refs = useRef(new Map<keyof V, HTMLElement>());
  const rulesRef = useRef(formRules);
  rulesRef.current = formRules;

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
    setErrors((errs) => {
      if (!Object.keys(errs).length) return errs;
      // Re-check the fields already flagged plus the edited one (a confirmation follows its password).
      const fresh = validateForm(next, rulesRef.current);
      const merged: Partial<Record<keyof V, string>> = {};
      for (const k of [...(Object.keys(errs) as (keyof V)[]), field]) if (fresh[k]) merged[k] = fresh[k];
      return merged;
    });
  }, []);

  const ref = useCallback(
    (field: keyof V) => (el: HTMLElement | null) => {
      if (el) refs.current.set(field, el);
      else refs.current.delete(field);
    },
    [],
  );

  const show = (found: Partial<Record<keyof V, string>>, order: (keyof V)[]) => {
    const first = order.find((k) => found[k]);
    if (first !== undefined) refs.current.get(first)?.focus();
    return first === undefined;
  };

  const validate = () => {
    const found = validateForm(valuesRef.current, rulesRef.current);
    setErrors(found);
    return show(found, Object.keys(rulesRef.current) as (keyof V)[]);
  };

  const validateFields = (fields: (keyof V)[]) => {
    const only = Object.fromEntries(fields.map((f) => [f, rulesRef.current[f]])) as FormRules<V>;
    const found = validateForm(valuesRef.current, only);
    setErrors((errs) => {
      const next = { ...errs };
      for (const f of fields) {
        if (found[f]) next[f] = found[f];
        else delete next[f];
      }
      return next;
    });
    return show(found, fields);
  };

  const reset = useCallback((v: V) => {
    valuesRef.current = v;
    setValues(v);
    setErrors({});
  }, []);

  return { values, errors, set, ref, validate, validateFields, reset };
}
