import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { RuleDraft } from './rule-model';

interface Props {
  d: RuleDraft;
  set(patch: Partial<RuleDraft>): void;
  errors: { target?: string; topic?: string };
}

function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  type?: string;
  placeholder?: string;
}) {
  return (
    <FormGroup label={label} labelFor={id} style={{ flex: 1, minWidth: 140 }}>
      <InputGroup id={id} type={type} value={value} placeholder={placeholder} onValueChange={onChange} data-testid={id} />
    </FormGroup>
  );
}

/** The targets: an HTTP(S) URL (headers, time-out) and/or an MQTT broker (host, port, TLS, login, client id, topic, QoS). */
export function TargetFields({ d, set, errors }: Props) {
  const { t } = useT();
  return (
    <>
      <FormGroup
        label={t('form.url')}
        labelFor="fwd-url"
        intent={errors.target ? 'danger' : 'none'}
        helperText={
          errors.target ? (
            <span role="alert" data-testid="fwd-target-error">
              {t(errors.target)}
            </span>
          ) : (
            t('form.urlHelp')
          )
        }
      >
        <InputGroup id="fwd-url" value={d.url} placeholder="https://example.com/hook" onValueChange={(url) => set({ url })} data-testid="fwd-url" />
      </FormGroup>
      {d.url && (
        <div style={{ display: 'flex', gap: 8 }}>
          <FormGroup label={t('form.headers')} labelFor="fwd-headers" helperText={t('form.headersHelp')} style={{ flex: 3 }}>
            <TextArea id="fwd-headers" fill rows={2} value={d.headers} onChange={(e) => set({ headers: e.target.value })} data-testid="fwd-headers" />
          </FormGroup>
          <Field id="fwd-timeout" label={t('form.timeout')} type="number" value={d.timeout_ms} onChange={(timeout_ms) => set({ timeout_ms })} />
        </div>
      )}
      <Switch checked={d.mqttOn} label={t('form.mqttTarget')} onChange={(e) => set({ mqttOn: e.currentTarget.checked })} data-testid="fwd-mqtt-on" />
      {d.mqttOn && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="fwd-mqtt">
          <Field id="fwd-mqtt-host" label={t('form.host')} value={d.host} onChange={(host) => set({ host })} placeholder="broker.example.com" />
          <Field id="fwd-mqtt-port" label={t('form.port')} type="number" value={d.port} onChange={(port) => set({ port })} />
          <Switch checked={d.tls} label="TLS" onChange={(e) => set({ tls: e.currentTarget.checked })} data-testid="fwd-mqtt-tls" />
          <Field id="fwd-mqtt-username" label={t('form.username')} value={d.username} onChange={(username) => set({ username })} />
          <Field
            id="fwd-mqtt-password"
            label={t('form.password')}
            type="password"
            value={d.password}
            onChange={(password) => set({ password })}
            placeholder={d.passwordSet ? t('form.passwordKept') : ''}
          />
          <Field id="fwd-mqtt-client" label={t('form.clientId')} value={d.client_id} onChange={(client_id) => set({ client_id })} />
          <FormGroup
            label={t('form.topic')}
            labelFor="fwd-mqtt-topic"
            intent={errors.topic ? 'danger' : 'none'}
            helperText={errors.topic ? <span role="alert">{t(errors.topic)}</span> : t('form.topicHelp')}
            style={{ flex: 2, minWidth: 200 }}
          >
            <InputGroup id="fwd-mqtt-topic" value={d.topic} onValueChange={(topic) => set({ topic })} data-testid="fwd-mqtt-topic" />
          </FormGroup>
          <FormGroup label="QoS" labelFor="fwd-mqtt-qos">
            <HTMLSelect
              id="fwd-mqtt-qos"
              value={d.qos}
              onChange={(e) => set({ qos: e.target.value as RuleDraft['qos'] })}
              options={['0', '1', '2']}
              data-testid="fwd-mqtt-qos"
            />
          </FormGroup>
        </div>
      )}
    </>
  );
}
