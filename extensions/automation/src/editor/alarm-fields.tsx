import { Checkbox, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { StrategyDraft } from './model';
import { NoticeGroupPicker } from './notice-group-picker';

export interface AlarmFieldsProps {
  value: StrategyDraft;
  onChange(patch: Partial<StrategyDraft>): void;
  testId: string;
}

export const LEVELS = ['1', '2', '3', '4'] as const;

/** An alarm strategy: name, level, trigger and repeat counts, notice group, description, clear when false. */
export function AlarmFields({ value: s, onChange, testId }: AlarmFieldsProps) {
  const { t } = useT();
  return (
    <>
      <InputGroup
        aria-label={t('alarm.name')}
        placeholder={t('alarm.name')}
        value={s.warning_strategy_name}
        onChange={(e) => onChange({ warning_strategy_name: e.currentTarget.value })}
        data-testid={`${testId}-name`}
      />
      <HTMLSelect
        aria-label={t('alarm.level')}
        data-testid={`${testId}-level`}
        value={s.warning_level}
        onChange={(e) => onChange({ warning_level: e.currentTarget.value })}
        options={LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
      />
      <NumericInput
        aria-label={t('alarm.triggerCount')}
        title={t('alarm.triggerCountHint')}
        min={1}
        max={1000}
        value={s.trigger_count}
        onValueChange={(n) => onChange({ trigger_count: Math.max(1, Math.round(n || 1)) })}
        leftIcon="step-forward"
        data-testid={`${testId}-trigger`}
      />
      <NumericInput
        aria-label={t('alarm.repeatCount')}
        title={t('alarm.repeatCountHint')}
        min={1}
        max={1000}
        value={s.repeat_count}
        onValueChange={(n) => onChange({ repeat_count: Math.max(1, Math.round(n || 1)) })}
        leftIcon="repeat"
        data-testid={`${testId}-repeat`}
      />
      <NoticeGroupPicker value={s.inform_way} onChange={(inform_way) => onChange({ inform_way })} testId={`${testId}-notice`} />
      <InputGroup
        aria-label={t('alarm.description')}
        placeholder={t('alarm.description')}
        value={s.warning_description}
        onChange={(e) => onChange({ warning_description: e.currentTarget.value })}
        data-testid={`${testId}-description`}
      />
      <Checkbox
        label={t('alarm.autoClear')}
        checked={s.auto_clear === '1'}
        onChange={(e) => onChange({ auto_clear: e.currentTarget.checked ? '1' : '0' })}
        data-testid={`${testId}-clear`}
      />
    </>
  );
}
