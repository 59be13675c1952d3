/**
 * Isolation rows for the dashboards (appended to tests/server/isolation.test.ts): tenant B makes a dashboard over its
 * own device; A may neither list, read, export, change, duplicate, share nor set it as home, nor name B's device in
 * a dashboard of its own (a tile or a variable's default).
 */
import type { IsolationCase, TenantB } from '../isolation.test';
import { deviceRowsOf } from '../devices/isolation-cases';

const made = new WeakMap<TenantB, Promise<string>>();

function dashboardOf(b: TenantB): Promise<string> {
  let p = made.get(b);
  if (!p) {
    p = (async () => {
      const { deviceId } = await deviceRowsOf(b);
      const json_data = {
        version: 1,
        time_range: '1h',
        tiles: [{ i: 'a', x: 0, y: 0, w: 4, h: 4, kind: 'widget', device_id: deviceId, widget: { type: 'gauge' } }],
      };
      const d = (await b.post('/tp_dashboard/add', { dashboard_name: 'B board', json_data }, { token: b.token })).data;
      await b.post('/tp_dashboard/home/set', { id: d.id }, { token: b.token });
      Object.assign(b.ids, { dashboardId: d.id });
      return d.id as string;
    })();
    made.set(b, p);
  }
  return p;
}

const withId =
  (extra: Record<string, unknown> = {}) =>
  async (b: TenantB) => ({ id: await dashboardOf(b), ...extra });

export const DASHBOARD_ISOLATION_CASES: IsolationCase[] = [
  { path: '/tp_dashboard/list', kind: 'list', body: async (b) => (await dashboardOf(b), { current_page: 1, per_page: 100 }) },
  { path: '/tp_dashboard/home', kind: 'list', body: async (b) => (await dashboardOf(b), {}) },
  { path: '/tp_dashboard/detail', kind: 'detail', body: withId() },
  { path: '/tp_dashboard/export', kind: 'detail', body: withId() },
  { path: '/tp_dashboard/edit', kind: 'mutate', body: withId({ dashboard_name: 'hijacked' }) },
  { path: '/tp_dashboard/delete', kind: 'mutate', body: withId() },
  { path: '/tp_dashboard/duplicate', kind: 'mutate', body: withId() },
  { path: '/tp_dashboard/home/set', kind: 'mutate', body: withId() },
  { path: '/share/generate', kind: 'mutate', body: withId() },
  { path: '/share/revoke', kind: 'mutate', body: withId() },
  // A's own dashboard may not read B's device.
  {
    path: '/tp_dashboard/add',
    kind: 'mutate',
    body: async (b) => ({
      dashboard_name: 'peek',
      json_data: {
        version: 1,
        time_range: '1h',
        tiles: [{ i: 'a', x: 0, y: 0, w: 4, h: 4, kind: 'widget', device_id: (await deviceRowsOf(b)).deviceId, widget: { type: 'gauge' } }],
      },
    }),
  },
  // Nor through a variable's default device (a share link would read it).
  {
    path: '/tp_dashboard/add',
    kind: 'mutate',
    body: async (b) => ({
      dashboard_name: 'peek by variable',
      json_data: {
        version: 1,
        time_range: '1h',
        variables: [{ name: 'device', label: 'Device', type: 'device', default: (await deviceRowsOf(b)).deviceId }],
        tiles: [{ i: 'a', x: 0, y: 0, w: 4, h: 4, kind: 'widget', variable: 'device', widget: { type: 'gauge' } }],
      },
    }),
  },
  {
    path: '/tp_dashboard/import',
    kind: 'mutate',
    body: async (b) => ({
      document: {
        format: 'tessera-dashboard',
        version: 1,
        dashboard_name: 'peek',
        layout: {
          version: 1,
          time_range: '1h',
          tiles: [{ i: 'a', x: 0, y: 0, w: 4, h: 4, kind: 'widget', device_id: (await deviceRowsOf(b)).deviceId, widget: { type: 'gauge' } }],
        },
      },
    }),
  },
];
