import type { PluginConfig } from './plugin-types';

export type ParsedPublish = { ok: true; config: PluginConfig } | { ok: false };

/** The whole configuration as the editable JSON text of step 3. */
export function toPublishJson(config: PluginConfig): string {
  return JSON.stringify(config, null, 2);
}

/**
 * Reads the publish text: it must parse as a JSON object with info, tsl, chart (otherwise 'JSON配置不合法');
 * info.id is removed before submitting (the spec's state rules).
 */
export function parsePublishJson(text: string): ParsedPublish {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false };
  const v = value as Partial<PluginConfig>;
  if (!v.info || typeof v.info !== 'object' || !v.tsl || typeof v.tsl !== 'object' || !Array.isArray(v.chart)) return { ok: false };
  const info = { ...v.info };
  delete info.id;
  return { ok: true, config: { ...(v as PluginConfig), info, publish: { isPus: !!v.publish?.isPus } } };
}
