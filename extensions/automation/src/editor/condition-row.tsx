import { Button, ControlGroup, HTMLSelect } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { DeviceConditionFields, type ConditionFieldsProps } from './device-condition-fields';
import { newCondition } from './model';
import { TimeConditionFields } from './time-condition-fields';

export interface ConditionRowProps extends ConditionFieldsProps {
  index: number;
  onRemove?(): void;
}

/** One condition: its relation to the previous one (and / or), device or time, and that kind's fields. */
export function ConditionRow({ index, onRemove, ...props }: ConditionRowProps) {
  const { t } = useT();
  const { value: c, onChange, testId } = props;
  return (
    <ControlGroup fill={false} style={{ flexWrap: 'wrap', gap: 4, marginBottom: 6 }} data-testid={testId}>
      {index > 0 && (
        <HTMLSelect
          aria-label={t('editor.relation')}
          data-testid={`${testId}-relation`}
          value={c.relation}
          onChange={(e) => onChange({ relation: e.currentTarget.value as 'and' | 'or' })}
          options={[
            { value: 'and', label: t('editor.and') },
            { value: 'or', label: t('editor.or') },
          ]}
        />
      )}
      <HTMLSelect
        aria-label={t('editor.conditionType')}
        data-testid={`${testId}-type`}
        value={c.condition_type}
        onChange={(e) =>
          onChange({ ...newCondition(c.relation), condition_type: e.currentTarget.value as '1' | '2', v1: e.currentTarget.value === '2' ? '2' : '' })
        }
        options={[
          { value: '1', label: t('editor.deviceCondition') },
          { value: '2', label: t('editor.timeCondition') },
        ]}
      />
      {c.condition_type === '1' ? <DeviceConditionFields {...props} /> : <TimeConditionFields value={c} onChange={onChange} testId={testId} />}
      {onRemove && <Button icon="trash" variant="minimal" aria-label={t('editor.remove')} onClick={onRemove} data-testid={`${testId}-remove`} />}
    </ControlGroup>
  );
}
