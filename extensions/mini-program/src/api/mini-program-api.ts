import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export interface ShownGroup {
  id: string;
  site_id: string;
  asset_id: string;
  display_name: string;
  sort: number;
  group_name: string;
  project_name: string;
  device_count: number;
}
export interface GroupCandidate {
  id: string;
  name: string;
  parent_id: string;
  tier: number;
  project_id: string;
  project_name: string;
}
export type FeedbackStatus = 'new' | 'replied' | 'closed';
export interface Feedback {
  id: string;
  site_id: string;
  device_id: string | null;
  device_name: string;
  content: string;
  image_count: number;
  images?: string[];
  contact: string;
  status: FeedbackStatus;
  reply: string;
  replied_at: number | null;
  created_at: number;
}
export type SourceKind = 'banner' | 'guide';
export interface Source {
  id: string;
  site_id: string;
  kind: SourceKind;
  title: string;
  image: string;
  link: string;
  sort: number;
  published: boolean;
}
export interface SourceSave {
  id?: string;
  site_id?: string;
  kind: SourceKind;
  title: string;
  image: string;
  link: string;
  sort: number;
  published: boolean;
}
export type Audience = 'site' | 'all';
export interface Notice {
  id: string;
  site_id: string;
  title: string;
  content: string;
  audience: Audience;
  published: boolean;
  publish_at: number | null;
  created_at: number;
}
export interface NoticeSave {
  id?: string;
  site_id?: string;
  title: string;
  content: string;
  audience: Audience;
}
export interface SiteKey {
  site_id: string;
  has_key: boolean;
  key_hint: string;
  created_at: number | null;
}
export type ScanResult = { kind: 'device'; device_id: string; name: string } | { kind: 'pre'; activation_code: string; device_code: string };

/** The mini-program routes; every call names its site in the body, so the view's site picker decides. */
export const miniApi = {
  groups: (http: HttpClient, siteId: string) => http.call<ShownGroup[]>('/mini-program/device-group/list', { site_id: siteId }),
  candidates: (http: HttpClient, siteId: string) => http.call<GroupCandidate[]>('/mini-program/device-group/candidates', { site_id: siteId }),
  addGroup: (http: HttpClient, b: { site_id: string; group_id: string; display_name: string; sort: number }) =>
    http.call<ShownGroup>('/mini-program/device-group/add', b),
  editGroup: (http: HttpClient, b: { id: string; display_name?: string; sort?: number }) => http.call('/mini-program/device-group/edit', b),
  removeGroup: (http: HttpClient, id: string) => http.call('/mini-program/device-group/delete', { id }),
  feedback: (http: HttpClient, q: PageQuery) => http.call<Page<Feedback>>('/mini-program/feedback/list', q),
  feedbackDetail: (http: HttpClient, id: string) => http.call<Feedback>('/mini-program/feedback/detail', { id }),
  reply: (http: HttpClient, id: string, reply: string) => http.call<Feedback>('/mini-program/feedback/reply', { id, reply }),
  closeFeedback: (http: HttpClient, id: string) => http.call<Feedback>('/mini-program/feedback/close', { id }),
  removeFeedback: (http: HttpClient, id: string) => http.call('/mini-program/feedback/delete', { id }),
  sources: (http: HttpClient, q: PageQuery) => http.call<Page<Source>>('/mini-program/source/list', q),
  saveSource: (http: HttpClient, { id, site_id, kind, title, image, link, sort, published }: SourceSave) => {
    const fields = { kind, title, image, link, sort, published };
    return http.call<Source>(id ? '/mini-program/source/edit' : '/mini-program/source/add', id ? { id, ...fields } : { site_id, ...fields });
  },
  removeSource: (http: HttpClient, id: string) => http.call('/mini-program/source/delete', { id }),
  notices: (http: HttpClient, q: PageQuery) => http.call<Page<Notice>>('/mini-program/notice/list', q),
  saveNotice: (http: HttpClient, { id, site_id, title, content, audience }: NoticeSave) =>
    http.call<Notice>(
      id ? '/mini-program/notice/edit' : '/mini-program/notice/add',
      id ? { id, title, content, audience } : { site_id, title, content, audience },
    ),
  publishNotice: (http: HttpClient, id: string, published: boolean, publishAt?: number) =>
    http.call<Notice>('/mini-program/notice/publish', { id, published, ...(publishAt ? { publish_at: publishAt } : {}) }),
  removeNotice: (http: HttpClient, id: string) => http.call('/mini-program/notice/delete', { id }),
  siteKey: (http: HttpClient, siteId: string) => http.call<SiteKey>('/mini-program/key/detail', { site_id: siteId }),
  resetKey: (http: HttpClient, siteId: string) => http.call<{ key: string; key_hint: string }>('/mini-program/key/reset', { site_id: siteId }),
  resolve: (http: HttpClient, code: string) => http.call<ScanResult>('/mini-program/scan/resolve', { code }),
  activate: (http: HttpClient, activationCode: string) => http.call<{ device_id: string }>('/tp_generate_device/activate', { activation_code: activationCode }),
};
