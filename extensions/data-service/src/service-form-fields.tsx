import { FormGroup, HTMLSelect, InputGroup, NumericInput, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { ServiceErrors, ServiceValues } from './service-form-values';
import { SqlEditor } from './sql-editor';
import { WsAddress } from './ws-address';

export interface ServiceFormFieldsProps {
  values: ServiceValues;
  errors: ServiceErrors;
  set<K extends keyof ServiceValues>(k: K, value: ServiceValues[K]): void;
  /** The key of the service being edited (a new one has none yet). */
  appKey?: string;
}

/** The fields of a data service: name, signature, whitelist, HTTP or push (interval, optional URL, WebSocket address), enable, SQL, description. */
export function ServiceFormFields({ values: v, errors, set, appKey }: ServiceFormFieldsProps) {
  const { t } = useT();
  const err = (k: keyof ServiceErrors) =>
    errors[k] ? { intent: 'danger' as const, helperText: <span data-testid={`service-${k}-error`}>{t(errors[k]!)}</span> } : {};
  return (
    <>
      <FormGroup label={t('service.name')} labelInfo="*" {...err('name')}>
        <InputGroup value={v.name} maxLength={64} data-testid="service-name" onChange={(e) => set('name', e.target.value)} />
      </FormGroup>
      <div style={{ display: 'flex', gap: 16 }}>
        <FormGroup label={t('service.signatureMode')} labelInfo="*">
          <HTMLSelect
            value={v.signature_mode}
            data-testid="service-signature-mode"
            onChange={(e) => set('signature_mode', e.target.value as ServiceValues['signature_mode'])}
            options={[
              { value: 'SHA256', label: 'SHA256' },
              { value: 'MD5', label: 'MD5' },
            ]}
          />
        </FormGroup>
        <FormGroup label={t('service.enabled')}>
          <Switch checked={v.enable_flag === '1'} data-testid="service-enable" onChange={(e) => set('enable_flag', e.currentTarget.checked ? '1' : '0')} />
        </FormGroup>
      </div>
      <FormGroup label={t('service.ipWhitelist')} helperText={errors.ip_whitelist ? undefined : t('service.ipHint')} {...err('ip_whitelist')}>
        <InputGroup
          value={v.ip_whitelist}
          placeholder="127.0.0.1|10.0.0.0/8"
          data-testid="service-ip-whitelist"
          onChange={(e) => set('ip_whitelist', e.target.value)}
        />
      </FormGroup>
      <FormGroup label={t('service.apiFlag')} labelInfo="*">
        <RadioGroup inline selectedValue={v.api_flag} onChange={(e) => set('api_flag', e.currentTarget.value as '0' | '1')}>
          <Radio value="0" label={t('service.http')} data-testid="service-flag-http" />
          <Radio value="1" label={t('service.httpPush')} data-testid="service-flag-push" />
        </RadioGroup>
      </FormGroup>
      {v.api_flag === '1' && (
        <div style={{ display: 'flex', gap: 16 }}>
          <FormGroup label={t('service.interval')} labelInfo="*" {...err('time_interval')}>
            <NumericInput
              min={1}
              max={86400}
              value={v.time_interval}
              data-testid="service-interval"
              onValueChange={(n) => set('time_interval', Number.isFinite(n) ? n : 0)}
            />
          </FormGroup>
          <FormGroup label={t('service.pushUrl')} helperText={errors.push_url ? undefined : t('service.pushUrlHint')} style={{ flex: 1 }} {...err('push_url')}>
            <InputGroup value={v.push_url} placeholder="https://" data-testid="service-push-url" onChange={(e) => set('push_url', e.target.value)} />
          </FormGroup>
        </div>
      )}
      {v.api_flag === '1' && <WsAddress appKey={appKey} signatureMode={v.signature_mode} interval={v.time_interval} />}
      <SqlEditor value={v.data_sql} onChange={(x) => set('data_sql', x)} />
      <FormGroup label={t('service.description')}>
        <TextArea fill value={v.description} maxLength={1024} data-testid="service-description" onChange={(e) => set('description', e.target.value)} />
      </FormGroup>
    </>
  );
}
