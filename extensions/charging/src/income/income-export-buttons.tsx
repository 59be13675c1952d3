import { Button, ButtonGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import type { IncomeQuery } from '../api/charging-api';

/** Downloads the report as shown (same filters) as CSV or XLSX. A refusal arrives as a JSON envelope, not a file. */
export function IncomeExportButtons({ query }: { query: IncomeQuery }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const blob = await http.request<Blob>('/charging/income/export', { ...query, format }, { responseType: 'blob' });
      if (blob.type.includes('json')) {
        notifier.error(JSON.parse(await blob.text()).message);
        return;
      }
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `income-${query.start_date}-${query.end_date}.${format}`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch {
      /* the http client showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <ButtonGroup>
      <Button icon="export" text={t('income.exportCsv')} loading={busy} data-testid="income-export-csv" onClick={() => void download('csv')} />
      <Button icon="th" text={t('income.exportXlsx')} loading={busy} data-testid="income-export-xlsx" onClick={() => void download('xlsx')} />
    </ButtonGroup>
  );
}
