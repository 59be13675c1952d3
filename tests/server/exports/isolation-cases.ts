/**
 * Isolation rows for the export routes (appended to tests/server/isolation.test.ts): tenant B exports its own device
 * in the background; A may neither count nor export B's device, nor see, download or delete B's job.
 */
import type { IsolationCase, TenantB } from '../isolation.test';
import { deviceRowsOf } from '../devices/isolation-cases';

const jobs = new WeakMap<TenantB, Promise<string>>();
const range = { start_time: 1_600_000_000_000_000, end_time: 4_000_000_000_000_000 };

function jobOf(b: TenantB): Promise<string> {
  let p = jobs.get(b);
  if (!p) {
    p = (async () => {
      const { deviceId } = await deviceRowsOf(b);
      const job = (await b.post('/export/job/create', { device_id: deviceId, ...range }, { token: b.token })).data;
      Object.assign(b.ids, { exportJobId: job.id });
      return job.id as string;
    })();
    jobs.set(b, p);
  }
  return p;
}

export const EXPORT_ISOLATION_CASES: IsolationCase[] = [
  { path: '/export/job/list', kind: 'list', body: async (b) => (await jobOf(b), { current_page: 1, per_page: 100 }) },
  { path: '/kv/export/count', kind: 'detail', body: async (b) => ({ device_id: (await deviceRowsOf(b)).deviceId, ...range }) },
  { path: '/kv/export/count', kind: 'detail', body: async (b) => ({ asset_id: (await deviceRowsOf(b)).groupId, ...range }) },
  { path: '/export/job/create', kind: 'detail', body: async (b) => ({ device_id: (await deviceRowsOf(b)).deviceId, format: 'xlsx', ...range }) },
  { path: '/export/job/download', kind: 'detail', body: async (b) => ({ id: await jobOf(b) }) },
  { path: '/export/job/delete', kind: 'mutate', body: async (b) => ({ id: await jobOf(b) }) },
];
