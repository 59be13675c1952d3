import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A fully-qualified message key from validate(), shown under the field. */
  error?: string;
  placeholder?: string;
  name?: string;
}

/** A labelled text input showing its validation message. */
export function TextField({ label, value, onChange, error, placeholder, name }: Props) {
  const { t } = useT();
  return (
    <FormGroup label={label} helperText={error ? t(error) : undefined} intent={error ? Intent.DANGER : Intent.NONE}>
      <InputGroup
        name={name}
        aria-label={label}
        value={value ?? ''}
        placeholder={placeholder}
        intent={error ? Intent.DANGER : Intent.NONE}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}
