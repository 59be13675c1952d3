/**
 * Isolation rows for forwarding rules (appended to tests/server/isolation.test.ts): tenant B owns a rule fed by
 * its own device; A may neither list, read, change, switch, test nor delete it, nor take B's device as a source.
 */
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import type { IsolationCase, TenantB } from '../isolation.test';

const created = new WeakMap<TenantB, Promise<{ ruleId: string; deviceId: string }>>();

function ruleOf(b: TenantB) {
  let p = created.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token };
      const deviceId = (await b.post('/device/add_only', { name: 'B meter', type: ENV_SENSOR_MODEL_ID }, o)).data.id as string;
      const r = await b.post(
        '/tp_data/transpond/add',
        { name: 'B out', target_info: { url: 'https://example.com/b' }, device_info: [{ device_id: deviceId, message_type: 1 }] },
        o,
      );
      if (r.code !== 200) throw new Error(`B's rule: ${r.message}`);
      const ruleId = (await b.post('/tp_data/transpond/list', { current_page: 1, per_page: 10 }, o)).data.data[0].id as string;
      Object.assign(b.ids, { forwardingRuleId: ruleId });
      return { ruleId, deviceId };
    })();
    created.set(b, p);
  }
  return p;
}

const at = (f: (x: { ruleId: string; deviceId: string }) => unknown) => async (b: TenantB) => f(await ruleOf(b));
const page = { current_page: 1, per_page: 100 };
const target = { url: 'https://example.com/a' };

export const FORWARDING_ISOLATION_CASES: IsolationCase[] = [
  { path: '/tp_data/transpond/list', kind: 'list', body: at(() => page) },
  { path: '/gg_data/transpond/list', kind: 'list', body: at(() => page) },
  { path: '/tp_data/transpond/detail', kind: 'detail', body: at(({ ruleId }) => ({ data_transpond_id: ruleId })) },
  { path: '/tp_data/transpond/edit', kind: 'mutate', body: at(({ ruleId }) => ({ id: ruleId, name: 'hijacked', target_info: target })) },
  { path: '/gg_data/transpond/edit', kind: 'mutate', body: at(({ ruleId }) => ({ id: ruleId, name: 'hijacked', target_info: target })) },
  { path: '/tp_data/transpond/switch', kind: 'mutate', body: at(({ ruleId }) => ({ data_transpond_id: ruleId, switch: 1 })) },
  { path: '/tp_data/transpond/test', kind: 'mutate', body: at(({ ruleId }) => ({ data_transpond_id: ruleId })) },
  { path: '/tp_data/transpond/delete', kind: 'mutate', body: at(({ ruleId }) => ({ data_transpond_id: ruleId })) },
  { path: '/gg_data/transpond/delete', kind: 'mutate', body: at(({ ruleId }) => ({ id: ruleId })) },
  {
    path: '/tp_data/transpond/add',
    kind: 'mutate',
    body: at(({ deviceId }) => ({ name: 'steal', target_info: target, device_info: [{ device_id: deviceId, message_type: 1 }] })),
  },
  {
    path: '/gg_data/transpond/add',
    kind: 'mutate',
    body: at(({ deviceId }) => ({ name: 'steal', target_info: target, device_info: [{ device_id: deviceId, message_type: 1 }] })),
  },
];
