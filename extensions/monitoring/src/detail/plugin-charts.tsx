import { Card } from '@blueprintjs/core';
import { useServerApi, WidgetOutlet, type WidgetConfig, type WidgetTimeRange } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import type { TslProperty } from '../api/monitoring-api';
import { useSendLock } from '../common/use-send-lock';

/** How far back history widgets start when the Charts tab opens; the range then follows now. */
export const WIDGET_HISTORY_MS = 3_600_000;

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
  /** Test clock. */
  now?: () => number;
}

const NO_STAMPS: Record<string, number> = {};

/**
 * Each bound chart drawn through a WidgetOutlet (inside its owner's boundary) with the widget contract: the device,
 * the time range (the last hour, live), the live values with their arrival times and the property titles; history
 * widgets read their curves with `useHistory`, control widgets send. A widget draws its own title.
 */
export function PluginCharts({ deviceId, charts, values, stamps = NO_STAMPS, properties, now = Date.now }: PluginChartsProps) {
  const api = useServerApi();
  const lock = useSendLock();
  const deviceIds = useMemo(() => [deviceId], [deviceId]);
  // Fixed when the tab opens (per device): the stored hour is read once, live values then extend it.
  const [timeRange] = useState<WidgetTimeRange>(() => {
    const end = now();
    return { startMs: end - WIDGET_HISTORY_MS, endMs: end, live: true };
  });
  const titles = useMemo(() => Object.fromEntries((properties ?? []).filter((p) => p.title).map((p) => [p.name, p.title!])), [properties]);
  const data = useMemo(() => ({ values, stamps, titles }), [values, stamps, titles]);

  const send = (config: WidgetConfig) => async (kind: 'attribute' | 'command', payload: Record<string, unknown>) => {
    await lock.run(`widget:${config.id}`, () =>
      kind === 'attribute'
        ? api.commands.setAttributes(deviceId, payload)
        : api.commands.send(deviceId, {
            identifier: String(payload.method ?? payload.identifier ?? ''),
            params: (payload.params as Record<string, unknown>) ?? {},
          }),
    );
  };

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }} data-testid="plugin-charts">
      {charts.map((config) => (
        <Card key={config.id} data-testid={`plugin-chart-${config.id}`}>
          <WidgetOutlet config={config} data={data} deviceIds={deviceIds} timeRange={timeRange} height={240} send={send(config)} />
        </Card>
      ))}
    </div>
  );
}
