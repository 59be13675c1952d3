import { useCallback } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, useService, useT, type ViewProps } from '@tessera/sdk';
import { fetchChart, fetchSummary, HOME_POLL_MS } from './home-api';
import { HomeDashboardLink } from './home-dashboard-link';
import { QuickStart } from './quick-start';
import { RecentVisitsCard } from './recent-visits-card';
import { StatCard } from './stat-card';
import { UsageCurveCard } from './usage-curve-card';
import { usePolling } from './use-polling';

const CPU_COLOR = '#2d72d2';
const MEM_COLOR = '#29a634';

function percent(value: string | number | undefined): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? `${Math.round(n * 100) / 100} %` : '-';
}

function count(value: number | string | undefined): string {
  const n = Number(value);
  return Number.isFinite(n) ? n.toLocaleString() : '-';
}

/** `/home`: quick start, recent visits, totals and live CPU / memory curves. */
export function HomePage(_props: ViewProps) {
  const http = useService<HttpClient>(HttpClient);
  const { t } = useT();
  const summary = usePolling(
    useCallback(() => fetchSummary(http), [http]),
    HOME_POLL_MS,
  );
  const chart = usePolling(
    useCallback(() => fetchChart(http), [http]),
    HOME_POLL_MS,
  );

  const s = summary.state.status === 'ready' ? summary.state.data : undefined;
  const c = chart.state.status === 'ready' ? chart.state.data : undefined;
  const failed = summary.state.status === 'error' ? summary.state : chart.state.status === 'error' ? chart.state : undefined;
  const loading = summary.state.status === 'loading' || chart.state.status === 'loading';

  return (
    <div className="tessera-home" style={{ display: 'grid', gap: 12 }}>
      <HomeDashboardLink />
      {failed ? (
        <NonIdealState
          icon="error"
          title={t('loadFailed')}
          description={failed.error}
          action={
            <Button
              icon="refresh"
              text={t('common.retry')}
              onClick={() => {
                summary.retry();
                chart.retry();
              }}
            />
          }
        />
      ) : loading && !s && !c ? (
        <Spinner aria-label={t('common.loading')} />
      ) : (
        <>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
            <StatCard label={t('totalDevices')} value={count(s?.device)} icon="cube" color={CPU_COLOR} />
            <StatCard label={t('totalMessages')} value={count(s?.msg)} icon="envelope" color="#d1980b" />
            <StatCard label={t('cpuUsage')} value={percent(s?.cpu_usage)} icon="dashboard" color={CPU_COLOR} />
            <StatCard label={t('memoryUsage')} value={percent(s?.mem_usage)} icon="database" color={MEM_COLOR} />
          </div>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
            <UsageCurveCard title={t('cpuUsage')} samples={c?.cpu ?? []} color={CPU_COLOR} />
            <UsageCurveCard title={t('memoryUsage')} samples={c?.mem ?? []} color={MEM_COLOR} />
          </div>
        </>
      )}
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
        <QuickStart />
        <RecentVisitsCard />
      </div>
    </div>
  );
}
