import { Card } from '@blueprintjs/core';
import { HttpClient, useService, WidgetOutlet, type WidgetConfig } from '@tessera/sdk';
import { useMemo } from 'react';
import { monitoringApi, type TslProperty } from '../api/monitoring-api';
import { useSendLock } from '../common/use-send-lock';
import { useWidgetHistory } from './use-widget-history';

/** The plugin's `chart` array (the spec's entity fields) from `chart_data`; [] when absent or unreadable. */
export function chartsOf(chartData: string | undefined): WidgetConfig[] {
  try {
    const parsed = JSON.parse(chartData || '{}');
    const charts = parsed?.chart;
    return Array.isArray(charts) ? charts.filter((c) => c && typeof c === 'object' && typeof c.type === 'string') : [];
  } catch {
    return [];
  }
}

export interface PluginChartsProps {
  deviceId: string;
  charts: WidgetConfig[];
  values: Record<string, unknown>;
  /** When each key last arrived over the socket (ms): history widgets append those values. */
  stamps?: Record<string, number>;
  /** The plugin's properties: their titles name the curves. */
  properties?: TslProperty[];
}

const NO_STAMPS: Record<string, number> = {};

/** The keys the plugin's history-category charts bind, each once. */
function historyKeys(charts: WidgetConfig[]): string[] {
  return [...new Set(charts.filter((c) => c.controlType === 'history').flatMap((c) => c.mapping ?? []))];
}

/**
 * Each bound chart drawn through a WidgetOutlet (inside its owner's boundary) with the device's live values, the
 * history of the keys history charts bind and the property titles; control widgets send. A widget draws its own title.
 */
export function PluginCharts({ deviceId, charts, values, stamps = NO_STAMPS, properties }: PluginChartsProps) {
  const http = useService<HttpClient>(HttpClient);
  const lock = useSendLock();
  const keys = useMemo(() => historyKeys(charts), [charts]);
  const history = useWidgetHistory(deviceId, keys, values, stamps);
  const titles = useMemo(() => Object.fromEntries((properties ?? []).filter((p) => p.title).map((p) => [p.name, p.title!])), [properties]);
  const data = useMemo(() => ({ values, history, titles }), [values, history, titles]);

  const send = (config: WidgetConfig) => async (kind: 'attribute' | 'command', payload: Record<string, unknown>) => {
    await lock.run(`widget:${config.id}`, () =>
      kind === 'attribute'
        ? monitoringApi.sendAttributes(http, deviceId, payload)
        : monitoringApi.sendCommand(http, deviceId, String(payload.method ?? payload.identifier ?? ''), (payload.params as Record<string, unknown>) ?? {}),
    );
  };

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }} data-testid="plugin-charts">
      {charts.map((config) => (
        <Card key={config.id} data-testid={`plugin-chart-${config.id}`}>
          <WidgetOutlet config={config} data={data} height={240} send={send(config)} />
        </Card>
      ))}
    </div>
  );
}
