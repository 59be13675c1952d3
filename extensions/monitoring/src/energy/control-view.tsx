import { Button, Card, FormGroup, H5, HTMLSelect, NumericInput, Switch } from '@blueprintjs/core';
import { HttpClient, Notifier, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { monitoringApi } from '../api/monitoring-api';
import { useSendLock } from '../common/use-send-lock';
import { EnergyShell, type EnergyContext } from './energy-shell';
import { ValueGrid } from './value-grid';

function Controls({ deviceId, values, props }: EnergyContext) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canSend = useHasAuth('device:attribute:send');
  const ac = useLoad(() => monitoringApi.airCondition(http, deviceId), [http, deviceId]);
  const lock = useSendLock();
  const [setTemp, setSetTemp] = useState<number | null>(null);
  const [power, setPower] = useState<number | null>(null);
  const merged = { ...Object.fromEntries(Object.entries(ac.data ?? {}).map(([k, v]) => [k === 'humidity' ? 'cabinet_humidity' : `ac_${k}`, v])), ...values };

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
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', marginTop: 12 }}>
          <Card>
            <H5>{t('monitoring.airCondition')}</H5>
            <Switch label={title('ac_switch')} checked={on} disabled={lock.isLocked('ac_switch')} data-testid="control-ac-switch"
              onChange={(e) => void send('ac_switch', e.currentTarget.checked)} />
            <FormGroup label={title('ac_mode')}>
              <HTMLSelect value={String(merged.ac_mode ?? '0')} disabled={lock.isLocked('ac_mode')} data-testid="control-ac-mode"
                onChange={(e) => void send('ac_mode', Number(e.currentTarget.value))}
                options={[0, 1, 2, 3].map((m) => ({ value: String(m), label: t(`monitoring.acModes.${m}`) }))} />
            </FormGroup>
            <FormGroup label={`${title('ac_set_temp')} (℃)`}>
              <div style={{ display: 'flex', gap: 4 }}>
                <NumericInput min={16} max={32} stepSize={0.5} value={setTemp ?? Number(merged.ac_set_temp ?? 24)} data-testid="control-ac-temp"
                  onValueChange={(v) => setSetTemp(v)} />
                <Button intent="primary" text={t('monitoring.send')} data-testid="control-ac-temp-send" disabled={lock.isLocked('ac_set_temp')}
                  loading={lock.isLocked('ac_set_temp')} onClick={() => void send('ac_set_temp', setTemp ?? Number(merged.ac_set_temp ?? 24))} />
              </div>
            </FormGroup>
          </Card>
          <Card>
            <H5>PCS</H5>
            <FormGroup label={title('pcs_mode')}>
              <HTMLSelect value={String(merged.pcs_mode ?? '0')} disabled={lock.isLocked('pcs_mode')} data-testid="control-pcs-mode"
                onChange={(e) => void send('pcs_mode', Number(e.currentTarget.value))}
                options={[0, 1, 2, 3].map((m) => ({ value: String(m), label: t(`monitoring.pcsModes.${m}`) }))} />
            </FormGroup>
            <FormGroup label={`${title('pcs_power_setpoint')} (kW)`}>
              <div style={{ display: 'flex', gap: 4 }}>
                <NumericInput min={-500} max={500} value={power ?? Number(merged.pcs_power_setpoint ?? 0)} data-testid="control-pcs-power"
                  onValueChange={(v) => setPower(v)} />
                <Button intent="primary" text={t('monitoring.send')} data-testid="control-pcs-power-send" disabled={lock.isLocked('pcs_power_setpoint')}
                  loading={lock.isLocked('pcs_power_setpoint')} onClick={() => void send('pcs_power_setpoint', power ?? Number(merged.pcs_power_setpoint ?? 0))} />
              </div>
            </FormGroup>
          </Card>
        </div>
      )}
    </>
  );
}

/** Control of the cabinet: air conditioner (`/f/air-condition/values`) and PCS set points, each send locked. */
export function ControlView({ query }: ViewProps) {
  return <EnergyShell view="control" initialDeviceId={query.device_id}>{(c) => <Controls {...c} />}</EnergyShell>;
}
