/**
 * Isolation rows for the data gateway and data services (appended to tests/server/isolation.test.ts): tenant B
 * owns an open-API app, a data service and a device with telemetry; A may neither list, change, delete nor
 * re-key them, nor grant its own app B's device, and A's data-service SQL never sees B's rows.
 */
import type { IsolationCase, TenantB } from '../isolation.test';

interface BRows {
  appId: string;
  serviceId: string;
  deviceId: string;
}
const created = new WeakMap<TenantB, Promise<BRows>>();

function rowsOf(b: TenantB): Promise<BRows> {
  let p = created.get(b);
  if (!p) {
    const o = { token: b.token };
    p = (async () => {
      const deviceId = (await b.post('/device/add_only', { name: 'B gateway device' }, o)).data.id as string;
      const appId = (await b.post('/openapi/auth/add', { name: 'B app', signature_mode: 'SHA256', device_access_scope: '1', api_access_scope: '1' }, o)).data
        .id as string;
      const serviceId = (
        await b.post('/tp_data_services_config/add', { name: 'B service', signature_mode: 'MD5', api_flag: '0', data_sql: 'select * from ds_device' }, o)
      ).data.id as string;
      Object.assign(b.ids, { gatewayAppId: appId, dataServiceId: serviceId, gatewayDeviceId: deviceId });
      return { appId, serviceId, deviceId };
    })();
    created.set(b, p);
  }
  return p;
}

const at = (f: (r: BRows) => unknown) => async (b: TenantB) => f(await rowsOf(b));
const page = { current_page: 1, per_page: 100 };

export const DATA_GATEWAY_ISOLATION_CASES: IsolationCase[] = [
  { path: '/openapi/auth/list', kind: 'list', body: at(() => page) },
  { path: '/openapi/auth/list', kind: 'list', body: at(() => ({ ...page, name: 'B app' })) },
  {
    path: '/openapi/auth/add',
    kind: 'mutate',
    body: at((r) => ({ name: 'A app', signature_mode: 'MD5', device_access_scope: '2', api_access_scope: '1', device_ids: [r.deviceId] })),
  },
  { path: '/openapi/auth/edit', kind: 'mutate', body: at((r) => ({ id: r.appId, name: 'hijacked' })) },
  { path: '/openapi/auth/del', kind: 'mutate', body: at((r) => ({ id: r.appId })) },
  { path: '/openapi/auth/secret/reset', kind: 'mutate', body: at((r) => ({ id: r.appId })) },
  { path: '/tp_data_services_config/list', kind: 'list', body: at(() => page) },
  { path: '/tp_data_services_config/edit', kind: 'mutate', body: at((r) => ({ id: r.serviceId, data_sql: 'select * from ds_telemetry' })) },
  { path: '/tp_data_services_config/del', kind: 'mutate', body: at((r) => ({ id: r.serviceId })) },
  { path: '/tp_data_services_config/secret/reset', kind: 'mutate', body: at((r) => ({ id: r.serviceId })) },
  { path: '/tp_data_services_config/quize', kind: 'list', body: at(() => ({ data_sql: 'select * from ds_device' })) },
];
