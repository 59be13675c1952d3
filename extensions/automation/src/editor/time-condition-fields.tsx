import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { ConditionFieldsProps } from './device-condition-fields';

const REPEATS = ['0', '1', '2', '3', '4', '5'] as const;

/** Placeholder of `v3` per repeat kind (v4 is the time of day for weekly). */
const V3_HINT: Record<string, string> = { '0': '15', '1': '30', '2': '08:00', '3': '1,3,5', '4': '01:08:00', '5': '*/10 * * * *' };

/** A time condition: once at a datetime, a repeat (every N minutes … cron), or a daily range that gates the rest. */
export function TimeConditionFields({ value: c, onChange, testId }: Omit<ConditionFieldsProps, 'catalog'>) {
  const { t } = useT();
  return (
    <>
      <HTMLSelect
        aria-label={t('editor.timeType')}
        data-testid={`${testId}-time-type`}
        value={c.time_condition_type}
        onChange={(e) => onChange({ time_condition_type: e.currentTarget.value, v1: e.currentTarget.value === '2' ? '2' : '', v2: '', v3: '', v4: '' })}
        options={['1', '2', '0'].map((k) => ({ value: k, label: t(`editor.timeKind.${k}`) }))}
      />
      {c.time_condition_type === '1' && (
        <InputGroup
          aria-label={t('editor.datetime')}
          placeholder="2030-01-01 08:00:00"
          value={c.v1}
          onChange={(e) => onChange({ v1: e.currentTarget.value })}
          data-testid={`${testId}-at`}
        />
      )}
      {c.time_condition_type === '2' && (
        <>
          <HTMLSelect
            aria-label={t('editor.repeat')}
            data-testid={`${testId}-repeat`}
            value={c.v1}
            onChange={(e) => onChange({ v1: e.currentTarget.value, v3: '', v4: '' })}
            options={REPEATS.map((r) => ({ value: r, label: t(`editor.repeatKind.${r}`) }))}
          />
          <InputGroup
            aria-label={t(`editor.repeatHint.${c.v1 || '2'}`)}
            title={t(`editor.repeatHint.${c.v1 || '2'}`)}
            placeholder={V3_HINT[c.v1] ?? ''}
            value={c.v3}
            onChange={(e) => onChange({ v3: e.currentTarget.value })}
            data-testid={`${testId}-v3`}
          />
          {c.v1 === '3' && (
            <InputGroup
              aria-label={t('editor.timeOfDay')}
              placeholder="08:00"
              value={c.v4}
              onChange={(e) => onChange({ v4: e.currentTarget.value })}
              data-testid={`${testId}-v4`}
            />
          )}
        </>
      )}
      {c.time_condition_type === '0' && (
        <>
          <InputGroup
            aria-label={t('editor.from')}
            placeholder="08:00"
            value={c.v1}
            onChange={(e) => onChange({ v1: e.currentTarget.value })}
            data-testid={`${testId}-from`}
          />
          <InputGroup
            aria-label={t('editor.to')}
            placeholder="20:00"
            value={c.v2}
            onChange={(e) => onChange({ v2: e.currentTarget.value })}
            data-testid={`${testId}-to`}
          />
        </>
      )}
    </>
  );
}
