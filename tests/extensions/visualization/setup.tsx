import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest, WidgetDefinition, WidgetConfig } from '@tessera/sdk';
import visualization from '../../../extensions/visualization/src/index';
import manifest from '../../../extensions/visualization/extension.json';
import ch from '../../../extensions/visualization/locales/ch.json';
import en from '../../../extensions/visualization/locales/en.json';

/** A widget of the test's own: its editor binds one key, its renderer shows that key's value. */
export const probeWidget: WidgetDefinition = {
  type: 'probe',
  category: 'dashboard',
  title: 'Probe',
  optionsVersion: 1,
  defaults: (): WidgetConfig => ({ id: 'p', name: 'probe', controlType: 'dashboard', type: 'probe', mapping: [] }),
  validate: (c) => (c.mapping.length ? [] : ['pick a key']),
  Editor: ({ config, dataSources, onChange }) => (
    <select aria-label="probe key" value={config.mapping[0] ?? ''} onChange={(e) => onChange({ ...config, mapping: [e.target.value] })}>
      <option value="">-</option>
      {dataSources.map((d) => (
        <option key={d.name} value={d.name}>
          {d.title}
        </option>
      ))}
    </select>
  ),
  Renderer: ({ config, data }) => <span data-testid="probe-value">{String(data.values[config.mapping[0]] ?? '')}</span>,
};

export const LAYOUT = { version: 1, time_range: '1h', tiles: [] };

export async function harness(permissions = ['visual:add', 'visual:edit', 'visual:del']) {
  const h = await createExtensionHarness(visualization, { manifest: manifest as ExtensionManifest, locales: { ch, en }, language: 'en', permissions });
  h.widgets.register(probeWidget);
  h.http.on('/tp_dashboard/detail', {
    id: 'b1',
    dashboard_name: 'Plant',
    remark: '',
    thumbnail: '',
    owner_id: 'u',
    share_id: null,
    created_at: 1,
    updated_at: 1,
    json_data: LAYOUT,
  });
  h.http.on('/tp_dashboard/edit', (body: any) => ({
    id: 'b1',
    dashboard_name: 'Plant',
    remark: '',
    thumbnail: '',
    owner_id: 'u',
    share_id: null,
    created_at: 1,
    updated_at: 2,
    json_data: body.json_data,
  }));
  h.http.on('/device/list/tree', { current_page: 1, per_page: 100, total: 1, data: [{ device: 'd1', device_name: 'Sensor' }] });
  h.http.on('/device/model/item', { tsl: { properties: [{ name: 'temperature', title: 'Temperature', readWrite: 'r' }] } });
  h.http.on('/kv/current', [{ temperature: 20 }]);
  h.http.on('/kv/statistic', { time_series: [] });
  return h;
}
