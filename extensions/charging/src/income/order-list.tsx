import { Button, HTMLSelect } from '@blueprintjs/core';
import { formatDateTime, HttpClient, PagedTable, SitePicker, usePagedList, useService, useT, type PagedColumn } from '@tessera/sdk';
import { useState } from 'react';
import { chargingApi, type Order } from '../api/charging-api';
import { formatCents, formatKwh } from '../shared/amounts';
import { OrderDetailDialog } from './order-detail-dialog';

const STATUSES = ['charging', 'full', 'finished'] as const;

/** Orders derived from charger telemetry, newest first, filtered by site and state. */
export function OrderList() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<Order>((q) => chargingApi.orders(http, q));
  const [filters, setFilters] = useState({ site_id: '', status: '' });
  const [detail, setDetail] = useState<Order>();
  const filter = (next: typeof filters) => {
    setFilters(next);
    list.setFilters({ site_id: next.site_id || undefined, status: next.status || undefined });
  };
  const open = async (o: Order) => {
    try {
      setDetail(await chargingApi.order(http, o.id));
    } catch {
      /* shown by the http client */
    }
  };
  const columns: PagedColumn<Order>[] = [
    { key: 'start_ms', title: t('order.start'), render: (o) => formatDateTime(o.start_ms) },
    { key: 'end_ms', title: t('order.end'), render: (o) => (o.end_ms ? formatDateTime(o.end_ms) : '—') },
    { key: 'site_name', title: t('order.site') },
    { key: 'device_name', title: t('order.charger') },
    { key: 'status', title: t('order.status'), render: (o) => t(`order.status_${o.status}`) },
    { key: 'energy_wh', title: t('order.energy'), render: (o) => formatKwh(o.energy_wh) },
    { key: 'total_cents', title: t('income.total'), render: (o) => formatCents(o.total_cents) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (o) => <Button variant="minimal" icon="eye-open" text={t('common.details')} data-testid={`order-open-${o.id}`} onClick={() => void open(o)} />,
    },
  ];
  return (
    <div data-testid="order-list">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <SitePicker allowAll value={filters.site_id} onChange={(site_id) => filter({ ...filters, site_id })} testId="order-site" />
        <HTMLSelect
          value={filters.status}
          data-testid="order-status"
          aria-label={t('order.status')}
          onChange={(e) => filter({ ...filters, status: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`order.status_${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <PagedTable list={list} columns={columns} rowKey={(o) => o.id} testId="order-table" />
      <OrderDetailDialog order={detail} onClose={() => setDetail(undefined)} />
    </div>
  );
}
