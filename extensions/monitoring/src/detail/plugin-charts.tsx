import { Card, H6 } from '@blueprintjs/core';
import { HttpClient, useService, WidgetOutlet, type WidgetConfig } from '@tessera/sdk';
import { useMemo } from 'react';
import { monitoringApi } from '../api/monitoring-api';
import { useSendLock } from '../common/use-send-lock';

/** The plugin's `chart` array (§3) from `chart_data`; [] when absent or unreadable. */
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
}

/**
 * Each bound chart drawn through a WidgetOutlet (inside its owner's boundary) with the device's live values;
 * control widgets send.
 */
export function PluginCharts({ deviceId, charts, values }: PluginChartsProps) {
  const http = useService<HttpClient>(HttpClient);
  const lock = useSendLock();
  const data = useMemo(() => ({ values }), [values]);

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
          <H6>{config.name}</H6>
          <WidgetOutlet config={config} data={data} height={200} send={send(config)} />
        </Card>
      ))}
    </div>
  );
}
