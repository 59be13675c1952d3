/**
 * `/mini-program/*` (console, site-scoped) and `/open/mini-program/*` (the end-user mini-program, authenticated by
 * a per-site key; docs/mini-program.md). Writes are for the tenant admin and site admins (their granted sites);
 * every operator may read. Closed schemas.
 */
import { group, id, int, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import type { MiniProgramOpenService } from './open-service';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_IMAGE_MAX, SOURCE_IMAGE_MAX, type MiniProgramService } from './service';

const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});
const page = (extra: Record<string, JsonSchema> = {}) =>
  closed({
    current_page: int({ minimum: 1, maximum: 10_000_000 }),
    per_page: int({ minimum: 1, maximum: 1000 }),
    page: int({ minimum: 1, maximum: 10_000_000 }),
    limit: int({ minimum: 1, maximum: 1000 }),
    ...extra,
  });
const siteId = () => str({ minLength: 1, maxLength: 64 });
const sort = () => int({ minimum: -100_000, maximum: 100_000 });
/** A data URL of the decoded size `bytes` is about 4/3 of it, plus the prefix. */
const dataUrl = (bytes: number) => str({ maxLength: Math.ceil((bytes * 4) / 3) + 64 });
const ms = () => int({ minimum: 0, maximum: 100_000_000_000_000 });
const readers = { auth: 'user' as const, roles: OPERATORS };
const editors = { auth: 'user' as const, roles: ['TENANT_ADMIN' as const, 'SITE_ADMIN' as const] };
const openAuth = { site_id: siteId(), key: str({ minLength: 1, maxLength: 128 }) };
const sourceFields = {
  kind: str({ enum: ['banner', 'guide'] }),
  title: str({ minLength: 1, maxLength: 100 }),
  image: dataUrl(SOURCE_IMAGE_MAX),
  link: str({ maxLength: 1024 }),
  sort: sort(),
  published: { type: 'boolean' },
};
const noticeFields = {
  title: str({ minLength: 1, maxLength: 200 }),
  content: str({ minLength: 1, maxLength: 100_000 }),
  audience: str({ enum: ['site', 'all'] }),
};
const MB = 1024 * 1024;

export function miniProgramRoutes(svc: MiniProgramService, open: MiniProgramOpenService): RouteDef[] {
  return group('mini-program', [
    route({
      path: '/mini-program/device-group/list',
      ...readers,
      readonly: true,
      body: closed({ site_id: siteId() }),
      handler: (b, c) => svc.listGroups(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/device-group/candidates',
      ...readers,
      readonly: true,
      summary: 'Groups of the projects of a site (the project/group tree, flattened)',
      body: closed({ site_id: siteId() }),
      handler: (b, c) => svc.groupCandidates(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/device-group/add',
      ...editors,
      body: closed({ site_id: siteId(), group_id: id(), display_name: str({ maxLength: 100 }), sort: sort() }, ['group_id']),
      handler: (b, c) => svc.addGroup(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/device-group/edit',
      ...editors,
      body: closed({ id: id(), display_name: str({ maxLength: 100 }), sort: sort() }, ['id']),
      handler: (b, c) => svc.editGroup(scopeOf(c), b),
    }),
    route({ path: '/mini-program/device-group/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.removeGroup(scopeOf(c), b.id) }),

    route({
      path: '/mini-program/feedback/list',
      ...readers,
      readonly: true,
      body: page({ site_id: siteId(), status: str({ enum: ['new', 'replied', 'closed'] }), keyword: str({ maxLength: 100 }) }),
      handler: (b, c) => svc.listFeedback(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/feedback/detail',
      ...readers,
      readonly: true,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => svc.feedbackDetail(scopeOf(c), b.id),
    }),
    route({
      path: '/mini-program/feedback/reply',
      ...editors,
      body: closed({ id: id(), reply: str({ minLength: 1, maxLength: 2000 }) }, ['id', 'reply']),
      handler: (b, c) => svc.reply(scopeOf(c), b),
    }),
    route({ path: '/mini-program/feedback/close', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.closeFeedback(scopeOf(c), b.id) }),
    route({ path: '/mini-program/feedback/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.removeFeedback(scopeOf(c), b.id) }),

    route({
      path: '/mini-program/source/list',
      ...readers,
      readonly: true,
      body: page({ site_id: siteId(), kind: str({ enum: ['banner', 'guide'] }) }),
      handler: (b, c) => svc.listSources(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/source/add',
      ...editors,
      bodyLimit: 2 * MB,
      summary: 'image: a PNG/JPEG/GIF/WebP data URL of at most 1 MiB',
      body: closed({ site_id: siteId(), ...sourceFields }, ['kind', 'title']),
      handler: (b, c) => svc.addSource(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/source/edit',
      ...editors,
      bodyLimit: 2 * MB,
      body: closed({ id: id(), ...sourceFields }, ['id']),
      handler: (b, c) => svc.editSource(scopeOf(c), b),
    }),
    route({ path: '/mini-program/source/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.removeSource(scopeOf(c), b.id) }),

    route({
      path: '/mini-program/notice/list',
      ...readers,
      readonly: true,
      body: page({ site_id: siteId(), published: { type: 'boolean' }, title: str({ maxLength: 100 }) }),
      handler: (b, c) => svc.listNotices(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/notice/detail',
      ...readers,
      readonly: true,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => svc.noticeDetail(scopeOf(c), b.id),
    }),
    route({
      path: '/mini-program/notice/add',
      ...editors,
      summary: 'content: rich text, sanitized to an allow-list of formatting tags; a new notice is unpublished',
      body: closed({ site_id: siteId(), ...noticeFields }, ['title', 'content']),
      handler: (b, c) => svc.addNotice(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/notice/edit',
      ...editors,
      body: closed({ id: id(), ...noticeFields }, ['id']),
      handler: (b, c) => svc.editNotice(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/notice/publish',
      ...editors,
      summary: 'published true: from publish_at (default now); false: withdrawn',
      body: closed({ id: id(), published: { type: 'boolean' }, publish_at: ms() }, ['id', 'published']),
      handler: (b, c) => svc.publishNotice(scopeOf(c), b),
    }),
    route({ path: '/mini-program/notice/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.removeNotice(scopeOf(c), b.id) }),

    route({
      path: '/mini-program/key/detail',
      ...editors,
      readonly: true,
      summary: 'Whether the site has an open-route key, and its last 4 characters',
      body: closed({ site_id: siteId() }),
      handler: (b, c) => svc.keyDetail(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/key/reset',
      ...editors,
      summary: 'A new key for the open routes of the site, shown once; the old one stops working',
      body: closed({ site_id: siteId() }),
      handler: (b, c) => svc.resetKey(scopeOf(c), b),
    }),
    route({
      path: '/mini-program/scan/resolve',
      ...readers,
      readonly: true,
      summary: 'A scanned QR code → {kind: device, device_id} or {kind: pre, activation_code}',
      body: closed({ code: str({ minLength: 1, maxLength: 2048 }) }, ['code']),
      handler: (b, c) => svc.resolveCode(scopeOf(c), b),
    }),

    route({
      path: '/open/mini-program/feedback/add',
      auth: 'public',
      bodyLimit: 3 * MB,
      summary: 'End-user feedback; site key required; at most 3 images of 512 KiB; rate-limited',
      body: closed(
        {
          ...openAuth,
          content: str({ minLength: 1, maxLength: 2000 }),
          contact: str({ maxLength: 100 }),
          device_id: str({ maxLength: 64 }),
          images: { type: 'array', maxItems: FEEDBACK_IMAGES_MAX, items: dataUrl(FEEDBACK_IMAGE_MAX) },
        },
        ['site_id', 'key', 'content'],
      ),
      handler: (b, c) => open.postFeedback(b, c.ip),
    }),
    route({
      path: '/open/mini-program/feedback/detail',
      auth: 'public',
      readonly: true,
      body: closed({ ...openAuth, id: id() }, ['site_id', 'key', 'id']),
      handler: (b, c) => open.feedbackStatus(b, c.ip),
    }),
    route({
      path: '/open/mini-program/notice/list',
      auth: 'public',
      readonly: true,
      summary: 'Published notices of the site and the tenant notices to all sites',
      body: closed(openAuth, ['site_id', 'key']),
      handler: (b, c) => open.notices(b, c.ip),
    }),
    route({
      path: '/open/mini-program/source/list',
      auth: 'public',
      readonly: true,
      body: closed({ ...openAuth, kind: str({ enum: ['banner', 'guide'] }) }, ['site_id', 'key']),
      handler: (b, c) => open.sources(b, c.ip),
    }),
    route({
      path: '/open/mini-program/device-group/list',
      auth: 'public',
      readonly: true,
      body: closed(openAuth, ['site_id', 'key']),
      handler: (b, c) => open.groups(b, c.ip),
    }),
  ]);
}
