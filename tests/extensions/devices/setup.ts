import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import devices from '../../../extensions/devices/src/index';
import manifest from '../../../extensions/devices/extension.json';
import ch from '../../../extensions/devices/locales/ch.json';

export const ALL = [
  'device:project:add',
  'device:project:edit',
  'device:project:del',
  'device:group:add',
  'device:group:edit',
  'device:group:del',
  'device:add',
  'device:edit',
  'device:del',
];

export async function harness(permissions = ALL) {
  const h = await createExtensionHarness(devices, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions });
  h.http.on('/business/index', {
    current_page: 1,
    per_page: 1000,
    total: 2,
    data: [
      { id: 'p1', name: '一号园区', created_at: 1_700_000_000 },
      { id: 'p2', name: '二号园区', created_at: 1_700_000_100 },
    ],
  });
  h.http.on('/device/model/list', { current_page: 1, per_page: 1000, total: 1, data: [{ id: 'm1', model_name: '环境传感器' }] });
  return h;
}

export { ch };
