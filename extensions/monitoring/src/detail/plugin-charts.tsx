import { Card, H6 } from '@blueprintjs/core';
import { HttpClient, useService, useT, WidgetRegistry, type WidgetConfig } from '@tessera/sdk';
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

/** Each bound chart drawn by its registered widget with the device's live values; control widgets send. */
export function PluginCharts({ deviceId, charts, values }: PluginChartsProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const registry = useService<WidgetRegistry>(WidgetRegistry);
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
      {charts.map((raw) => {
        const config = registry.upgrade(raw);
        const Renderer = registry.get(config.type)?.Renderer;
        return (
          <Card key={config.id} data-testid={`plugin-chart-${config.id}`}>
            <H6>{config.name}</H6>
            {Renderer ? <Renderer config={config} data={data} height={200} send={send(config)} />
              : <span className="bp6-text-muted">{t('monitoring.widgetMissing', { type: config.type })}</span>}
          </Card>
        );
      })}
    </div>
  );
}
