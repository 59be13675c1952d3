import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

/** Group types on the wire: 1 members, 2 e-mail, 3 webhook, 4 SMS. */
export const GROUP_TYPES = [1, 2, 3, 4] as const;
/** Record types: 1 SMS, 2 e-mail, 4 webhook, 5 in-console (3 = SMS verification code). */
export const RECORD_TYPES = [1, 2, 3, 4, 5] as const;

export interface GroupMember {
  user_id: string;
  is_email: 0 | 1;
  is_phone: 0 | 1;
  is_message: 0 | 1;
  name?: string;
  email?: string;
  phone_number?: string | null;
}

/** What the server answers: the config is JSON text whose webhook secret is blanked (`secret_set` says one is stored). */
export interface GroupRow {
  id: string;
  group_name: string;
  desc: string;
  notification_type: number;
  status: 1 | 2;
  notification_config: string;
  create_time: number;
  notification_members?: GroupMember[];
}

export interface GroupConfigWire {
  email?: string;
  message?: string;
  webhook?: { payload_url: string; secret?: string; secret_set?: boolean };
}

export interface GroupSave {
  id?: string;
  group_name: string;
  desc: string;
  notification_type: number;
  notification_config: GroupConfigWire;
  notification_members: GroupMember[];
}

export interface RecordRow {
  id: string;
  send_time: number;
  send_content: string;
  send_target: string;
  send_result: 1 | 2;
  notification_type: number;
  channel: string;
  attempt: number;
  error: string;
}
export interface UserNotice {
  id: string;
  subject: string;
  content: string;
  source: string;
  created_at: number;
  read_at: number | null;
}
export interface UserOption {
  id: string;
  name: string;
  email: string;
  phone_number: string;
}

/** One service configuration: `config` is JSON text with the secret blanked and `<secret>_set`. */
export interface ServiceRow {
  id: string;
  notice_type: number;
  config: string;
  status: 0 | 1;
}

export const notificationsApi = {
  groups: (http: HttpClient, q: PageQuery) => http.call<Page<GroupRow>>('/notification/list', q),
  group: (http: HttpClient, id: string) => http.call<GroupRow>('/notification/detail', { id }),
  saveGroup: (http: HttpClient, g: GroupSave) => http.call<{ id: string }>('/notification/save', g),
  removeGroup: (http: HttpClient, id: string) => http.call('/notification/delete', { id }),
  switchGroup: (http: HttpClient, id: string, on: boolean) => http.call('/notification/switch', { id, switch: on ? 1 : 2 }),
  testGroup: (http: HttpClient, id: string) => http.call<{ queued: number }>('/notification/test', { id }),
  records: (http: HttpClient, q: PageQuery) => http.call<Page<RecordRow>>('/notification/history/list', q),
  inbox: (http: HttpClient, q: PageQuery) => http.call<Page<UserNotice> & { unread: number }>('/notification/inbox/list', q),
  markRead: (http: HttpClient, id?: string) => http.call('/notification/inbox/read', id ? { id } : {}),
  users: (http: HttpClient) => http.call<Page<UserOption>>('/user/list', { current_page: 1, per_page: 1000 }),
  services: (http: HttpClient) => http.call<ServiceRow[]>('/notification/config/detail', {}),
  saveService: (http: HttpClient, notice_type: number, config: object, status: 0 | 1) =>
    http.call<ServiceRow[]>('/notification/config/save', { notice_type, config, status }),
  testEmail: (http: HttpClient, body: { email: string; content: string }) => http.call<{ answer: string }>('/notification/send/email', body),
  testSms: (http: HttpClient, body: { phone_number: string; content: string }) => http.call<{ answer: string }>('/notification/send/message', body),
  testWebhook: (http: HttpClient, body: { content: string }) => http.call<{ answer: string }>('/notification/send/webhook', body),
};
