import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { chargingApi, TIERS, type Tier } from '../api/charging-api';

const PRICE = /^\d{1,6}(\.\d{1,4})?$/;
const today = () => new Date().toISOString().slice(0, 10);

/** A new price of one tier from a date on (the earlier ones stay as history). */
export function PriceForm({ siteId, onSaved }: { siteId: string; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [v, setV] = useState({ tier: 'flat' as Tier, electricity_price: '', service_price: '', effective_from: today() });
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const set = (k: keyof typeof v, value: string) => {
    setV({ ...v, [k]: value });
    setErrors({ ...errors, [k]: false });
  };

  const save = async () => {
    const bad = {
      electricity_price: !PRICE.test(v.electricity_price),
      service_price: !PRICE.test(v.service_price),
      effective_from: !/^\d{4}-\d{2}-\d{2}$/.test(v.effective_from),
    };
    setErrors(bad);
    if (Object.values(bad).some(Boolean)) return;
    try {
      await chargingApi.addPrice(http, { site_id: siteId, ...v });
      notifier.success(t('common.addSuccess'));
      setV({ ...v, electricity_price: '', service_price: '' });
      onSaved();
    } catch {
      /* shown by the http client */
    }
  };
  const field = (k: 'electricity_price' | 'service_price', label: string) => (
    <FormGroup label={label} intent={errors[k] ? 'danger' : 'none'} helperText={errors[k] ? t('price.invalid') : undefined}>
      <InputGroup value={v[k]} placeholder="0.0000" data-testid={`price-${k}`} onChange={(e) => set(k, e.target.value)} />
    </FormGroup>
  );
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="price-form">
      <FormGroup label={t('price.tier')}>
        <HTMLSelect value={v.tier} data-testid="price-tier" onChange={(e) => set('tier', e.target.value)}>
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {t(`tier.${tier}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {field('electricity_price', t('price.electricity'))}
      {field('service_price', t('price.service'))}
      <FormGroup label={t('price.effectiveFrom')} intent={errors.effective_from ? 'danger' : 'none'}>
        <InputGroup type="date" value={v.effective_from} data-testid="price-effective-from" onChange={(e) => set('effective_from', e.target.value)} />
      </FormGroup>
      <FormGroup label=" ">
        <Button intent="primary" icon="add" text={t('common.add')} disabled={!siteId} data-testid="price-add" onClick={() => void save()} />
      </FormGroup>
    </div>
  );
}
