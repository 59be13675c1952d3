import { HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { DeviceTarget } from './device-target';
import { OPERATORS, type ConditionDraft } from './model';
import type { PlaceCatalog } from './place-catalog';
import { ValueInput } from './value-input';

export interface ConditionFieldsProps {
  value: ConditionDraft;
  catalog: PlaceCatalog;
  onChange(patch: Partial<ConditionDraft>): void;
  testId: string;
}

const KINDS = ['1', '2', '3', '4'] as const;

/** A device condition: where (project → group → device), what (property, event, online state, lasting), and the test. */
export function DeviceConditionFields({ value: c, catalog, onChange, testId }: ConditionFieldsProps) {
  const { t } = useT();
  const tsl = catalog.tsl[c.device_id];
  const property = tsl?.properties.find((p) => p.name === c.v1);
  return (
    <>
      <DeviceTarget value={c} catalog={catalog} onChange={onChange} testId={testId} />
      <HTMLSelect
        aria-label={t('editor.kind')}
        data-testid={`${testId}-kind`}
        value={c.device_condition_type}
        onChange={(e) => onChange({ device_condition_type: e.currentTarget.value, v1: '', v2: e.currentTarget.value === '1' ? '>' : '1', v3: '' })}
        options={KINDS.map((k) => ({ value: k, label: t(`editor.deviceKind.${k}`) }))}
      />
      {c.device_condition_type === '1' && (
        <>
          <HTMLSelect
            aria-label={t('editor.property')}
            data-testid={`${testId}-property`}
            value={c.v1}
            onChange={(e) => onChange({ v1: e.currentTarget.value })}
            options={[
              { value: '', label: t('editor.chooseProperty') },
              ...(tsl?.properties ?? []).map((p) => ({ value: p.name, label: `${p.title || p.name}${p.unit ? ` (${p.unit})` : ''}` })),
            ]}
          />
          <HTMLSelect
            aria-label={t('editor.operator')}
            data-testid={`${testId}-operator`}
            value={c.v2}
            onChange={(e) => onChange({ v2: e.currentTarget.value })}
            options={OPERATORS.map((o) => ({ value: o, label: t(`editor.op.${o}`) }))}
          />
          <ValueInput
            property={property}
            value={c.v3}
            onChange={(v3) => onChange({ v3 })}
            testId={`${testId}-value`}
            list={c.v2 === 'between' || c.v2 === 'in'}
          />
        </>
      )}
      {c.device_condition_type === '2' && (
        <>
          <HTMLSelect
            aria-label={t('editor.event')}
            data-testid={`${testId}-event`}
            value={c.v1}
            onChange={(e) => onChange({ v1: e.currentTarget.value })}
            options={[
              { value: '', label: t('editor.chooseEvent') },
              ...(tsl?.events ?? []).map((ev) => ({ value: ev.eventId, label: ev.eventName || ev.eventId })),
            ]}
          />
          <InputGroup
            aria-label={t('editor.eventParams')}
            placeholder={t('editor.eventParams')}
            value={c.v3}
            onChange={(e) => onChange({ v3: e.currentTarget.value })}
            data-testid={`${testId}-params`}
          />
        </>
      )}
      {(c.device_condition_type === '3' || c.device_condition_type === '4') && (
        <HTMLSelect
          aria-label={t('editor.state')}
          data-testid={`${testId}-state`}
          value={c.v2}
          onChange={(e) => onChange({ v2: e.currentTarget.value })}
          options={(c.device_condition_type === '3' ? ['1', '2', '3'] : ['1', '2']).map((s) => ({ value: s, label: t(`editor.online.${s}`) }))}
        />
      )}
      {c.device_condition_type === '4' && (
        <NumericInput
          aria-label={t('editor.minutes')}
          min={1}
          max={10080}
          value={c.v3 || '5'}
          onValueChange={(_n, s) => onChange({ v3: s })}
          data-testid={`${testId}-minutes`}
          rightElement={<span style={{ padding: 6 }}>{t('editor.minutesUnit')}</span>}
        />
      )}
    </>
  );
}
