import { randomChartId, type DataSourceItem, type WidgetConfig } from '@tessera/sdk';
import type { TslProperty } from './plugin-types';

/**
 * Chart edit (the spec's state rules): a chart with an id replaces the existing one; a chart without an id gets a new
 * 12-character id and is appended. Returns a new list.
 */
export function upsertChart(list: readonly WidgetConfig[], chart: WidgetConfig): WidgetConfig[] {
  if (chart.id) {
    const index = list.findIndex((c) => c.id === chart.id);
    if (index >= 0) return list.map((c, i) => (i === index ? chart : c));
    return [...list, chart];
  }
  return [...list, { ...chart, id: randomChartId() }];
}

/** Delete removes it. */
export function removeChart(list: readonly WidgetConfig[], id: string): WidgetConfig[] {
  return list.filter((c) => c.id !== id);
}

/** The thing model's properties as the data sources widgets bind to (the spec's data source item). */
export function dataSourcesOf(properties: readonly TslProperty[]): DataSourceItem[] {
  return properties
    .filter((p) => p.name)
    .map((p) => ({
      name: p.name,
      title: p.title,
      readWrite: p.readWrite === 'rw' ? 'rw' : 'r',
      property: { name: p.name, unit: p.unit && p.unit !== '-' ? p.unit : undefined },
    }));
}
