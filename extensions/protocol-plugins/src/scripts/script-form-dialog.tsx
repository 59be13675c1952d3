import { Tab, Tabs } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useLoad, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { protocolApi, type ScriptInput, type ScriptRow } from '../api/protocol-plugins-api';
import { SelectField } from '../common/select-field';
import { QuizPanel } from './quiz-panel';

export const SCRIPT_FORM_RULES: FormRules<ScriptInput> = {
  script_name: [rules.required(), rules.maxLength(255)],
  device_type: [rules.required()],
  company: [rules.maxLength(255)],
  product_name: [rules.maxLength(255)],
  remark: [rules.maxLength(1024)],
};

/** What a new script starts with: the function the sandbox calls, for both directions. */
export const SCRIPT_TEMPLATE = `function encodeInp(msg, topic) {
  // msg: the message as an array of byte values; return the converted message (text or JSON)
  return JSON.stringify({ raw: msg });
}`;

export interface ScriptFormDialogProps {
  isOpen: boolean;
  script?: ScriptRow;
  onClose(): void;
  onSaved(): void;
}

export function ScriptFormDialog({ isOpen, script, onClose, onSaved }: ScriptFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const plugins = useLoad(() => protocolApi.devicePlugins(http), []);
  const [side, setSide] = useState<'script_content_b' | 'script_content_a'>('script_content_b');
  const initial = (): ScriptInput => ({
    script_name: script?.script_name ?? '',
    device_type: script?.device_type ?? '',
    company: script?.company ?? '',
    product_name: script?.product_name ?? '',
    remark: script?.remark ?? '',
    script_content_b: script?.script_content_b ?? SCRIPT_TEMPLATE,
    script_content_a: script?.script_content_a ?? '',
  });
  const form = useForm<ScriptInput>(initial(), SCRIPT_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, script]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!(await run(() => (script ? protocolApi.editScript(http, { ...form.values, id: script.id }) : protocolApi.addScript(http, form.values))))) return;
    notifier.success(t(script ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  const options = [{ value: '', label: t('scripts.pickPlugin') }, ...(plugins.data?.data ?? []).map((p) => ({ value: p.id, label: p.model_name }))];
  return (
    <FormDialog
      isOpen={isOpen}
      title={t(script ? 'scripts.editTitle' : 'scripts.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="script-form"
    >
      <TextField form={form} name="script_name" label={t('scripts.name')} testId="script-form-name" required />
      <SelectField
        label={t('scripts.devicePlugin')}
        value={form.values.device_type}
        testId="script-form-plugin"
        required
        error={form.errors.device_type ? t(form.errors.device_type) : undefined}
        options={options}
        onChange={(v) => form.set('device_type', v)}
      />
      <TextField form={form} name="company" label={t('scripts.company')} testId="script-form-company" />
      <TextField form={form} name="product_name" label={t('scripts.product')} testId="script-form-product" />
      <Tabs id="script-side" selectedTabId={side} onChange={(id) => setSide(id as typeof side)}>
        <Tab id="script_content_b" title={t('scripts.uplink')} data-testid="script-tab-uplink" />
        <Tab id="script_content_a" title={t('scripts.downlink')} data-testid="script-tab-downlink" />
      </Tabs>
      <TextField
        key={side}
        form={form}
        name={side}
        label={t(side === 'script_content_b' ? 'scripts.uplinkHelp' : 'scripts.downlinkHelp')}
        testId={`script-form-${side === 'script_content_b' ? 'uplink' : 'downlink'}`}
        multiline
      />
      <QuizPanel script={form.values[side]} />
      <TextField form={form} name="remark" label={t('scripts.remark')} testId="script-form-remark" />
    </FormDialog>
  );
}
