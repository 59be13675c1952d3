import { Button } from '@blueprintjs/core';
import { HttpClient, ListToolbar, PagedTable, RouteService, usePagedList, useService, useT, type PagedColumn, type ViewProps } from '@tessera/sdk';
import { useMemo } from 'react';
import { monitoringApi, type DeviceRow } from '../api/monitoring-api';
import { LiveCell } from './live-cell';
import { usePageLive } from './use-page-live';
import { usePluginLabels } from './use-plugin-labels';

export { KEY_VALUES_SHOWN, keyValues } from './key-values';

type Row = DeviceRow & { online?: string; depth: number };

/** Device monitoring list (the spec's screens): live state, last push and key values, one click to the detail. */
export function MonitoringListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  // Sub-devices follow their gateway on the same page.
  const list = usePagedList<Row>(async (q) => {
    const page = await monitoringApi.devices(http, q);
    return { ...page, data: page.data.flatMap((d) => [{ ...d, depth: 0 }, ...(d.children ?? []).map((c) => ({ ...c, depth: 1 }))]) };
  });
  const ids = useMemo(() => list.rows.map((r) => r.device), [list.rows]);
  const live = usePageLive(ids);
  const labels = usePluginLabels(list.rows.map((r) => r.type));

  const columns: PagedColumn<Row>[] = [
    { key: 'device_name', title: t('monitoring.deviceName'), render: (r) => <span style={{ paddingLeft: r.depth * 20 }}>{r.device_name}</span> },
    { key: 'plugin_name', title: t('monitoring.plugin') },
    { key: 'state', title: t('monitoring.state'), render: (r) => <LiveCell store={live} device={r.device} kind="state" online={r.online} /> },
    { key: 'latest_ts', title: t('monitoring.lastPush'), render: (r) => <LiveCell store={live} device={r.device} kind="push" latestTs={r.latest_ts} /> },
    {
      key: 'values',
      title: t('monitoring.keyValues'),
      render: (r) => <LiveCell store={live} device={r.device} kind="values" labels={r.type ? labels[r.type] : undefined} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <Button
          variant="minimal"
          icon="eye-open"
          text={t('common.details')}
          data-testid={`monitor-detail-${r.device}`}
          onClick={() => void routes.navigate({ name: 'deviceDetail', query: { device_id: r.device } })}
        />
      ),
    },
  ];

  return (
    <section aria-label={t('monitoring.listTitle')} data-testid="monitoring-list-view">
      <ListToolbar testId="monitoring" placeholder={t('monitoring.searchPlaceholder')} onSearch={(name) => list.setFilters({ name })} />
      <PagedTable list={list} columns={columns} rowKey={(r) => r.device} testId="monitoring-table" />
    </section>
  );
}
