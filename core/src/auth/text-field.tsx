import type { JSX, Ref } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** A message key of the current validation error. */
  error?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  placeholder?: string;
  icon?: IconName;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  rightElement?: JSX.Element;
}

/** A labelled Blueprint input that shows its validation message below it. */
export function TextField(props: TextFieldProps) {
  const { t } = useTranslation('core');
  const message = props.error ? t(props.error) : undefined;
  return (
    <FormGroup label={props.label} labelFor={props.id} intent={message ? 'danger' : 'none'} helperText={message}>
      <InputGroup
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        leftIcon={props.icon}
        intent={message ? 'danger' : 'none'}
        inputRef={props.inputRef}
        autoComplete={props.autoComplete}
        rightElement={props.rightElement}
        aria-invalid={message ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FormGroup>
  );
}
