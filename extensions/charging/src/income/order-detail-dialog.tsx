import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { formatDateTime, useT } from '@tessera/sdk';
import { TIERS, type Order } from '../api/charging-api';
import { formatCents, formatKwh } from '../shared/amounts';

/** One order: its times and, per tier, the energy and fees it was billed. */
export function OrderDetailDialog({ order, onClose }: { order?: Order; onClose(): void }) {
  const { t } = useT();
  const rows: [string, string][] = order
    ? [
        [t('order.site'), order.site_name],
        [t('order.charger'), order.device_name],
        [t('order.status'), t(`order.status_${order.status}`)],
        [t('order.start'), formatDateTime(order.start_ms)],
        [t('order.full'), order.full_ms ? formatDateTime(order.full_ms) : '—'],
        [t('order.end'), order.end_ms ? formatDateTime(order.end_ms) : '—'],
        [t('order.energy'), formatKwh(order.energy_wh)],
        [t('income.electricityFee'), formatCents(order.electricity_cents)],
        [t('income.serviceFee'), formatCents(order.service_cents)],
        [t('income.idleFee'), formatCents(order.idle_cents)],
        [t('income.total'), formatCents(order.total_cents)],
      ]
    : [];
  return (
    <Dialog isOpen={!!order} onClose={onClose} title={t('order.detail')} style={{ width: 640 }}>
      <DialogBody>
        <HTMLTable compact style={{ width: '100%' }} data-testid="order-detail">
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <HTMLTable compact striped style={{ width: '100%', marginTop: 12 }} data-testid="order-tiers">
          <thead>
            <tr>
              <th>{t('price.tier')}</th>
              <th>{t('order.energy')}</th>
              <th>{t('income.electricityFee')}</th>
              <th>{t('income.serviceFee')}</th>
            </tr>
          </thead>
          <tbody>
            {TIERS.filter((tier) => order?.tiers[tier]?.energy_wh).map((tier) => {
              const b = order!.tiers[tier]!;
              return (
                <tr key={tier}>
                  <td>{t(`tier.${tier}`)}</td>
                  <td>{formatKwh(b.energy_wh)}</td>
                  <td>{formatCents(b.electricity_cents)}</td>
                  <td>{formatCents(b.service_cents)}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  );
}
