import { FormGroup, Intent, NumericInput } from '@blueprintjs/core';
import { TextField, useT, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { THRESHOLD_MIN } from '../common/constants';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import type { DeviceStatusConfig } from './device-status-config';

export function DeviceStatusEditor({ config, onChange, errors }: WidgetEditorProps<DeviceStatusConfig>) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const thErr = fieldError(errors, Msg.thresholdEmpty, Msg.thresholdMin);
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmpty) }, (p) => onChange({ ...config, ...p }));
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      <FormGroup
        label={t('deviceStatus.thresholdTime')}
        helperText={thErr ? tAny(thErr) : t('deviceStatus.thresholdHelp')}
        intent={thErr ? Intent.DANGER : Intent.NONE}
      >
        <NumericInput
          aria-label={t('deviceStatus.thresholdTime')}
          min={THRESHOLD_MIN}
          clampValueOnBlur={false}
          value={config.series.thresholdTime ?? ''}
          onValueChange={(v) => onChange({ ...config, series: { thresholdTime: Number.isNaN(v) ? null : v } })}
        />
      </FormGroup>
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
