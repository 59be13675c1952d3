import { FormGroup, InputGroup, TextArea, type IconName } from '@blueprintjs/core';
import type { JSX } from 'react';
import { useT } from './hooks';
import type { FormState } from './use-form';

export interface TextFieldProps<V extends object> {
  form: FormState<V>;
  name: keyof V & string;
  label: string;
  /** `data-testid` of the input; defaults to `<prefix>-<name>`. */
  testId: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  multiline?: boolean;
  required?: boolean;
  helper?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The input's id (the label points at it); `<testId>-input` unless given. */
  id?: string;
  icon?: IconName;
  autoComplete?: string;
  /** An element inside the input's right edge (e.g. a send-code button). */
  rightElement?: JSX.Element;
}

/** A labelled input bound to a `useForm` field; the label is the accessible name, the error its helper text. */
export function TextField<V extends object>(props: TextFieldProps<V>) {
  const { form, name, label, testId, type = 'text', multiline, required, helper, placeholder, disabled } = props;
  const { t } = useT();
  const error = form.errors[name];
  const id = props.id ?? `${testId}-input`;
  const value = String((form.values as Record<string, unknown>)[name] ?? '');
  const onChange = (v: string) => form.set(name, (type === 'number' ? (v === '' ? '' : Number(v)) : v) as V[typeof name]);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={
        error ? (
          <span role="alert" data-testid={`${testId}-error`}>
            {t(error)}
          </span>
        ) : (
          helper
        )
      }
    >
      {multiline ? (
        <TextArea
          id={id}
          data-testid={testId}
          fill
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          inputRef={form.ref(name) as (el: HTMLTextAreaElement | null) => void}
          intent={error ? 'danger' : 'none'}
          aria-invalid={!!error}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <InputGroup
          id={id}
          name={props.id}
          data-testid={testId}
          type={type}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          leftIcon={props.icon}
          autoComplete={props.autoComplete}
          rightElement={props.rightElement}
          inputRef={form.ref(name) as (el: HTMLInputElement | null) => void}
          intent={error ? 'danger' : 'none'}
          aria-invalid={!!error}
          onValueChange={onChange}
        />
      )}
    </FormGroup>
  );
}
