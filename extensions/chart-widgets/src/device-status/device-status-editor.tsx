import { FormGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useT, type WidgetEditorProps } from '@tessera/sdk';
import { THRESHOLD_MIN } from '../common/constants';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { TextField } from '../common/text-field';
import type { DeviceStatusConfig } from './device-status-config';

export function DeviceStatusEditor({ config, onChange, errors }: WidgetEditorProps<DeviceStatusConfig>) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const thErr = fieldError(errors, Msg.thresholdEmpty, Msg.thresholdMin);
  const binding = (
    <>
      <TextField label={t('editor.name')} name="name" value={config.name} onChange={(name) => onChange({ ...config, name })} error={fieldError(errors, Msg.nameEmpty)} />
      <FormGroup label={t('deviceStatus.thresholdTime')} helperText={thErr ? tAny(thErr) : t('deviceStatus.thresholdHelp')} intent={thErr ? Intent.DANGER : Intent.NONE}>
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
