import { FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import type { StatusConfig } from './status-config';
import { StatusRulesEditor } from './status-rules-editor';

export function StatusEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<StatusConfig>) {
  const t = useWidgetT();
  const s = config.series;
  const setSeries = (patch: Partial<StatusConfig['series']>) => onChange({ ...config, series: { ...s, ...patch } });
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmpty) }, (p) => onChange({ ...config, ...p }));
  const titleForm = configForm({ title: s.title }, {}, (p) => setSeries(p));
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      <DataSourceSelect
        value={config.mapping[0]}
        dataSources={dataSources}
        onChange={(n) => onChange({ ...config, mapping: n ? [n] : [] })}
        error={fieldError(errors, Msg.sourceEmpty)}
      />
      <StatusRulesEditor config={config} onChange={onChange} />
    </>
  );
  const ui = (
    <>
      <TextField form={titleForm} name="title" label={t('status.title')} testId="status" />
      <FormGroup label={t('status.fontSize')}>
        <NumericInput aria-label={t('status.fontSize')} min={8} value={s.fontSize} onValueChange={(fontSize) => setSeries({ fontSize })} />
      </FormGroup>
      <FormGroup label={t('status.labelSize')}>
        <NumericInput aria-label={t('status.labelSize')} min={8} value={s.labelSize} onValueChange={(labelSize) => setSeries({ labelSize })} />
      </FormGroup>
      <FormGroup label={t('status.labelColor')}>
        <InputGroup type="color" aria-label={t('status.labelColor')} value={s.labelColor} onChange={(e) => setSeries({ labelColor: e.target.value })} />
      </FormGroup>
      <StyleFields config={config} onChange={onChange} />
    </>
  );
  return <EditorTabs binding={binding} ui={ui} />;
}
