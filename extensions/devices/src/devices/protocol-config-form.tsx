import { Callout, FormGroup, HTMLSelect, InputGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { devicesApi, type FormFieldSpec } from '../api/devices-api';

export interface ProtocolConfigFormProps {
  protocolType: string;
  deviceType: string;
  /** The device's `protocol_config` (JSON text of an object). */
  value: string;
  onChange(value: string): void;
}

function parse(value: string): Record<string, unknown> {
  try {
    const v = JSON.parse(value || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** The fields a plugin's form declares (an array, or `{fields|form|items: [...]}`); entries without a key are skipped. */
export function formFields(form: unknown): FormFieldSpec[] {
  const list = Array.isArray(form)
    ? form
    : ((form as Record<string, unknown> | null)?.fields ?? (form as Record<string, unknown> | null)?.form ?? (form as Record<string, unknown> | null)?.items);
  return Array.isArray(list) ? list.filter((f): f is FormFieldSpec => !!f && typeof f === 'object' && typeof (f as FormFieldSpec).dataKey === 'string') : [];
}

/**
 * The protocol plugin's device config form (`/form/config`), rendered from its JSON: `input`, `number`, `textarea`,
 * `select` (with `options`) and `switch`; anything else is a text input. Values land in `protocol_config`.
 */
export function ProtocolConfigForm({ protocolType, deviceType, value, onChange }: ProtocolConfigFormProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const form = useLoad(() => devicesApi.formConfig(http, protocolType, deviceType), [http, protocolType, deviceType]);
  const values = parse(value);
  const set = (key: string, v: unknown) => onChange(JSON.stringify({ ...values, [key]: v }));

  if (form.loading) return <Spinner size={20} />;
  if (form.error)
    return (
      <Callout intent="warning" data-testid="protocol-form-error">
        {t('devices.protocolFormFailed')}
      </Callout>
    );
  const fields = formFields(form.data);
  if (!fields.length) return <Callout data-testid="protocol-form-empty">{t('devices.protocolFormEmpty')}</Callout>;
  return (
    <fieldset data-testid="protocol-form" style={{ border: 'none', padding: 0, margin: 0 }}>
      {fields.map((f) => {
        const id = `protocol-form-${f.dataKey}`;
        const current = values[f.dataKey];
        const text = current === undefined || current === null ? '' : String(current);
        const label = f.label || f.dataKey;
        let control;
        if (f.type === 'select' && Array.isArray(f.options)) {
          const options = f.options.map((o) => ({ value: String(o.value), label: o.label ?? String(o.value) }));
          control = (
            <HTMLSelect
              id={id}
              data-testid={id}
              fill
              value={text}
              options={[{ value: '', label: '—' }, ...options]}
              onChange={(e) => {
                const picked = f.options!.find((o) => String(o.value) === e.currentTarget.value);
                set(f.dataKey, picked ? picked.value : '');
              }}
            />
          );
        } else if (f.type === 'switch') {
          control = <Switch id={id} data-testid={id} checked={current === true} onChange={(e) => set(f.dataKey, e.currentTarget.checked)} />;
        } else if (f.type === 'textarea') {
          control = <TextArea id={id} data-testid={id} fill value={text} placeholder={f.placeholder} onChange={(e) => set(f.dataKey, e.currentTarget.value)} />;
        } else {
          const numeric = f.type === 'number' || f.validate?.type === 'number';
          control = (
            <InputGroup
              id={id}
              data-testid={id}
              type={numeric ? 'number' : 'text'}
              value={text}
              placeholder={f.placeholder}
              onChange={(e) => {
                const raw = e.currentTarget.value;
                set(f.dataKey, numeric && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw);
              }}
            />
          );
        }
        return (
          <FormGroup key={f.dataKey} label={label} labelFor={id} labelInfo={f.validate?.required || f.required ? '*' : undefined}>
            {control}
          </FormGroup>
        );
      })}
    </fieldset>
  );
}
