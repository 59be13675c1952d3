import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import monitoring from '../../../extensions/monitoring/src/index';
import manifest from '../../../extensions/monitoring/extension.json';
import ch from '../../../extensions/monitoring/locales/ch.json';

export const PROPS = [
  { name: 'temperature', title: '温度', dataType: 'float', unit: '℃', readWrite: 'r' },
  { name: 'report_interval', title: '上报间隔', dataType: 'integer', unit: 's', readWrite: 'rw' },
];

export async function harness(permissions = ['device:command:send', 'device:attribute:send']) {
  const h = await createExtensionHarness(monitoring, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions });
  h.http.on('/device/data', { id: 'd1', name: '温湿度计', type: 'm1', online: '1', plugin_name: '环境传感器', latest_ts: 1_700_000_000_000_000 });
  h.http.on('/device/model/item', {
    id: 'm1',
    model_name: '环境传感器',
    chart_data: '{}',
    tsl: { properties: PROPS, services: [{ commandId: 'reboot', commandName: '重启', commandParams: [{ identifier: 'delay', type: 'number' }] }] },
  });
  h.http.on('/kv/current', [{ temperature: 21.5, report_interval: 10, systime: '2023-11-14 22:13:20' }]);
  h.http.on('/kv/current/detail', [
    { key: 'temperature', value: 21.5, ts: 1_700_000_000_000_000, name: '温度', unit: '℃' },
    { key: 'report_interval', value: 10, ts: 1_700_000_000_000_000, name: '上报间隔', unit: 's' },
  ]);
  h.http.on('/device/list/tree', {
    current_page: 1,
    per_page: 100,
    total: 1,
    data: [{ device: 'd1', device_name: '温湿度计', device_type: '1', online: '1' }],
  });
  return h;
}

export { ch };
