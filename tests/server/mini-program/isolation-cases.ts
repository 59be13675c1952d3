/**
 * Isolation rows for the mini-program routes (appended to tests/server/isolation.test.ts): tenant B shows a group
 * of its site, has feedback (posted through the open route with B's site key), a media item and a notice; A sees
 * none of it and changes none of it.
 */
import type { IsolationCase, TenantB } from '../isolation.test';

interface Rows {
  assetId: string;
  groupId: string;
  feedbackId: string;
  sourceId: string;
  noticeId: string;
  deviceId: string;
}
const made = new WeakMap<TenantB, Promise<Rows>>();

function rowsOf(b: TenantB): Promise<Rows> {
  let p = made.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token, siteId: b.ids.siteId };
      const project = await b.post('/business/add', { name: 'B project' }, o);
      const asset = await b.post('/asset/add_only', { name: 'B group', business_id: project.data.id }, o);
      const group = await b.post('/mini-program/device-group/add', { group_id: asset.data.id, display_name: 'B shown' }, o);
      const key = (await b.post('/mini-program/key/reset', {}, o)).data.key;
      const device = await b.post('/device/add_only', { name: 'B mini device' }, o);
      const feedback = await b.post('/open/mini-program/feedback/add', { site_id: b.ids.siteId, key, content: 'B feedback' });
      const source = await b.post('/mini-program/source/add', { kind: 'banner', title: 'B banner' }, o);
      const notice = await b.post('/mini-program/notice/add', { title: 'B notice', content: '<p>B</p>' }, o);
      return {
        assetId: asset.data.id,
        groupId: group.data.id,
        feedbackId: feedback.data.id,
        sourceId: source.data.id,
        noticeId: notice.data.id,
        deviceId: device.data.id,
      };
    })();
    made.set(b, p);
  }
  return p;
}

const site = (b: TenantB) => ({ site_id: b.ids.siteId });
const row = (k: keyof Rows) => async (b: TenantB) => ({ id: (await rowsOf(b))[k] });

export const MINI_PROGRAM_ISOLATION_CASES: IsolationCase[] = [
  { path: '/mini-program/device-group/list', kind: 'list', body: async (b) => (await rowsOf(b), {}) },
  { path: '/mini-program/device-group/list', kind: 'detail', body: site },
  { path: '/mini-program/device-group/candidates', kind: 'detail', body: site },
  { path: '/mini-program/device-group/add', kind: 'mutate', body: async (b) => ({ ...site(b), group_id: (await rowsOf(b)).assetId }) },
  { path: '/mini-program/device-group/add', kind: 'mutate', body: async (b) => ({ group_id: (await rowsOf(b)).assetId }) },
  { path: '/mini-program/device-group/edit', kind: 'mutate', body: async (b) => ({ ...(await row('groupId')(b)), display_name: 'hijacked' }) },
  { path: '/mini-program/device-group/delete', kind: 'mutate', body: row('groupId') },
  { path: '/mini-program/feedback/list', kind: 'list', body: async (b) => (await rowsOf(b), { per_page: 1000 }) },
  { path: '/mini-program/feedback/list', kind: 'detail', body: site },
  { path: '/mini-program/feedback/detail', kind: 'detail', body: row('feedbackId') },
  { path: '/mini-program/feedback/reply', kind: 'mutate', body: async (b) => ({ ...(await row('feedbackId')(b)), reply: 'hijacked' }) },
  { path: '/mini-program/feedback/close', kind: 'mutate', body: row('feedbackId') },
  { path: '/mini-program/feedback/delete', kind: 'mutate', body: row('feedbackId') },
  { path: '/mini-program/source/list', kind: 'list', body: async (b) => (await rowsOf(b), { per_page: 1000 }) },
  { path: '/mini-program/source/list', kind: 'detail', body: site },
  { path: '/mini-program/source/add', kind: 'mutate', body: (b) => ({ ...site(b), kind: 'guide', title: 'into B' }) },
  { path: '/mini-program/source/edit', kind: 'mutate', body: async (b) => ({ ...(await row('sourceId')(b)), title: 'hijacked' }) },
  { path: '/mini-program/source/delete', kind: 'mutate', body: row('sourceId') },
  { path: '/mini-program/notice/list', kind: 'list', body: async (b) => (await rowsOf(b), { per_page: 1000 }) },
  { path: '/mini-program/notice/list', kind: 'detail', body: site },
  { path: '/mini-program/notice/detail', kind: 'detail', body: row('noticeId') },
  { path: '/mini-program/notice/add', kind: 'mutate', body: (b) => ({ ...site(b), title: 'into B', content: 'x' }) },
  { path: '/mini-program/notice/edit', kind: 'mutate', body: async (b) => ({ ...(await row('noticeId')(b)), title: 'hijacked' }) },
  { path: '/mini-program/notice/publish', kind: 'mutate', body: async (b) => ({ ...(await row('noticeId')(b)), published: true }) },
  { path: '/mini-program/notice/delete', kind: 'mutate', body: row('noticeId') },
  { path: '/mini-program/key/detail', kind: 'detail', body: site },
  { path: '/mini-program/key/reset', kind: 'mutate', body: site },
  { path: '/mini-program/scan/resolve', kind: 'detail', body: async (b) => ({ code: (await rowsOf(b)).deviceId }) },
];
