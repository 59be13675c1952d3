import { FormGroup, H6, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { FormDialog, HttpClient, useService, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';
import { forwardingApi } from '../api/forwarding-api';
import { problemsOf, toSave, type RuleDraft } from './rule-model';
import { ScriptEditor } from './script-editor';
import { SourceRows } from './source-rows';
import { TargetFields } from './target-fields';

function WarningFields({ d, set }: { d: RuleDraft; set(p: Partial<RuleDraft>): void }) {
  const { t } = useT();
  return (
    <>
      <Switch checked={d.warning} label={t('form.warning')} onChange={(e) => set({ warning: e.currentTarget.checked })} data-testid="fwd-warning" />
      {d.warning && (
        <div style={{ display: 'flex', gap: 8 }}>
          <FormGroup label={t('form.warningName')} labelFor="fwd-warning-name" style={{ flex: 2 }}>
            <InputGroup
              id="fwd-warning-name"
              value={d.warningName}
              placeholder={d.name}
              onValueChange={(warningName) => set({ warningName })}
              data-testid="fwd-warning-name"
            />
          </FormGroup>
          <FormGroup label={t('form.warningLevel')} labelFor="fwd-warning-level">
            <HTMLSelect id="fwd-warning-level" value={d.warningLevel} onChange={(e) => set({ warningLevel: e.target.value })}>
              {['1', '2', '3', '4'].map((l) => (
                <option key={l} value={l}>
                  {t(`level.${l}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('form.triggerCount')} labelFor="fwd-trigger-count" helperText={t('form.triggerCountHelp')}>
            <InputGroup
              id="fwd-trigger-count"
              type="number"
              value={d.triggerCount}
              onValueChange={(triggerCount) => set({ triggerCount })}
              data-testid="fwd-trigger-count"
            />
          </FormGroup>
        </div>
      )}
    </>
  );
}

/** Add or edit a forwarding rule: basics and sources, targets, script (with its trial run), alarm. */
export function RuleDialog({ initial, legacy = false, onClose, onSaved }: { initial: RuleDraft; legacy?: boolean; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [d, setD] = useState(initial);
  const [tried, setTried] = useState(false);
  const submit = useSubmit();
  const set = (patch: Partial<RuleDraft>) => setD((cur) => ({ ...cur, ...patch }));
  const problems = tried ? problemsOf(d) : {};
  const save = async () => {
    setTried(true);
    if (Object.keys(problemsOf(d)).length) return;
    if (await submit.run(() => forwardingApi.save(http, toSave(d), legacy))) onSaved();
  };
  return (
    <FormDialog
      isOpen
      width={820}
      title={t(d.id ? 'fwd.edit' : 'fwd.add')}
      saving={submit.saving}
      onClose={onClose}
      onSubmit={() => void save()}
      testId="rule-dialog"
    >
      <FormGroup
        label={t('fwd.name')}
        labelFor="fwd-name"
        labelInfo="*"
        intent={problems.name ? 'danger' : 'none'}
        helperText={
          problems.name ? (
            <span role="alert" data-testid="fwd-name-error">
              {t(problems.name)}
            </span>
          ) : undefined
        }
      >
        <InputGroup id="fwd-name" value={d.name} maxLength={36} onValueChange={(name) => set({ name })} data-testid="fwd-name" />
      </FormGroup>
      <FormGroup label={t('fwd.desc')} labelFor="fwd-desc">
        <InputGroup id="fwd-desc" value={d.desc} maxLength={255} onValueChange={(desc) => set({ desc })} data-testid="fwd-desc" />
      </FormGroup>
      <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <H6>{t('form.tabSource')}</H6>
        <SourceRows value={d.sources} onChange={(sources) => set({ sources })} error={problems.sources} />
        <H6>{t('form.tabTarget')}</H6>
        <TargetFields d={d} set={set} errors={problems} />
        <H6>{t('form.tabScript')}</H6>
        <ScriptEditor value={d.script} onChange={(script) => set({ script })} />
        <H6>{t('form.tabAlarm')}</H6>
        <WarningFields d={d} set={set} />
      </div>
    </FormDialog>
  );
}
