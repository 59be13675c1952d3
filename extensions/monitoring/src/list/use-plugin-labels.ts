import { HttpClient, useService } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { monitoringApi, type PropertyLabel } from '../api/monitoring-api';
import { displayValue } from '../common/display-value';

/**
 * Titles and units of each plugin's properties, for the plugins of the devices on the page: one request per
 * distinct plugin, kept for the life of the list (a page of 100 devices usually shares two or three plugins).
 */
export function usePluginLabels(pluginIds: (string | undefined)[]): Record<string, Record<string, PropertyLabel>> {
  const http = useService<HttpClient>(HttpClient);
  const [labels, setLabels] = useState<Record<string, Record<string, PropertyLabel>>>({});
  const wanted = [...new Set(pluginIds.filter((id): id is string => !!id))].sort().join(',');
  useEffect(() => {
    let live = true;
    for (const id of wanted ? wanted.split(',') : []) {
      if (labels[id]) continue;
      monitoringApi.propertyLabels(http, id).then(
        (byName) => live && setLabels((s) => ({ ...s, [id]: byName })),
        () => live && setLabels((s) => ({ ...s, [id]: {} })), // keys stay readable without titles
      );
    }
    return () => {
      live = false;
    };
  }, [http, wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  return labels;
}

/** `温度: 21.5 ℃`, `空调模式: 制冷`, or `temperature: 21.5` when the plugin does not describe the key. */
export function formatKeyValue(key: string, value: unknown, label?: PropertyLabel): string {
  const unit = label?.unit && label.unit !== '-' ? ` ${label.unit}` : '';
  return `${label?.title || key}: ${displayValue(label && { name: key, ...label }, value)}${unit}`;
}
