import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { TslProperty } from './place-catalog';
import { valueFits } from './model';

export interface ValueInputProps {
  property: TslProperty | undefined;
  value: string;
  onChange(value: string): void;
  testId: string;
  /** "between" takes "min,max" and "in" a comma list: each part is checked. */
  list?: boolean;
}

/** A value for a property: a select for booleans and coils, a text box checked against the type otherwise. */
export function ValueInput({ property, value, onChange, testId, list }: ValueInputProps) {
  const { t } = useT();
  const type = property?.dataType;
  if (!list && (type === 'bool' || type === 'coil')) {
    const options = type === 'bool' ? ['true', 'false'] : ['1', '0'];
    return (
      <HTMLSelect
        aria-label={t('editor.value')}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        options={[{ value: '', label: t('editor.chooseValue') }, ...options.map((o) => ({ value: o, label: t(`editor.enum.${o}`) }))]}
      />
    );
  }
  const parts = list ? value.split(',') : [value];
  const bad = value !== '' && parts.some((p) => !valueFits(p, type));
  return (
    <InputGroup
      aria-label={t('editor.value')}
      data-testid={testId}
      value={value}
      intent={bad ? 'danger' : 'none'}
      placeholder={list ? t('editor.listPlaceholder') : t('editor.valuePlaceholder', { type: type ?? 'text' })}
      rightElement={
        property?.unit ? (
          <span className="bp6-text-muted" style={{ padding: 6 }}>
            {property.unit}
          </span>
        ) : undefined
      }
      title={bad ? t('editor.badValue', { type: type ?? 'text' }) : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
