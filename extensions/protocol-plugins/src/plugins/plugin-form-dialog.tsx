import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect } from 'react';
import { protocolApi, type PluginInput, type PluginRow, type PluginSecret } from '../api/protocol-plugins-api';
import { SelectField } from '../common/select-field';

const jsonText = (v: unknown) => {
  if (typeof v !== 'string' || v.trim() === '') return null;
  try {
    JSON.parse(v);
    return null;
  } catch {
    return 'plugins.badJson';
  }
};

/** The server's checks, early: host:port addresses, a topic prefix without wildcards ending in '/', JSON extras. */
export const PLUGIN_FORM_RULES: FormRules<PluginInput> = {
  name: [rules.required(), rules.maxLength(64)],
  protocol_type: [rules.required(), rules.pattern(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'plugins.badType')],
  access_address: [rules.pattern(/^[^\s:/]+:\d{1,5}$/, 'plugins.badHostPort')],
  http_address: [rules.pattern(/^([^\s:/]+:\d{1,5}|https?:\/\/\S+)$/, 'plugins.badHttp')],
  sub_topic_prefix: [rules.pattern(/^[^$+#][^+#]*\/$/, 'plugins.badPrefix')],
  description: [rules.maxLength(1024)],
  additional_info: [jsonText],
};

export interface PluginFormDialogProps {
  isOpen: boolean;
  plugin?: PluginRow;
  onClose(): void;
  /** `secret`: a new plugin's secret, to show once. */
  onSaved(secret?: PluginSecret): void;
}

export function PluginFormDialog({ isOpen, plugin, onClose, onSaved }: PluginFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial = (): PluginInput => ({
    name: plugin?.name ?? '',
    protocol_type: plugin?.protocol_type ?? '',
    access_address: plugin?.access_address ?? '',
    http_address: plugin?.http_address ?? '',
    sub_topic_prefix: plugin?.sub_topic_prefix ?? '',
    description: plugin?.description ?? '',
    device_type: plugin?.device_type ?? '1',
    additional_info: plugin?.additional_info ?? '',
  });
  const form = useForm<PluginInput>(initial(), PLUGIN_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, plugin]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    let added: (PluginRow & { secret: string }) | undefined;
    const saved = await run(async () => {
      if (plugin) await protocolApi.editPlugin(http, { ...form.values, id: plugin.id });
      else added = await protocolApi.addPlugin(http, form.values);
    });
    if (!saved) return;
    notifier.success(t(plugin ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved(added?.secret ? { id: added.id, protocol_type: added.protocol_type, secret: added.secret } : undefined);
  };

  const text = (name: keyof PluginInput & string, label: string, extra: { required?: boolean; placeholder?: string; multiline?: boolean } = {}) => (
    <TextField form={form} name={name} label={t(label)} testId={`plugin-form-${name}`} {...extra} />
  );
  return (
    <FormDialog
      isOpen={isOpen}
      title={t(plugin ? 'plugins.editTitle' : 'plugins.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="plugin-form"
    >
      {text('name', 'plugins.name', { required: true })}
      {text('protocol_type', 'plugins.protocolType', { required: true, placeholder: 'MODBUS_TCP' })}
      <SelectField
        label={t('plugins.deviceType')}
        value={form.values.device_type}
        testId="plugin-form-device_type"
        required
        options={[
          { value: '1', label: t('plugins.direct') },
          { value: '2', label: t('plugins.gateway') },
        ]}
        onChange={(v) => form.set('device_type', v)}
      />
      {text('access_address', 'plugins.accessAddress', { placeholder: '127.0.0.1:502' })}
      {text('http_address', 'plugins.httpAddress', { placeholder: 'http://127.0.0.1:503' })}
      {text('sub_topic_prefix', 'plugins.subTopicPrefix', { placeholder: 'plugin/modbus/' })}
      {text('description', 'plugins.description', { multiline: true })}
      {text('additional_info', 'plugins.additionalInfo', { multiline: true, placeholder: '{}' })}
    </FormDialog>
  );
}
