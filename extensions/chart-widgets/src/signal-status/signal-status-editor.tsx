import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import type { SignalStatusConfig } from './signal-status-config';

export function SignalStatusEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<SignalStatusConfig>) {
  const t = useWidgetT();
  const s = config.series;
  const set = (patch: Partial<SignalStatusConfig['series']>) => onChange({ ...config, series: { ...s, ...patch } });
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmpty) }, (p) => onChange({ ...config, ...p }));
  const series = configForm({ on: s.on, onLabel: s.onLabel, off: s.off, offLabel: s.offLabel }, {}, set);
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      <DataSourceSelect
        value={config.mapping[0]}
        dataSources={dataSources}
        onChange={(n) => onChange({ ...config, mapping: n ? [n] : [] })}
        error={fieldError(errors, Msg.sourceEmpty)}
      />
      <TextField form={series} name="on" label={t('signalStatus.on')} testId="signal" />
      <TextField form={series} name="onLabel" label={t('signalStatus.onLabel')} testId="signal" />
      <TextField form={series} name="off" label={t('signalStatus.off')} testId="signal" />
      <TextField form={series} name="offLabel" label={t('signalStatus.offLabel')} testId="signal" />
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
