/**
 * Isolation rows for the notification routes (appended to tests/server/isolation.test.ts): tenant B has a notice
 * group with B's owner as an in-console member, and one delivered notice; A sees none of it and changes none of it.
 * The service configuration is SYS_ADMIN only, so a tenant admin is refused outright.
 */
import type { IsolationCase, TenantB } from '../isolation.test';
import { until } from './receivers';

const made = new WeakMap<TenantB, Promise<{ groupId: string; noticeId: string }>>();

function noticeRowsOf(b: TenantB): Promise<{ groupId: string; noticeId: string }> {
  let p = made.get(b);
  if (!p) {
    p = (async () => {
      const o = { token: b.token };
      const group = await b.post(
        '/notification/save',
        {
          group_name: 'B notices',
          notification_type: 1,
          notification_config: {},
          notification_members: [{ user_id: b.ids.adminId, is_email: 0, is_phone: 0, is_message: 1 }],
        },
        o,
      );
      await b.post('/notification/test', { id: group.data.id }, o);
      const noticeId = await until(
        async () => (await b.post('/notification/inbox/list', {}, o)).data.data[0]?.id as string | undefined,
        "B's in-console notice",
      );
      Object.assign(b.ids, { noticeGroupId: group.data.id, noticeId });
      return { groupId: group.data.id as string, noticeId };
    })();
    made.set(b, p);
  }
  return p;
}

const groupOf = async (b: TenantB) => (await noticeRowsOf(b)).groupId;

export const NOTIFICATION_ISOLATION_CASES: IsolationCase[] = [
  { path: '/notification/list', kind: 'list', body: async (b) => (await noticeRowsOf(b), { per_page: 1000 }) },
  { path: '/notification/history/list', kind: 'list', body: async (b) => (await noticeRowsOf(b), { per_page: 1000 }) },
  { path: '/notification/inbox/list', kind: 'list', body: async (b) => (await noticeRowsOf(b), { per_page: 1000 }) },
  { path: '/notification/detail', kind: 'detail', body: async (b) => ({ id: await groupOf(b) }) },
  {
    path: '/notification/save',
    kind: 'mutate',
    body: async (b) => ({ id: await groupOf(b), group_name: 'hijacked', notification_type: 2, notification_config: { email: 'x@example.com' } }),
  },
  {
    path: '/notification/save',
    kind: 'mutate',
    body: (b) => ({
      group_name: 'A with B member',
      notification_type: 1,
      notification_config: {},
      notification_members: [{ user_id: b.ids.userId, is_email: 1, is_phone: 0, is_message: 0 }],
    }),
  },
  { path: '/notification/switch', kind: 'mutate', body: async (b) => ({ id: await groupOf(b), switch: 2 }) },
  { path: '/notification/test', kind: 'mutate', body: async (b) => ({ id: await groupOf(b) }) },
  { path: '/notification/delete', kind: 'mutate', body: async (b) => ({ id: await groupOf(b) }) },
  { path: '/notification/inbox/read', kind: 'mutate', body: async (b) => ({ id: (await noticeRowsOf(b)).noticeId }) },
  { path: '/notification/config/detail', kind: 'detail', body: () => ({}) },
  { path: '/notification/config/save', kind: 'mutate', body: () => ({ notice_type: 4, config: { payload_url: 'http://127.0.0.1:1/x' }, status: 1 }) },
];
