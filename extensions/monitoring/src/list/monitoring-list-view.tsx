import { Button, Tag } from '@blueprintjs/core';
import {
  formatDateTime, HttpClient, ListToolbar, PagedTable, RouteService, usePagedList, useService, useT, type PagedColumn, type ViewProps,
} from '@tessera/sdk';
import { useMemo } from 'react';
import { HIDDEN_KEYS, monitoringApi, type DeviceRow } from '../api/monitoring-api';
import { usePageLive } from './use-page-live';
import { formatKeyValue, usePluginLabels } from './use-plugin-labels';

/** How many values a row shows beside the state (the rest are on the detail page). */
export const KEY_VALUES_SHOWN = 3;

/**
 * The few values a row shows, the same on every load: the plugin's first properties that have a value (in the
 * plugin's order), then other reported keys alphabetically — never the order values happened to arrive in.
 */
export function keyValues(values: Record<string, unknown>, pluginOrder: string[] = [], n = KEY_VALUES_SHOWN): [string, unknown][] {
  const shown = (k: string) => !HIDDEN_KEYS.has(k) && values[k] !== undefined;
  const described = new Set(pluginOrder);
  const keys = [...pluginOrder.filter(shown), ...Object.keys(values).filter((k) => shown(k) && !described.has(k)).sort()];
  return keys.slice(0, n).map((k) => [k, values[k]]);
}

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
    {
      key: 'state', title: t('monitoring.state'), render: (r) => {
        const online = String(live[r.device]?.values.SYS_ONLINE ?? r.online ?? '0') === '1';
        return <Tag minimal intent={online ? 'success' : 'none'} data-testid={`monitor-state-${r.device}`}>{t(online ? 'monitoring.online' : 'monitoring.offline')}</Tag>;
      },
    },
    { key: 'latest_ts', title: t('monitoring.lastPush'), render: (r) => <span data-testid={`monitor-push-${r.device}`}>{formatDateTime(live[r.device]?.ts ?? r.latest_ts)}</span> },
    {
      key: 'values', title: t('monitoring.keyValues'), render: (r) => (
        <span data-testid={`monitor-values-${r.device}`}>
          {keyValues(live[r.device]?.values ?? {}, Object.keys((r.type && labels[r.type]) || {})).map(([k, v]) => (
            <Tag key={k} minimal style={{ marginRight: 4 }}>{formatKeyValue(k, v, r.type ? labels[r.type]?.[k] : undefined)}</Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'actions', title: t('common.actions'), render: (r) => (
        <Button variant="minimal" icon="eye-open" text={t('common.details')} data-testid={`monitor-detail-${r.device}`}
          onClick={() => void routes.navigate({ name: 'deviceDetail', query: { device_id: r.device } })} />
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
