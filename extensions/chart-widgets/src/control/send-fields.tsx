import { FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { TextField, useT } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { patchSeries, seriesOf, type ControlConfig } from './control-config';

interface Props {
  config: ControlConfig;
  onChange(config: ControlConfig): void;
  errors: string[];
}

/** The fields of sendAttribute (identifier, data type, params) and sendCommand (identifier, JSON params). */
export function SendFields({ config, onChange, errors }: Props) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const s = seriesOf(config);
  const isCommand = config.type === 'sendCommand';
  const paramsErr = fieldError(errors, Msg.paramsEmpty, Msg.paramsBadJson, Msg.paramsNotObject);
  const idForm = configForm({ identifier: s.identifier }, { identifier: fieldError(errors, Msg.attrIdentifierEmpty, Msg.commandIdentifierEmpty) }, (patch) =>
    onChange(patchSeries(config, patch)),
  );
  return (
    <>
      <TextField form={idForm} name="identifier" label={t(isCommand ? 'control.commandIdentifier' : 'control.attrIdentifier')} testId="control" />
      {!isCommand && (
        <FormGroup
          label={t('control.dataType')}
          helperText={fieldError(errors, Msg.paramTypeEmpty) ? tAny(Msg.paramTypeEmpty) : undefined}
          intent={fieldError(errors, Msg.paramTypeEmpty) ? Intent.DANGER : Intent.NONE}
        >
          <HTMLSelect
            aria-label={t('control.dataType')}
            value={s.dataType}
            onChange={(e) => onChange(patchSeries(config, { dataType: e.target.value as 'string' | 'number' | '' }))}
          >
            <option value="">{t('editor.selectPlaceholder')}</option>
            <option value="string">{t('control.typeString')}</option>
            <option value="number">{t('control.typeNumber')}</option>
          </HTMLSelect>
        </FormGroup>
      )}
      <FormGroup
        label={t(isCommand ? 'control.commandParams' : 'control.params')}
        helperText={paramsErr ? tAny(paramsErr) : undefined}
        intent={paramsErr ? Intent.DANGER : Intent.NONE}
      >
        <TextArea
          aria-label={t(isCommand ? 'control.commandParams' : 'control.params')}
          fill
          rows={isCommand ? 6 : 2}
          className="tessera-code"
          value={s.params}
          onChange={(e) => onChange(patchSeries(config, { params: e.target.value }))}
        />
      </FormGroup>
    </>
  );
}
