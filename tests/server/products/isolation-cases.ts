/**
 * Isolation rows for products and OTA (appended to tests/server/isolation.test.ts): tenant B gets a product, a
 * generated batch, a firmware package and an upgrade task over one of its devices; A may neither list, read nor
 * change any of them.
 */
import type { IsolationCase, TenantB } from '../isolation.test';
import { deviceRowsOf } from '../devices/isolation-cases';

const created = new WeakMap<TenantB, Promise<Record<string, string>>>();

function productRowsOf(b: TenantB): Promise<Record<string, string>> {
  let p = created.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token };
      const { deviceId } = await deviceRowsOf(b);
      const product = (await b.post('/tp_product/add', { name: 'B product', serial_number: 'BSN', protocol_type: 'mqtt', auth_type: '1', plugin: '' }, o)).data;
      const batch = (await b.post('/tp_batch/add', { batch_number: 'BB1', product_id: product.id, device_number: 2 }, o)).data;
      await b.post('/tp_batch/generate', { id: batch.id }, o);
      const pre = (await b.post('/tp_generate_device/list', { batch_id: batch.id, current_page: 1, per_page: 10 }, o)).data.data[0];
      const upload = await fetch(`${b.url}/api/tp_ota/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/octet-stream' },
        body: Buffer.from('B firmware'),
      });
      const file = ((await upload.json()) as any).data;
      const pkg = (
        await b.post(
          '/tp_ota/add',
          { package_name: 'B fw', package_version: '2.0.0', product_id: product.id, signature_algorithm: 'MD5', package_url: file.package_url },
          o,
        )
      ).data;
      const task = (
        await b.post(
          '/tp_ota_task/add',
          { task_name: 'B task', upgrade_time_type: '0', ota_id: pkg.id, select_device_flag: '1', device_id_list: [deviceId] },
          o,
        )
      ).data;
      const row = (await b.post('/tp_ota_device/list', { ota_task_id: task.id }, o)).data.list[0];
      const ids = { productId: product.id, batchId: batch.id, preId: pre.id, preToken: pre.token, packageId: pkg.id, taskId: task.id, otaRowId: row.id };
      Object.assign(b.ids, ids);
      return ids;
    })();
    created.set(b, p);
  }
  return p;
}

const at = (f: (ids: Record<string, string>) => unknown) => async (b: TenantB) => f(await productRowsOf(b));
const page = { current_page: 1, per_page: 100 };

export const PRODUCT_ISOLATION_CASES: IsolationCase[] = [
  { path: '/tp_product/list', kind: 'list', body: at(() => page) },
  { path: '/tp_product/list', kind: 'list', body: at((i) => ({ ...page, id: i.productId })) },
  { path: '/tp_product/edit', kind: 'mutate', body: at((i) => ({ id: i.productId, name: 'hijacked' })) },
  { path: '/tp_product/delete', kind: 'mutate', body: at((i) => ({ id: i.productId })) },
  { path: '/tp_batch/list', kind: 'list', body: at(() => page) },
  { path: '/tp_batch/list', kind: 'list', body: at((i) => ({ ...page, product_id: i.productId })) },
  { path: '/tp_batch/add', kind: 'mutate', body: at((i) => ({ batch_number: 'X', product_id: i.productId, device_number: 1 })) },
  { path: '/tp_batch/edit', kind: 'mutate', body: at((i) => ({ id: i.batchId, describe: 'hijacked' })) },
  { path: '/tp_batch/delete', kind: 'mutate', body: at((i) => ({ id: i.batchId })) },
  { path: '/tp_batch/generate', kind: 'mutate', body: at((i) => ({ id: i.batchId })) },
  { path: '/tp_batch/export', kind: 'detail', body: at((i) => ({ id: i.batchId })) },
  { path: '/tp_batch/import', kind: 'mutate', body: at((i) => ({ batch_number: 'X', product_id: i.productId, file: 'device_code\nZ-1\n' })) },
  { path: '/tp_generate_device/list', kind: 'detail', body: at((i) => ({ ...page, batch_id: i.batchId })) },
  { path: '/tp_generate_device/activate', kind: 'mutate', body: at((i) => ({ activation_code: i.preId })) },
  { path: '/tp_ota/list', kind: 'list', body: at(() => page) },
  { path: '/tp_ota/list', kind: 'list', body: at((i) => ({ ...page, product_id: i.productId })) },
  {
    path: '/tp_ota/add',
    kind: 'mutate',
    body: at((i) => ({ package_name: 'x', package_version: '1.0.0', product_id: i.productId, signature_algorithm: 'MD5', package_url: i.packageId })),
  },
  { path: '/tp_ota/delete', kind: 'mutate', body: at((i) => ({ id: i.packageId })) },
  { path: '/tp_ota_task/list', kind: 'detail', body: at((i) => ({ ...page, ota_id: i.packageId })) },
  { path: '/tp_ota_task/add', kind: 'mutate', body: at((i) => ({ task_name: 'x', upgrade_time_type: '0', ota_id: i.packageId, select_device_flag: '0' })) },
  {
    path: '/tp_ota_task/add',
    kind: 'mutate',
    body: async (b) => ({
      task_name: 'x',
      upgrade_time_type: '0',
      ota_id: (await productRowsOf(b)).packageId,
      select_device_flag: '1',
      device_id_list: [(await deviceRowsOf(b)).deviceId],
    }),
  },
  { path: '/tp_ota_task/delete', kind: 'mutate', body: at((i) => ({ id: i.taskId })) },
  { path: '/tp_ota_device/list', kind: 'detail', body: at((i) => ({ ...page, ota_task_id: i.taskId })) },
  { path: '/tp_ota_device/modfiyupdate', kind: 'mutate', body: at((i) => ({ ota_task_id: i.taskId, upgrade_status: '5' })) },
  { path: '/tp_ota_device/modfiyupdate', kind: 'mutate', body: at((i) => ({ id: i.otaRowId, ota_task_id: i.taskId, upgrade_status: '5' })) },
];
