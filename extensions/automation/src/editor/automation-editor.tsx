import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, H5, InputGroup, NumericInput } from '@blueprintjs/core';
import { HttpClient, useService, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';
import { ActionRow } from './action-row';
import { ConditionRow } from './condition-row';
import { emptyAutomation, newAction, newCondition, toWire, type AutomationDraft } from './model';
import { usePlaceCatalog } from './place-catalog';
import { describe } from './preview';
import { useActionChoices } from './use-action-choices';

export interface AutomationEditorProps {
  initial?: AutomationDraft;
  onClose(): void;
  onSaved(): void;
}

function replace<T>(list: T[], i: number, patch: Partial<T>): T[] {
  return list.map((x, j) => (j === i ? { ...x, ...patch } : x));
}

/** The scene-linkage form: name, conditions (and / or), actions, a preview in words; save, or save and enable. */
export function AutomationEditor({ initial, onClose, onSaved }: AutomationEditorProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const catalog = usePlaceCatalog();
  const choices = useActionChoices();
  const [d, setD] = useState<AutomationDraft>(initial ?? emptyAutomation());
  const submit = useSubmit();
  const set = (patch: Partial<AutomationDraft>) => setD((x) => ({ ...x, ...patch }));
  const typesOf = (id: string) => Object.fromEntries((catalog.tsl[id]?.properties ?? []).map((p) => [p.name, p.dataType]));
  const save = async (enabled: string) => {
    const body = toWire({ ...d, enabled }, typesOf);
    if (await submit.run(() => http.call(d.id ? '/v1/automation/edit' : '/v1/automation/add', body))) onSaved();
  };
  return (
    <Dialog isOpen title={t(d.id ? 'editor.editTitle' : 'editor.addTitle')} onClose={onClose} style={{ width: 1100 }} canOutsideClickClose={false}>
      <form aria-label={t('editor.addTitle')} data-testid="automation-editor" onSubmit={(e) => e.preventDefault()}>
        <DialogBody>
          <FormGroup label={t('editor.name')} labelFor="automation-name" inline>
            <InputGroup
              id="automation-name"
              value={d.automation_name}
              onChange={(e) => set({ automation_name: e.currentTarget.value })}
              data-testid="automation-name"
            />
          </FormGroup>
          <FormGroup label={t('editor.description')} labelFor="automation-description" inline>
            <InputGroup id="automation-description" value={d.automation_described} onChange={(e) => set({ automation_described: e.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={t('editor.priority')} helperText={t('editor.priorityHint')} inline>
            <NumericInput min={0} max={100} value={d.priority} onValueChange={(n) => set({ priority: Math.round(n || 0) })} data-testid="automation-priority" />
          </FormGroup>
          <H5>{t('editor.conditions')}</H5>
          {d.conditions.map((c, i) => (
            <ConditionRow
              key={i}
              index={i}
              value={c}
              catalog={catalog}
              testId={`condition-${i}`}
              onChange={(p) => setD((x) => ({ ...x, conditions: replace(x.conditions, i, p) }))}
              onRemove={d.conditions.length > 1 ? () => set({ conditions: d.conditions.filter((_, j) => j !== i) }) : undefined}
            />
          ))}
          <Button
            icon="add"
            text={t('editor.addCondition')}
            onClick={() => set({ conditions: [...d.conditions, newCondition()] })}
            data-testid="add-condition"
          />
          <H5 style={{ marginTop: 12 }}>{t('editor.actions')}</H5>
          {d.actions.map((a, i) => (
            <ActionRow
              key={i}
              value={a}
              catalog={catalog}
              choices={choices}
              defaultAlarmName={d.automation_name}
              testId={`action-${i}`}
              onChange={(p) => setD((x) => ({ ...x, actions: replace(x.actions, i, p) }))}
              onRemove={d.actions.length > 1 ? () => set({ actions: d.actions.filter((_, j) => j !== i) }) : undefined}
            />
          ))}
          <Button icon="add" text={t('editor.addAction')} onClick={() => set({ actions: [...d.actions, newAction()] })} data-testid="add-action" />
          <Callout intent="primary" icon="info-sign" title={t('editor.preview')} style={{ marginTop: 12 }} data-testid="automation-preview">
            {describe(d, catalog, t)}
          </Callout>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} data-testid="automation-cancel" />
              <Button text={t('editor.save')} loading={submit.saving} onClick={() => void save('0')} data-testid="automation-save" />
              <Button
                intent="primary"
                text={t('editor.saveEnable')}
                loading={submit.saving}
                onClick={() => void save('1')}
                data-testid="automation-save-enable"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
