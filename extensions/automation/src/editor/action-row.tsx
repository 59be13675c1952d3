import { Button, ControlGroup, HTMLSelect } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { AlarmFields } from './alarm-fields';
import { DeviceActionFields } from './device-action-fields';
import { newStrategy, type ActionDraft } from './model';
import { NoticeGroupPicker } from './notice-group-picker';
import type { PlaceCatalog } from './place-catalog';

export interface Choice {
  id: string;
  name: string;
}
export interface ActionChoices {
  scenes: Choice[];
  strategies: Choice[];
  controls: Choice[];
}

export interface ActionRowProps {
  value: ActionDraft;
  catalog: PlaceCatalog;
  choices: ActionChoices;
  /** Name an inline alarm takes when left empty. */
  defaultAlarmName: string;
  onChange(patch: Partial<ActionDraft>): void;
  onRemove?(): void;
  testId: string;
}

const TYPES = ['1', '2', '3', '4', '5'] as const;

function pick(label: string, value: string, list: Choice[], onChange: (id: string) => void, testId: string, empty: string) {
  return (
    <HTMLSelect
      aria-label={label}
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[{ value: '', label: empty }, ...list.map((c) => ({ value: c.id, label: c.name }))]}
    />
  );
}

/** One action: device output, alarm (a saved strategy or one described here), scene, notice, control strategy. */
export function ActionRow({ value: a, catalog, choices, defaultAlarmName, onChange, onRemove, testId }: ActionRowProps) {
  const { t } = useT();
  const strategy = a.warning_strategy ?? newStrategy(defaultAlarmName);
  return (
    <ControlGroup fill={false} style={{ flexWrap: 'wrap', gap: 4, marginBottom: 6 }} data-testid={testId}>
      <HTMLSelect
        aria-label={t('editor.actionType')}
        data-testid={`${testId}-type`}
        value={a.action_type}
        onChange={(e) =>
          onChange({ action_type: e.currentTarget.value, warning_strategy: e.currentTarget.value === '2' ? newStrategy(defaultAlarmName) : null })
        }
        options={TYPES.map((k) => ({ value: k, label: t(`editor.actionKind.${k}`) }))}
      />
      {a.action_type === '1' && <DeviceActionFields value={a} catalog={catalog} onChange={onChange} testId={testId} />}
      {a.action_type === '2' && (
        <>
          {pick(
            t('editor.savedStrategy'),
            a.warning_strategy_id,
            choices.strategies,
            (id) => onChange({ warning_strategy_id: id }),
            `${testId}-strategy`,
            t('editor.inlineStrategy'),
          )}
          {!a.warning_strategy_id && (
            <AlarmFields value={strategy} onChange={(p) => onChange({ warning_strategy: { ...strategy, ...p } })} testId={`${testId}-alarm`} />
          )}
        </>
      )}
      {a.action_type === '3' &&
        pick(
          t('editor.scene'),
          a.scenario_strategy_id,
          choices.scenes,
          (id) => onChange({ scenario_strategy_id: id }),
          `${testId}-scene`,
          t('editor.chooseScene'),
        )}
      {a.action_type === '4' && (
        <NoticeGroupPicker value={a.notification_group_id} onChange={(id) => onChange({ notification_group_id: id })} testId={`${testId}-notice`} />
      )}
      {a.action_type === '5' &&
        pick(
          t('editor.control'),
          a.control_strategy_id,
          choices.controls,
          (id) => onChange({ control_strategy_id: id }),
          `${testId}-control`,
          t('editor.chooseControl'),
        )}
      {onRemove && <Button icon="trash" variant="minimal" aria-label={t('editor.remove')} onClick={onRemove} data-testid={`${testId}-remove`} />}
    </ControlGroup>
  );
}
