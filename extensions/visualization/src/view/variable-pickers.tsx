import { HTMLSelect } from '@blueprintjs/core';
import type { Variable, VariableValues } from '../model/layout';

export interface VariablePickersProps {
  variables: readonly Variable[];
  values: VariableValues;
  /** Each variable's choices, `{id, name}`. */
  optionsOf(variable: Variable): { id: string; name: string }[];
  onPick(name: string, deviceId: string): void;
}

/** One device picker per dashboard variable (view mode and share pages); a value outside the choices is still shown. */
export function VariablePickers({ variables, values, optionsOf, onPick }: VariablePickersProps) {
  return (
    <>
      {variables.map((v) => {
        const options = optionsOf(v).map((d) => ({ value: d.id, label: d.name }));
        const value = values[v.name] ?? '';
        if (!options.some((o) => o.value === value)) options.unshift({ value, label: value || '-' });
        return (
          <label key={v.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span>{v.label || v.name}</span>
            <HTMLSelect
              aria-label={v.label || v.name}
              data-testid={`view-var-${v.name}`}
              value={value}
              onChange={(e) => onPick(v.name, e.currentTarget.value)}
              options={options}
            />
          </label>
        );
      })}
    </>
  );
}
