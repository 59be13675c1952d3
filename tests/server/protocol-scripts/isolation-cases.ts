/**
 * Isolation rows for protocol scripts (appended to tests/server/isolation.test.ts): tenant B owns a script; A may
 * neither list, change nor delete it.
 */
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import type { IsolationCase, TenantB } from '../isolation.test';

const created = new WeakMap<TenantB, Promise<string>>();

function scriptOf(b: TenantB): Promise<string> {
  let p = created.get(b);
  if (!p) {
    p = b
      .post(
        '/tp_script/add',
        { script_name: 'B parser', device_type: ENV_SENSOR_MODEL_ID, script_content_b: 'function encodeInp(m) { return {}; }' },
        { token: b.token },
      )
      .then((r) => {
        Object.assign(b.ids, { scriptId: r.data.id });
        return r.data.id as string;
      });
    created.set(b, p);
  }
  return p;
}

const at = (f: (id: string) => unknown) => async (b: TenantB) => f(await scriptOf(b));
const page = { current_page: 1, per_page: 100 };

export const PROTOCOL_SCRIPT_ISOLATION_CASES: IsolationCase[] = [
  { path: '/tp_script/list', kind: 'list', body: at(() => page) },
  { path: '/tp_script/list', kind: 'list', body: at((id) => ({ ...page, id })) },
  { path: '/tp_script/edit', kind: 'mutate', body: at((id) => ({ id, script_name: 'hijacked' })) },
  { path: '/tp_script/delete', kind: 'mutate', body: at((id) => ({ id })) },
];
