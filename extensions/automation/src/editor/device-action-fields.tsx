import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { DeviceTarget, type Target } from './device-target';
import type { PlaceCatalog } from './place-catalog';
import { ValueInput } from './value-input';

export interface DeviceActionValue extends Target {
  device_model: string;
  key: string;
  value: string;
}

export interface DeviceActionFieldsProps {
  value: DeviceActionValue;
  catalog: PlaceCatalog;
  onChange(patch: Partial<DeviceActionValue>): void;
  testId: string;
}

/** A device output: a device (or a whole group), then a writable property and its value, or a service and its params. */
export function DeviceActionFields({ value: a, catalog, onChange, testId }: DeviceActionFieldsProps) {
  const { t } = useT();
  const tsl = catalog.tsl[a.device_id];
  const writable = (tsl?.properties ?? []).filter((p) => p.readWrite === 'rw' || !a.device_id);
  return (
    <>
      <DeviceTarget value={a} catalog={catalog} onChange={onChange} testId={testId} allowGroup />
      <HTMLSelect
        aria-label={t('editor.deviceModel')}
        data-testid={`${testId}-model`}
        value={a.device_model}
        onChange={(e) => onChange({ device_model: e.currentTarget.value, key: '', value: e.currentTarget.value === '2' ? '{}' : '' })}
        options={[
          { value: '1', label: t('editor.setAttributes') },
          { value: '2', label: t('editor.callService') },
        ]}
      />
      {a.device_model === '1' ? (
        <>
          {a.device_id ? (
            <HTMLSelect
              aria-label={t('editor.property')}
              data-testid={`${testId}-key`}
              value={a.key}
              onChange={(e) => onChange({ key: e.currentTarget.value })}
              options={[
                { value: '', label: t('editor.chooseProperty') },
                ...writable.map((p) => ({ value: p.name, label: `${p.title || p.name}${p.unit ? ` (${p.unit})` : ''}` })),
              ]}
            />
          ) : (
            <InputGroup
              aria-label={t('editor.property')}
              placeholder={t('editor.propertyKey')}
              value={a.key}
              onChange={(e) => onChange({ key: e.currentTarget.value })}
              data-testid={`${testId}-key`}
            />
          )}
          <ValueInput
            property={tsl?.properties.find((p) => p.name === a.key)}
            value={a.value}
            onChange={(value) => onChange({ value })}
            testId={`${testId}-value`}
          />
        </>
      ) : (
        <>
          <HTMLSelect
            aria-label={t('editor.service')}
            data-testid={`${testId}-service`}
            value={a.key}
            onChange={(e) => onChange({ key: e.currentTarget.value })}
            options={[
              { value: '', label: t('editor.chooseService') },
              ...(tsl?.services ?? []).map((s) => ({ value: s.commandId, label: s.commandName || s.commandId })),
            ]}
          />
          <InputGroup
            aria-label={t('editor.params')}
            placeholder='{"interval": 30}'
            value={a.value}
            onChange={(e) => onChange({ value: e.currentTarget.value })}
            data-testid={`${testId}-params`}
          />
        </>
      )}
    </>
  );
}
