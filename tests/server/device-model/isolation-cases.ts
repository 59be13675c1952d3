/**
 * Isolation rows for the plugin editor's routes (appended to tests/server/isolation.test.ts): tenant B makes a
 * plugin through its own API; its id joins `b.ids`, so list answers are checked for it too.
 */
import type { IsolationCase, TenantB } from '../isolation.test';

const created = new WeakMap<TenantB, Promise<string>>();

function pluginOf(b: TenantB): Promise<string> {
  let p = created.get(b);
  if (!p) {
    p = (async () => {
      const config = {
        info: { pluginName: 'B plugin', pluginCategory: 'sensor' },
        tsl: {
          option: { classify: 'custom', tslValue: [], catValue: '' },
          key_pair: {},
          value_pair: { t: { 1: 'on' } },
          properties: [{ name: 't', title: 'T' }],
          services: [],
          events: [],
        },
        chart: [],
        publish: { isPus: false },
      };
      const r = await b.post(
        '/device/model/tsl/create',
        { model_name: 'B plugin', model_type: 'sensor', chart_data: JSON.stringify(config), issued: 0 },
        { token: b.token },
      );
      if (r.code !== 200) throw new Error(`tenant B could not create its plugin: ${r.message}`);
      Object.assign(b.ids, { pluginId: r.data.id });
      return r.data.id as string;
    })();
    created.set(b, p);
  }
  return p;
}

const at = (f: (id: string) => unknown) => async (b: TenantB) => f(await pluginOf(b));
const T = '/device/model/tsl';

export const DEVICE_MODEL_ISOLATION_CASES: IsolationCase[] = [
  { path: `${T}/list`, kind: 'list', body: at(() => ({ current_page: 1, per_page: 1000 })) },
  { path: `${T}/list`, kind: 'list', body: at(() => ({ current_page: 1, per_page: 10, model_name: 'B plugin' })) },
  { path: `${T}/get-map`, kind: 'detail', body: at((id) => ({ id })) },
  { path: `${T}/get-key-pair`, kind: 'detail', body: at((id) => ({ device_model_id: id })) },
  { path: `${T}/get-value-pair`, kind: 'detail', body: at((id) => ({ device_model_id: id })) },
  {
    path: `${T}/update`,
    kind: 'mutate',
    body: at((id) => ({ id, model_name: 'hijacked', model_type: 'sensor', chart_data: JSON.stringify({ info: {}, tsl: {}, chart: [] }) })),
  },
  { path: `${T}/del`, kind: 'mutate', body: at((id) => ({ id })) },
  { path: '/device/model/item', kind: 'detail', body: at((id) => ({ id })) },
  { path: '/device/model/list', kind: 'list', body: at(() => ({ current_page: 1, per_page: 1000 })) },
];
