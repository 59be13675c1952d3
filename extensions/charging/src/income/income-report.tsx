import { FormGroup, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { EChart, HttpClient, LoadState, SitePicker, useLoad, useService, useT } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import { chargingApi, type IncomeQuery } from '../api/charging-api';
import { formatCents, formatKwh } from '../shared/amounts';
import { incomeChartOption } from './income-chart-option';
import { IncomeExportButtons } from './income-export-buttons';

const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;
const today = () => new Date().toISOString().slice(0, 10);

/** Income per site and day or month: a chart of the fees and energy, and the table with totals. */
export function IncomeReport() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [q, setQ] = useState<IncomeQuery>({ granularity: 'day', start_date: monthStart(), end_date: today() });
  const report = useLoad(() => chargingApi.income(http, q), [q.site_id, q.granularity, q.start_date, q.end_date]);
  const labels = { electricity: t('income.electricityFee'), service: t('income.serviceFee'), idle: t('income.idleFee'), energy: t('income.energy') };
  const option = useMemo(() => incomeChartOption(report.data?.rows ?? [], labels), [report.data, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const date = (k: 'start_date' | 'end_date') => (
    <FormGroup label={t(k === 'start_date' ? 'income.from' : 'income.to')}>
      <InputGroup type="date" value={q[k]} data-testid={`income-${k}`} onChange={(e) => e.target.value && setQ({ ...q, [k]: e.target.value })} />
    </FormGroup>
  );
  const totals = report.data?.totals;
  return (
    <div data-testid="income-report">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormGroup label={t('common.site')}>
          <SitePicker allowAll value={q.site_id ?? ''} onChange={(site_id) => setQ({ ...q, site_id: site_id || undefined })} testId="income-site" />
        </FormGroup>
        <FormGroup label={t('income.granularity')}>
          <HTMLSelect value={q.granularity} data-testid="income-granularity" onChange={(e) => setQ({ ...q, granularity: e.target.value as 'day' | 'month' })}>
            <option value="day">{t('income.byDay')}</option>
            <option value="month">{t('income.byMonth')}</option>
          </HTMLSelect>
        </FormGroup>
        {date('start_date')}
        {date('end_date')}
        <FormGroup label=" ">
          <IncomeExportButtons query={q} />
        </FormGroup>
      </div>
      <LoadState loading={report.loading} error={report.error} onRetry={() => void report.reload()} empty={!report.data?.rows.length} testId="income-state">
        <EChart option={option} height={300} charts={['bar', 'line']} notMerge />
        <HTMLTable striped compact style={{ width: '100%' }} data-testid="income-table">
          <thead>
            <tr>
              {['period', 'site', 'orders', 'energy', 'electricityFee', 'serviceFee', 'idleFee', 'total'].map((k) => (
                <th key={k}>{t(`income.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.data?.rows.map((r) => (
              <tr key={`${r.period}/${r.site_id}`}>
                <td>{r.period}</td>
                <td>{r.site_name}</td>
                <td>{r.orders}</td>
                <td>{formatKwh(r.energy_wh)}</td>
                <td>{formatCents(r.electricity_cents)}</td>
                <td>{formatCents(r.service_cents)}</td>
                <td>{formatCents(r.idle_cents)}</td>
                <td>{formatCents(r.total_cents)}</td>
              </tr>
            ))}
            {totals && (
              <tr data-testid="income-totals" style={{ fontWeight: 600 }}>
                <td>{t('common.total')}</td>
                <td />
                <td>{totals.orders}</td>
                <td>{formatKwh(totals.energy_wh)}</td>
                <td>{formatCents(totals.electricity_cents)}</td>
                <td>{formatCents(totals.service_cents)}</td>
                <td>{formatCents(totals.idle_cents)}</td>
                <td>{formatCents(totals.total_cents)}</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </LoadState>
    </div>
  );
}
