import { FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import type { TextInfoConfig } from './text-info-config';

export function TextInfoEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<TextInfoConfig>) {
  const t = useWidgetT();
  const setText = (part: 'label' | 'value', patch: Partial<TextInfoConfig['style']['label']>) =>
    onChange({ ...config, style: { ...config.style, [part]: { ...config.style[part], ...patch } } });
  const form = configForm(
    { name: config.name, label: config.label },
    { name: fieldError(errors, Msg.enterComponentName), label: fieldError(errors, Msg.enterLabel) },
    (p) => onChange({ ...config, ...p }),
  );
  const binding = (
    <>
      <TextField form={form} name="name" label={t('editor.name')} testId="chart-name" />
      <TextField form={form} name="label" label={t('textInfo.label')} testId="chart-label" />
      <DataSourceSelect
        value={config.mapping[0]}
        dataSources={dataSources}
        onChange={(n) => onChange({ ...config, mapping: n ? [n] : [] })}
        error={fieldError(errors, Msg.selectSource)}
      />
    </>
  );
  const ui = (
    <>
      <StyleFields config={config} onChange={onChange} />
      {(['label', 'value'] as const).map((part) => (
        <div key={part} style={{ display: 'flex', gap: 8 }}>
          <FormGroup label={t(`textInfo.${part}FontSize`)}>
            <NumericInput
              aria-label={t(`textInfo.${part}FontSize`)}
              min={8}
              value={config.style[part].fontSize}
              onValueChange={(fontSize) => setText(part, { fontSize })}
            />
          </FormGroup>
          <FormGroup label={t(`textInfo.${part}Color`)}>
            <InputGroup
              type="color"
              aria-label={t(`textInfo.${part}Color`)}
              value={config.style[part].color}
              onChange={(e) => setText(part, { color: e.target.value })}
            />
          </FormGroup>
        </div>
      ))}
    </>
  );
  return <EditorTabs binding={binding} ui={ui} />;
}
