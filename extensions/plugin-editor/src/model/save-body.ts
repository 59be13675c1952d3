import type { PluginRow, PluginSaveBody } from '../api/plugin-api';
import { emptyConfig, type PluginConfig } from './plugin-types';

/** The create/update body of a config (API.md): the row columns mirror info, chart_data holds the whole config. */
export function toSaveBody(config: PluginConfig): PluginSaveBody {
  return {
    model_name: config.info.pluginName,
    model_type: config.info.pluginCategory,
    author: config.info.author ?? '',
    version: config.info.version ?? '',
    describe: config.info.description ?? '',
    chart_data: JSON.stringify(config),
    issued: config.publish?.isPus ? 1 : 0,
  };
}

/** Reads a stored row back into a config (tolerating older or partial chart_data). */
export function fromRow(row: PluginRow): PluginConfig {
  const base = emptyConfig();
  let stored: Partial<PluginConfig>;
  try {
    stored = typeof row.chart_data === 'string' && row.chart_data ? JSON.parse(row.chart_data) : {};
  } catch {
    stored = {};
  }
  return {
    info: { ...base.info, ...stored.info, pluginName: stored.info?.pluginName ?? row.model_name, id: row.id },
    tsl: { ...base.tsl, ...stored.tsl, option: { ...base.tsl.option, ...stored.tsl?.option } },
    chart: Array.isArray(stored.chart) ? stored.chart : [],
    publish: { isPus: !!stored.publish?.isPus || row.issued === 1 },
  };
}

/** Property name → title, computed locally for a model not yet saved. */
export function localKeyPair(config: PluginConfig): Record<string, string> {
  return Object.fromEntries(config.tsl.properties.filter((p) => p.name).map((p) => [p.name, p.title]));
}
