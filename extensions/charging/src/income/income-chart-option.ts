import type { IncomeRow } from '../api/charging-api';
import { formatCents, formatKwh } from '../shared/amounts';
import { escapeHtml } from '../shared/escape-html';

export interface IncomeChartLabels {
  electricity: string;
  service: string;
  idle: string;
  energy: string;
}

interface TooltipItem {
  axisValueLabel: string;
  seriesName: string;
  marker: string;
  value: number;
  seriesIndex: number;
}

/** Fees stacked per period (all shown sites summed) with the energy as a line; amounts stay integers until shown. */
export function incomeChartOption(rows: IncomeRow[], labels: IncomeChartLabels): Record<string, unknown> {
  const periods = [...new Set(rows.map((r) => r.period))].sort();
  const sum = (key: 'electricity_cents' | 'service_cents' | 'idle_cents' | 'energy_wh') =>
    periods.map((p) => rows.filter((r) => r.period === p).reduce((n, r) => n + r[key], 0));
  const fee = (name: string, data: number[]) => ({ name, type: 'bar', stack: 'fees', data });
  return {
    legend: {},
    grid: { left: 56, right: 56, top: 40, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      formatter: (items: TooltipItem[]) =>
        [
          escapeHtml(items[0]?.axisValueLabel ?? ''),
          ...items.map((i) => `${i.marker}${escapeHtml(i.seriesName)}: ${i.seriesIndex === 3 ? formatKwh(i.value) : formatCents(i.value)}`),
        ].join('<br/>'),
    },
    xAxis: { type: 'category', data: periods },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => formatCents(v) } },
      { type: 'value', axisLabel: { formatter: (v: number) => formatKwh(v) } },
    ],
    series: [
      fee(labels.electricity, sum('electricity_cents')),
      fee(labels.service, sum('service_cents')),
      fee(labels.idle, sum('idle_cents')),
      { name: labels.energy, type: 'line', yAxisIndex: 1, data: sum('energy_wh') },
    ],
  };
}
