/**
 * Isolation rows for the device area (appended to tests/server/isolation.test.ts): tenant B gets a project, a group,
 * a gateway with a sub-device and a direct device through its own API; their ids join `b.ids`, so list answers
 * are checked for them too.
 */
import type { IsolationCase, TenantB } from '../isolation.test';

const created = new WeakMap<TenantB, Promise<Record<string, string>>>();

/** Creates B's device-area rows once per tenant B. */
export function deviceRowsOf(b: TenantB): Promise<Record<string, string>> {
  let p = created.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token };
      const project = (await b.post('/business/add', { name: 'B project' }, o)).data;
      const group = (await b.post('/asset/add_only', { name: 'B group', parent_id: '0', business_id: project.id }, o)).data;
      const gateway = (await b.post('/device/add_only', { name: 'B gateway', asset_id: group.id, device_type: '2', location: '1,1' }, o)).data;
      const sub = (await b.post('/device/add_only', { name: 'B sub', asset_id: group.id, device_type: '3', parent_id: gateway.id }, o)).data;
      const device = (await b.post('/device/add_only', { name: 'B device', asset_id: group.id, location: '2,2' }, o)).data;
      const ids = {
        projectId: project.id,
        groupId: group.id,
        gatewayId: gateway.id,
        subId: sub.id,
        deviceId: device.id,
        deviceToken: device.token,
        gatewayToken: gateway.token,
      };
      Object.assign(b.ids, ids);
      return ids;
    })();
    created.set(b, p);
  }
  return p;
}

const at = (f: (ids: Record<string, string>) => unknown) => async (b: TenantB) => f(await deviceRowsOf(b));
const range = { start_time: 1_600_000_000_000_000, end_time: 4_000_000_000_000_000 };

export const DEVICE_ISOLATION_CASES: IsolationCase[] = [
  { path: '/business/index', kind: 'list', body: at(() => ({ page: 1, limit: 1000 })) },
  { path: '/business/tree', kind: 'list', body: at(() => ({})) },
  { path: '/business/asset/tree', kind: 'list', body: at(() => ({})) },
  { path: '/asset/list/d', kind: 'list', body: at(() => ({})) },
  { path: '/device/list/tree', kind: 'list', body: at(() => ({ current_page: 1, per_page: 100 })) },
  { path: '/device/list/tree', kind: 'list', body: at((i) => ({ current_page: 1, per_page: 10, token: i.deviceToken })) },
  { path: '/device/list/tree', kind: 'list', body: at((i) => ({ current_page: 1, per_page: 10, parent_id: i.gatewayId })) },
  { path: '/device/map', kind: 'list', body: at(() => ({})) },
  { path: '/device/status', kind: 'list', body: at((i) => ({ device_id_list: [i.deviceId, i.gatewayId] })) },
  { path: '/conditions/log/index', kind: 'list', body: at((i) => ({ current_page: 1, per_page: 100, device_id: i.deviceId })) },
  { path: '/asset/list/c', kind: 'detail', body: at((i) => ({ business_id: i.projectId, current_page: 1, per_page: 10 })) },
  { path: '/asset/list/d', kind: 'detail', body: at((i) => ({ business_id: i.projectId })) },
  { path: '/asset/detail', kind: 'detail', body: at((i) => ({ id: i.groupId })) },
  { path: '/device/data', kind: 'detail', body: at((i) => ({ id: i.deviceId })) },
  { path: '/device/token', kind: 'detail', body: at((i) => ({ id: i.deviceId })) },
  { path: '/device/connect/info', kind: 'detail', body: at((i) => ({ id: i.deviceId })) },
  { path: '/device/connect/info', kind: 'detail', body: at((i) => ({ id: i.gatewayId })) },
  { path: '/device/business/asset', kind: 'detail', body: at((i) => ({ id: i.deviceId })) },
  { path: '/device/model/item', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/structure/field', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/kv/current', kind: 'detail', body: at((i) => ({ entity_id: i.deviceId })) },
  { path: '/kv/current/detail', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/kv/history/data', kind: 'detail', body: at((i) => ({ device_id: i.deviceId, key: 't', start_time: 1, end_time: 2 })) },
  {
    path: '/kv/statistic',
    kind: 'detail',
    body: at((i) => ({ device_id: i.deviceId, key: 't', ...range, aggregate_window: '1h', aggregate_function: 'avg' })),
  },
  { path: '/kv/statistic/batch', kind: 'detail', body: at((i) => ({ data: [{ device_id: i.deviceId, key: 't' }], ...range, aggregate_window: '1d' })) },
  { path: '/f/device/values', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/f/battery/pack-info-list', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/f/air-condition/values', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/device/command/list', kind: 'detail', body: at((i) => ({ device_id: i.deviceId })) },
  { path: '/device/command/history/list', kind: 'detail', body: at((i) => ({ device_id: i.deviceId, current_page: 1, per_page: 10 })) },
  { path: '/device/event/history/list', kind: 'detail', body: at((i) => ({ device_id: i.deviceId, current_page: 1, per_page: 10 })) },
  { path: '/business/edit', kind: 'mutate', body: at((i) => ({ id: i.projectId, name: 'hijacked' })) },
  { path: '/business/delete', kind: 'mutate', body: at((i) => ({ id: i.projectId })) },
  { path: '/asset/add_only', kind: 'mutate', body: at((i) => ({ name: 'x', parent_id: '0', business_id: i.projectId })) },
  { path: '/asset/add_only', kind: 'mutate', body: at((i) => ({ name: 'x', parent_id: i.groupId, business_id: i.projectId })) },
  { path: '/asset/update_only', kind: 'mutate', body: at((i) => ({ id: i.groupId, name: 'hijacked' })) },
  { path: '/asset/delete', kind: 'mutate', body: at((i) => ({ id: i.groupId })) },
  { path: '/device/add_only', kind: 'mutate', body: at((i) => ({ name: 'x', asset_id: i.groupId })) },
  { path: '/device/add_only', kind: 'mutate', body: at((i) => ({ name: 'x', device_type: '3', parent_id: i.gatewayId })) },
  { path: '/device/add_only', kind: 'mutate', body: at((i) => ({ name: 'x', token: i.deviceToken })) },
  { path: '/device/update_only', kind: 'mutate', body: at((i) => ({ id: i.deviceId, name: 'hijacked' })) },
  { path: '/device/delete', kind: 'mutate', body: at((i) => ({ id: i.deviceId })) },
  { path: '/device/delete', kind: 'mutate', body: at((i) => ({ ids: [i.subId] })) },
  { path: '/device/online/status', kind: 'mutate', body: at((i) => ({ id: i.deviceId, status: '1' })) },
  { path: '/kv/history/delete', kind: 'mutate', body: at((i) => ({ device_id: i.deviceId, attribute: ['t'] })) },
  { path: '/device/operating_device', kind: 'mutate', body: at((i) => ({ device_id: i.deviceId, values: { on: 1 } })) },
  { path: '/device/command/send', kind: 'mutate', body: at((i) => ({ device_id: i.deviceId, command_identifier: 'reboot', command_data: '{}' })) },
  { path: '/device/command/send', kind: 'mutate', body: at((i) => ({ device_id: i.subId, command_identifier: 'reboot', command_data: '{}' })) },
];
