import type { FormState } from '@tessera/sdk';

/**
 * The SDK form kit (`TextField`) over a widget editor's fields. An editor is controlled: the dialog owns the config
 * (`onChange` is the only way to change it) and the widget's `validate()` owns the errors, so this presents those
 * as a `FormState` instead of keeping a second copy of the values in `useForm`.
 */
export function configForm<V extends object>(
  values: V,
  errors: Partial<Record<keyof V, string | undefined>>,
  apply: (patch: Partial<V>) => void,
): FormState<V> {
  const found = Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as Partial<Record<keyof V, string>>;
  const valid = (fields: (keyof V)[]) => !fields.some((f) => found[f]);
  return {
    values,
    errors: found,
    set: (field, value) => apply({ [field]: value } as unknown as Partial<V>),
    // The dialog shows validate()'s messages beside the fields; nothing here moves the focus.
    ref: () => () => undefined,
    validate: () => valid(Object.keys(found) as (keyof V)[]),
    validateFields: valid,
    reset: (v) => apply(v),
  };
}
