import { FormGroup, HTMLSelect } from '@blueprintjs/core';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange(value: string): void;
  testId: string;
  required?: boolean;
  error?: string;
}

/** A labelled native select (forms here pick products, plugins and modes). */
export function SelectField({ label, value, options, onChange, testId, required, error }: SelectFieldProps) {
  return (
    <FormGroup
      label={label}
      labelFor={`${testId}-input`}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span role="alert">{error}</span> : undefined}
    >
      <HTMLSelect id={`${testId}-input`} data-testid={testId} fill value={value} onChange={(e) => onChange(e.currentTarget.value)} options={options} />
    </FormGroup>
  );
}
