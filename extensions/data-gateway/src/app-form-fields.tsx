import { FormGroup, HTMLSelect, InputGroup, NumericInput, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { DeviceOption, OpenApi } from './api/gateway-api';
import type { AppErrors, AppValues } from './app-form-values';
import { ScopeChecklist } from './scope-checklist';

export interface AppFormFieldsProps {
  values: AppValues;
  errors: AppErrors;
  set<K extends keyof AppValues>(k: K, value: AppValues[K]): void;
  apis: OpenApi[];
  devices: DeviceOption[];
}

/** The fields of an open-API app: name, signature mode, whitelist, device and API scope, limits, description. */
export function AppFormFields({ values: v, errors, set, apis, devices }: AppFormFieldsProps) {
  const { t } = useT();
  const err = (k: keyof AppErrors) => (errors[k] ? { intent: 'danger' as const, helperText: <span data-testid={`app-${k}-error`}>{t(errors[k]!)}</span> } : {});
  return (
    <>
      <FormGroup label={t('app.name')} labelInfo="*" {...err('name')}>
        <InputGroup value={v.name} maxLength={64} data-testid="app-name" onChange={(e) => set('name', e.target.value)} />
      </FormGroup>
      <FormGroup label={t('app.signatureMode')} labelInfo="*">
        <HTMLSelect
          value={v.signature_mode}
          data-testid="app-signature-mode"
          onChange={(e) => set('signature_mode', e.target.value as AppValues['signature_mode'])}
          options={[
            { value: 'SHA256', label: 'SHA256' },
            { value: 'MD5', label: 'MD5' },
          ]}
        />
      </FormGroup>
      <FormGroup label={t('app.ipWhitelist')} helperText={errors.ip_whitelist ? undefined : t('app.ipHint')} {...err('ip_whitelist')}>
        <InputGroup
          value={v.ip_whitelist}
          placeholder="127.0.0.1|10.0.0.0/8|2001:db8::/32"
          data-testid="app-ip-whitelist"
          onChange={(e) => set('ip_whitelist', e.target.value)}
        />
      </FormGroup>
      <FormGroup label={t('app.deviceScope')} labelInfo="*" {...err('device_ids')}>
        <RadioGroup inline selectedValue={v.device_access_scope} onChange={(e) => set('device_access_scope', e.currentTarget.value as '1' | '2')}>
          <Radio value="1" label={t('app.scopeAll')} data-testid="app-device-scope-all" />
          <Radio value="2" label={t('app.scopePartial')} data-testid="app-device-scope-partial" />
        </RadioGroup>
        {v.device_access_scope === '2' && (
          <ScopeChecklist
            testId="app-devices"
            value={v.device_ids}
            onChange={(x) => set('device_ids', x)}
            options={devices.map((d) => ({ id: d.device, label: d.device_name }))}
          />
        )}
      </FormGroup>
      <FormGroup label={t('app.apiScope')} labelInfo="*" {...err('api_ids')}>
        <RadioGroup inline selectedValue={v.api_access_scope} onChange={(e) => set('api_access_scope', e.currentTarget.value as '1' | '2')}>
          <Radio value="1" label={t('app.scopeAll')} data-testid="app-api-scope-all" />
          <Radio value="2" label={t('app.scopePartial')} data-testid="app-api-scope-partial" />
        </RadioGroup>
        {v.api_access_scope === '2' && (
          <ScopeChecklist testId="app-apis" value={v.api_ids} onChange={(x) => set('api_ids', x)} options={apis.map((a) => ({ id: a.id, label: a.url }))} />
        )}
      </FormGroup>
      <div style={{ display: 'flex', gap: 16 }}>
        <FormGroup label={t('app.rateLimit')}>
          <NumericInput
            min={1}
            max={100000}
            value={v.rate_limit}
            data-testid="app-rate-limit"
            onValueChange={(n) => set('rate_limit', Number.isFinite(n) ? n : 600)}
          />
        </FormGroup>
        <FormGroup label={t('app.timestampWindow')}>
          <NumericInput
            min={10}
            max={86400}
            value={v.timestamp_window}
            data-testid="app-window"
            onValueChange={(n) => set('timestamp_window', Number.isFinite(n) ? n : 300)}
          />
        </FormGroup>
      </div>
      <FormGroup label={t('app.description')}>
        <TextArea fill value={v.description} maxLength={1024} data-testid="app-description" onChange={(e) => set('description', e.target.value)} />
      </FormGroup>
    </>
  );
}
