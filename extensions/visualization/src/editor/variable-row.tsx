import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';
import type { DeviceOption } from '../api/dashboard-api';
import { VARIABLE_NAME, type Variable } from '../model/layout';
import { devicesFor } from '../model/variable-devices';

export interface VariableRowProps {
  variable: Variable;
  /** Names of the other variables (a rename may not take one). */
  taken: ReadonlySet<string>;
  devices: DeviceOption[];
  onChange(next: Variable): void;
  onRemove(): void;
}

/** Distinct `[id, name]` pairs of one facet of the tenant's devices (their plugins or their groups). */
function facet(devices: DeviceOption[], id: 'plugin_id' | 'business_id', name: 'plugin_name' | 'business_name') {
  return [...new Map(devices.flatMap((d) => (d[id] ? [[d[id]!, d[name] || d[id]!] as const] : []))).entries()];
}

/**
 * One variable's settings: name (typed, applied when valid on leaving the field, and followed by its tiles), label,
 * plugin and group filter, and the default device among those the filter leaves.
 */
export function VariableRow({ variable, taken, devices, onChange, onRemove }: VariableRowProps) {
  const { t } = useT();
  const [name, setName] = useState(variable.name);
  const [label, setLabel] = useState(variable.label);
  const nameOk = VARIABLE_NAME.test(name) && !taken.has(name);
  const commitName = () => (nameOk && name !== variable.name ? onChange({ ...variable, name }) : setName(nameOk ? name : variable.name));
  const setFilter = (key: 'plugin_id' | 'business_id', value: string) => {
    const filter = { ...variable.filter, [key]: value || undefined };
    const next: Variable = { ...variable, filter: filter.plugin_id || filter.business_id ? filter : undefined };
    // A default the new filter hides would be refused on save: drop it.
    if (next.default && !devicesFor(next, devices).some((d) => d.id === next.default)) next.default = '';
    onChange(next);
  };
  const choices = devicesFor(variable, devices);
  return (
    <div data-testid={`variable-${variable.name}`} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 8, marginBottom: 12 }}>
      <FormGroup
        label={t('visualization.variableName')}
        intent={nameOk ? 'none' : 'danger'}
        helperText={nameOk ? undefined : t('visualization.variableNameInvalid')}
      >
        <InputGroup
          data-testid="variable-name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === 'Enter' && commitName()}
        />
      </FormGroup>
      <FormGroup label={t('visualization.variableLabel')}>
        <InputGroup
          data-testid="variable-label"
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          onBlur={() => label !== variable.label && onChange({ ...variable, label })}
        />
      </FormGroup>
      <FormGroup label={t('visualization.variablePlugin')}>
        <HTMLSelect
          fill
          data-testid="variable-plugin"
          value={variable.filter?.plugin_id ?? ''}
          onChange={(e) => setFilter('plugin_id', e.currentTarget.value)}
          options={[
            { value: '', label: t('visualization.anyPlugin') },
            ...facet(devices, 'plugin_id', 'plugin_name').map(([value, label]) => ({ value, label })),
          ]}
        />
      </FormGroup>
      <FormGroup label={t('visualization.variableGroup')}>
        <HTMLSelect
          fill
          data-testid="variable-group"
          value={variable.filter?.business_id ?? ''}
          onChange={(e) => setFilter('business_id', e.currentTarget.value)}
          options={[
            { value: '', label: t('visualization.anyGroup') },
            ...facet(devices, 'business_id', 'business_name').map(([value, label]) => ({ value, label })),
          ]}
        />
      </FormGroup>
      <FormGroup label={t('visualization.variableDefault')}>
        <HTMLSelect
          fill
          data-testid="variable-default"
          value={variable.default}
          onChange={(e) => onChange({ ...variable, default: e.currentTarget.value })}
          options={[{ value: '', label: t('visualization.variableNoDefault') }, ...choices.map((d) => ({ value: d.id, label: d.name }))]}
        />
      </FormGroup>
      <div style={{ alignSelf: 'center' }}>
        <Button icon="trash" intent="danger" variant="minimal" text={t('visualization.variableRemove')} data-testid="variable-remove" onClick={onRemove} />
      </div>
    </div>
  );
}
