import { Card, FormGroup, H5, HTMLSelect, Switch } from '@blueprintjs/core';
import { HttpClient, Notifier, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { HIDDEN_KEYS, monitoringApi, type TslProperty } from '../api/monitoring-api';
import { labelledChoices } from '../common/display-value';
import { useSendLock } from '../common/use-send-lock';
import { EnergyShell, type EnergyContext } from './energy-shell';
import { SetPointField } from './set-point-field';
import { ValueGrid } from './value-grid';

/** `/f/air-condition/values` keys → the plugin's flat keys (`set_temp` → `ac_set_temp`); its `systime` is not a value. */
export function airConditionValues(data: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data ?? {})
      .filter(([k]) => !HIDDEN_KEYS.has(k))
      .map(([k, v]) => [k === 'humidity' ? 'cabinet_humidity' : `ac_${k}`, v]),
  );
}

/** A mode select: the plugin's labels, else the console's own names of modes 0–3. */
function modeChoices(p: TslProperty | undefined, fallback: (m: number) => string) {
  return labelledChoices(p) ?? [0, 1, 2, 3].map((m) => ({ value: String(m), label: fallback(m) }));
}

function Controls({ deviceId, values, props }: EnergyContext) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canSend = useHasAuth('device:attribute:send');
  const ac = useLoad(() => monitoringApi.airCondition(http, deviceId), [http, deviceId]);
  const lock = useSendLock();
  const merged = { ...airConditionValues(ac.data), ...values };

  const send = (key: string, value: unknown) =>
    lock.run(key, async () => {
      await monitoringApi.sendAttributes(http, deviceId, { [key]: value });
      notifier.success(t('monitoring.sent'));
    });
  const title = (k: string) => props.get(k)?.title || k;
  const on = merged.ac_switch === true || merged.ac_switch === 'true' || merged.ac_switch === 1;

  return (
    <>
      <ValueGrid values={merged} props={props} prefixes={['ac_', 'cabinet_']} testId="ac-values" />
      {canSend && (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', marginTop: 12 }}>
          <Card>
            <H5>{t('monitoring.airCondition')}</H5>
            <Switch
              label={title('ac_switch')}
              checked={on}
              disabled={lock.isLocked('ac_switch')}
              data-testid="control-ac-switch"
              onChange={(e) => void send('ac_switch', e.currentTarget.checked)}
            />
            <FormGroup label={title('ac_mode')}>
              <HTMLSelect
                value={String(merged.ac_mode ?? '0')}
                disabled={lock.isLocked('ac_mode')}
                data-testid="control-ac-mode"
                onChange={(e) => void send('ac_mode', Number(e.currentTarget.value))}
                options={modeChoices(props.get('ac_mode'), (m) => t(`monitoring.acModes.${m}`))}
              />
            </FormGroup>
            <SetPointField
              label={`${title('ac_set_temp')} (℃)`}
              current={Number(merged.ac_set_temp ?? 24)}
              min={16}
              max={32}
              stepSize={0.5}
              locked={lock.isLocked('ac_set_temp')}
              testId="control-ac-temp"
              onSend={(v) => void send('ac_set_temp', v)}
            />
          </Card>
          <Card>
            <H5>PCS</H5>
            <FormGroup label={title('pcs_mode')}>
              <HTMLSelect
                value={String(merged.pcs_mode ?? '0')}
                disabled={lock.isLocked('pcs_mode')}
                data-testid="control-pcs-mode"
                onChange={(e) => void send('pcs_mode', Number(e.currentTarget.value))}
                options={modeChoices(props.get('pcs_mode'), (m) => t(`monitoring.pcsModes.${m}`))}
              />
            </FormGroup>
            <SetPointField
              label={`${title('pcs_power_setpoint')} (kW)`}
              current={Number(merged.pcs_power_setpoint ?? 0)}
              min={-500}
              max={500}
              locked={lock.isLocked('pcs_power_setpoint')}
              testId="control-pcs-power"
              onSend={(v) => void send('pcs_power_setpoint', v)}
            />
          </Card>
        </div>
      )}
    </>
  );
}

/** Control of the cabinet: air conditioner (`/f/air-condition/values`) and PCS set points, each send locked. */
export function ControlView({ query }: ViewProps) {
  return (
    <EnergyShell view="control" initialDeviceId={query.device_id}>
      {(c) => <Controls {...c} />}
    </EnergyShell>
  );
}
