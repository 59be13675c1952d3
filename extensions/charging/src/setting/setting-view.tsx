import { Button, Checkbox, FormGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, SitePicker, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { chargingApi, type Setting } from '../api/charging-api';
import { formatCents } from '../shared/amounts';

const toCents = (text: string) => Math.round(Number(text) * 100);

/** The charge setting of a site: the rule in force, limits, the idle fee and which chargers bill. */
export function SettingView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canEdit = useHasAuth('charging:rule:edit');
  const [siteId, setSiteId] = useState('');
  const loaded = useLoad(
    async () =>
      siteId
        ? Promise.all([
            chargingApi.setting(http, siteId),
            chargingApi.rules(http, { current_page: 1, per_page: 1000, site_id: siteId }),
            chargingApi.devices(http, siteId),
          ])
        : undefined,
    [siteId],
  );
  const [v, setV] = useState<Setting>();
  useEffect(() => setV(loaded.data?.[0]), [loaded.data]);

  const save = async () => {
    if (!v) return;
    try {
      setV(await chargingApi.saveSetting(http, v));
      notifier.success(t('common.editSuccess'));
    } catch {
      /* shown by the http client */
    }
  };
  const rules = loaded.data?.[1].data ?? [];
  const devices = loaded.data?.[2].data ?? [];
  const toggle = (id: string, on: boolean) => v && setV({ ...v, device_ids: on ? [...v.device_ids, id] : v.device_ids.filter((d) => d !== id) });

  return (
    <section aria-label={t('setting.title')} data-testid="charging-setting-view" style={{ maxWidth: 640 }}>
      <div style={{ marginBottom: 12 }}>
        <SitePicker testId="charging-site" value={siteId} onChange={setSiteId} />
      </div>
      <LoadState loading={loaded.loading} error={loaded.error} onRetry={() => void loaded.reload()} empty={!v} testId="setting-state">
        {v && (
          <>
            <FormGroup label={t('setting.rule')} helperText={t('setting.ruleHint')}>
              <HTMLSelect value={v.rule_id ?? ''} data-testid="setting-rule" onChange={(e) => setV({ ...v, rule_id: e.target.value || null })}>
                <option value="">{t('setting.noRule')}</option>
                {rules.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('setting.minBalance')}>
              <NumericInput
                min={0}
                stepSize={1}
                minorStepSize={0.01}
                value={formatCents(v.min_balance_cents)}
                data-testid="setting-min-balance"
                onValueChange={(_n, s) => setV({ ...v, min_balance_cents: toCents(s) || 0 })}
              />
            </FormGroup>
            <FormGroup label={t('setting.maxDuration')} helperText={t('setting.zeroUnlimited')}>
              <NumericInput
                min={0}
                max={10080}
                stepSize={10}
                value={v.max_duration_min}
                data-testid="setting-max-duration"
                onValueChange={(n) => setV({ ...v, max_duration_min: Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0 })}
              />
            </FormGroup>
            <FormGroup label={t('setting.idleFee')} helperText={t('setting.idleFeeHint')}>
              <NumericInput
                min={0}
                stepSize={0.1}
                minorStepSize={0.01}
                value={formatCents(v.idle_fee_cents_per_min)}
                data-testid="setting-idle-fee"
                onValueChange={(_n, s) => setV({ ...v, idle_fee_cents_per_min: toCents(s) || 0 })}
              />
            </FormGroup>
            <FormGroup label={t('setting.chargers')} helperText={t('setting.chargersHint')}>
              {devices.map((d) => (
                <Checkbox
                  key={d.id}
                  label={d.name}
                  checked={v.device_ids.includes(d.id)}
                  data-testid={`setting-charger-${d.id}`}
                  onChange={(e) => toggle(d.id, e.currentTarget.checked)}
                />
              ))}
            </FormGroup>
            {canEdit && <Button intent="primary" text={t('common.save')} data-testid="setting-save" onClick={() => void save()} />}
          </>
        )}
      </LoadState>
    </section>
  );
}
