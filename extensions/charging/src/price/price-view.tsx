import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, SitePicker, useHasAuth, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { chargingApi, type Price } from '../api/charging-api';
import { TIER_COLORS } from '../rule/tier-colors';
import { PriceForm } from './price-form';

/** Prices per tier of a site with their whole history (newest first); the one in force now is tagged. */
export function PriceView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('charging:price:add'), del: useHasAuth('charging:price:del') };
  const [siteId, setSiteId] = useState('');
  const prices = useLoad(() => (siteId ? chargingApi.prices(http, siteId) : Promise.resolve([] as Price[])), [siteId]);

  const remove = async (p: Price) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await chargingApi.removePrice(http, p.id);
      notifier.success(t('common.deleteSuccess'));
      await prices.reload();
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <section aria-label={t('price.title')} data-testid="charging-price-view">
      <div style={{ marginBottom: 12 }}>
        <SitePicker testId="charging-site" value={siteId} onChange={setSiteId} />
      </div>
      {can.add && siteId && <PriceForm siteId={siteId} onSaved={() => void prices.reload()} />}
      <LoadState loading={prices.loading} error={prices.error} onRetry={() => void prices.reload()} empty={!prices.data?.length} testId="price-state">
        <HTMLTable striped style={{ width: '100%' }} data-testid="price-table">
          <thead>
            <tr>
              <th>{t('price.tier')}</th>
              <th>{t('price.electricity')}</th>
              <th>{t('price.service')}</th>
              <th>{t('price.effectiveFrom')}</th>
              <th>{t('common.status')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.data?.map((p) => (
              <tr key={p.id} data-testid={`price-row-${p.id}`}>
                <td>
                  <span style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: TIER_COLORS[p.tier] }} />
                  {t(`tier.${p.tier}`)}
                </td>
                <td>{p.electricity_price}</td>
                <td>{p.service_price}</td>
                <td>{p.effective_from}</td>
                <td>
                  {p.in_force ? (
                    <Tag intent="success">{t('price.inForce')}</Tag>
                  ) : (
                    <Tag minimal>{t(p.effective_from > new Date().toISOString().slice(0, 10) ? 'price.scheduled' : 'price.history')}</Tag>
                  )}
                </td>
                <td>
                  {can.del && (
                    <Button
                      variant="minimal"
                      icon="trash"
                      intent="danger"
                      data-testid={`price-delete-${p.id}`}
                      aria-label={t('common.delete')}
                      onClick={() => void remove(p)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
    </section>
  );
}
