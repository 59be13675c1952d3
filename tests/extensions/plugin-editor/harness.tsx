import { createExtensionHarness, type ExtensionHarness } from '@tessera/sdk/harness';
import { PluginWizardDialog } from '../../../extensions/plugin-editor/src/index';
import manifest from '../../../extensions/plugin-editor/extension.json';
import ch from '../../../extensions/plugin-editor/locales/ch.json';
import en from '../../../extensions/plugin-editor/locales/en.json';
import extension from '../../../extensions/plugin-editor/src/index';
import widgetsCh from '../../../extensions/chart-widgets/locales/ch.json';
import { WIDGETS } from '../../../extensions/chart-widgets/src/widget-set';
import { emptyProperty } from '../../../extensions/plugin-editor/src/model/data-type-defaults';

export const TSL_MAP = [
  {
    value: 'ambient',
    label: '环境传感器',
    children: [
      {
        value: 'temperature_and_humidity',
        label: '温湿度',
        tsl: {
          properties: [
            { ...emptyProperty(), title: '温度', name: 'temperature' },
            { ...emptyProperty(), title: '湿度', name: 'humidity' },
          ],
          services: [],
          events: [],
        },
      },
      { value: 'pm25', label: 'PM2.5', tsl: { properties: [{ ...emptyProperty(), title: 'PM2.5', name: 'pm25' }] } },
    ],
  },
];

/**
 * The plugin editor activated on the SDK harness, with the built-in chart widgets registered (as the eager
 * chart-widgets extension does in the shell) and their strings loaded, and the device-model routes faked.
 */
export async function editorHarness(): Promise<ExtensionHarness> {
  const h = await createExtensionHarness(extension, {
    manifest: manifest as any,
    locales: { ch, en },
    permissions: ['plugin:add', 'plugin:edit', 'plugin:del'],
  });
  for (const w of WIDGETS) h.widgets.register(w, 'tessera.chart-widgets');
  h.i18n.addResources('ch', 'tessera.chart-widgets', widgetsCh);
  let id = 0;
  h.http
    .on('/device/model/tsl/get-tsl-map', TSL_MAP)
    .on('/device/model/tsl/get-types', { categories: [], units: ['°C', '%RH', 'degree'] })
    .on('/device/model/tsl/list', { current_page: 1, per_page: 10, total: 0, data: [] })
    .on('/device/model/tsl/create', (body: any) => ({ code: 200, message: '添加成功', data: { ...body, id: `new${++id}` } }))
    .on('/device/model/tsl/update', (body: any) => ({ code: 200, message: '修改成功', data: body }))
    .on('/device/model/tsl/get-key-pair', { temperature: '温度' })
    .on('/device/model/tsl/get-value-pair', {});
  return h;
}

/** Opens a new-plugin wizard directly (as other extensions do). */
export function openWizard(h: ExtensionHarness, props: Partial<Parameters<typeof PluginWizardDialog>[0]> = {}) {
  return h.render(<PluginWizardDialog isOpen onClose={() => {}} {...props} />);
}
