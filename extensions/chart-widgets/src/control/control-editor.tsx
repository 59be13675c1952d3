import { FormGroup, NumericInput, Switch } from '@blueprintjs/core';
import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { bindSource, patchMapping, seriesOf, type ControlConfig } from './control-config';
import { SceneSources } from './scene-sources';
import { SendFields } from './send-fields';

/** The config dialog of every control kind: switch, slider, setValue, mainSwitch, sendAttribute, sendCommand, scene. */
export function ControlEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<ControlConfig>) {
  const t = useWidgetT();
  const s = seriesOf(config);
  const kind = config.type;
  const isSend = kind === 'sendAttribute' || kind === 'sendCommand';
  const hasOnOff = kind === 'switch' || kind === 'mainSwitch' || kind === 'sceneControl';
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmptyFull, Msg.componentNameEmpty) }, ({ name = config.name }) =>
    onChange({ ...config, name, componentName: name }),
  );
  const onOff = configForm(
    { on: s.mapping.on, off: s.mapping.off },
    { on: fieldError(errors, Msg.onValueEmpty), off: fieldError(errors, Msg.offValueEmpty) },
    (patch) => onChange(patchMapping(config, patch)),
  );
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('control.componentName')} testId="chart-name" />
      {isSend && <SendFields config={config} onChange={onChange} errors={errors} />}
      {kind === 'sceneControl' && (
        <SceneSources config={config} dataSources={dataSources} onChange={onChange} error={fieldError(errors, Msg.selectSourceFull)} />
      )}
      {!isSend && kind !== 'sceneControl' && (
        <DataSourceSelect
          value={config.mapping[0]}
          dataSources={dataSources}
          writableOnly
          onChange={(n) => onChange(bindSource(config, n))}
          error={fieldError(errors, Msg.selectSourceFull)}
        />
      )}
      {hasOnOff && (
        <>
          <TextField form={onOff} name="on" label={t('control.onValue')} testId="control" />
          <TextField form={onOff} name="off" label={t('control.offValue')} testId="control" />
        </>
      )}
      {kind === 'slider' && (
        <>
          <FormGroup label={t('control.max')}>
            <NumericInput aria-label={t('control.max')} value={s.mapping.max} onValueChange={(max) => onChange(patchMapping(config, { max }))} />
          </FormGroup>
          <FormGroup label={t('control.step')}>
            <NumericInput
              aria-label={t('control.step')}
              min={0}
              minorStepSize={0.001}
              value={s.mapping.step}
              onValueChange={(step) => onChange(patchMapping(config, { step }))}
            />
          </FormGroup>
        </>
      )}
      <Switch
        label={t('control.disabled')}
        checked={!!config.disabled}
        onChange={(e) => onChange({ ...config, disabled: (e.target as HTMLInputElement).checked })}
      />
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
