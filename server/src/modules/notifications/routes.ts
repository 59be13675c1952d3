/**
 * `/notification/*`: notice groups and records (tenant), in-console notices (every user), and the notification
 * service configuration with its test sends (SYS_ADMIN). Bodies are closed schemas.
 */
import { group, id, int, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import { callerOf } from '../../http/route';
import type { NotificationConfigService } from './config-service';
import type { NotificationService } from './service';
import { NOTICE_TYPES } from './service-config';

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
const bit = (): JsonSchema => ({ type: 'integer', enum: [0, 1] });
const seconds = () => int({ minimum: 0, maximum: 100_000_000_000 });
const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
const readers = { auth: 'user' as const, roles: OPERATORS };
const editors = { auth: 'user' as const, roles: EDITORS };

/** Group types: 1 members, 2 e-mail, 3 webhook, 4 SMS (every configured channel delivers, whatever the type). */
const GROUP_TYPES = [1, 2, 3, 4];

const groupBody = closed(
  {
    id: str({ maxLength: 64 }),
    group_name: str({ minLength: 1, maxLength: 100 }),
    desc: str({ maxLength: 500 }),
    notification_type: { type: 'integer', enum: GROUP_TYPES },
    notification_config: closed({
      email: str({ maxLength: 4000 }),
      message: str({ maxLength: 2000 }),
      webhook: closed({ payload_url: str({ maxLength: 2048 }), secret: str({ maxLength: 256 }) }, ['payload_url']),
    }),
    notification_members: {
      type: 'array',
      maxItems: 500,
      items: closed({ user_id: id(), is_email: bit(), is_phone: bit(), is_message: bit() }, ['user_id', 'is_email', 'is_phone', 'is_message']),
    },
  },
  ['group_name', 'notification_type', 'notification_config'],
);

export function notificationRoutes(svc: NotificationService, configs: NotificationConfigService): RouteDef[] {
  return group('notifications', [
    route({
      path: '/notification/list',
      ...readers,
      readonly: true,
      body: page({ group_name: str({ maxLength: 100 }), notification_type: { type: 'integer', enum: GROUP_TYPES }, status: { type: 'integer', enum: [1, 2] } }),
      handler: (b, c) => svc.list(scopeOf(c), b),
    }),
    route({ path: '/notification/detail', ...readers, readonly: true, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.detail(scopeOf(c), b.id) }),
    route({
      path: '/notification/save',
      ...editors,
      summary: 'Creates (no id) or edits a group; its status is kept',
      body: groupBody,
      handler: (b, c) => svc.save(scopeOf(c), b),
    }),
    route({ path: '/notification/delete', ...editors, body: closed({ id: id() }, ['id']), handler: (b, c) => svc.remove(scopeOf(c), b.id) }),
    route({
      path: '/notification/switch',
      ...editors,
      summary: 'switch: 1 started, 2 paused',
      body: closed({ id: id(), switch: { type: 'integer', enum: [1, 2] } }, ['id', 'switch']),
      handler: (b, c) => svc.setStatus(scopeOf(c), b.id, b.switch),
    }),
    route({
      path: '/notification/test',
      ...editors,
      summary: 'Queues a test notice to every channel of a started group',
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => svc.test(scopeOf(c), b.id, c.lang),
    }),
    route({
      path: '/notification/history/list',
      auth: 'user',
      roles: [...OPERATORS, 'SYS_ADMIN'],
      readonly: true,
      summary: 'Every delivery attempt of the tenant (SYS_ADMIN: the platform test sends)',
      body: page({
        notification_type: { type: 'integer', enum: [1, 2, 3, 4, 5] },
        receive_target: str({ maxLength: 254 }),
        start_time: seconds(),
        end_time: seconds(),
        group_id: str({ maxLength: 64 }),
        send_result: { type: 'integer', enum: [1, 2] },
      }),
      handler: (b, c) => svc.history(callerOf(c), b),
    }),
    route({
      path: '/notification/inbox/list',
      auth: 'user',
      readonly: true,
      summary: "The caller's in-console notices, newest first, with the unread count",
      body: page(),
      handler: (b, c) => svc.inbox(callerOf(c), b),
    }),
    route({
      path: '/notification/inbox/read',
      auth: 'user',
      summary: 'Marks one notice (or all) read',
      body: closed({ id: id() }),
      handler: (b, c) => svc.markRead(callerOf(c), b.id),
    }),
    route({
      path: '/notification/config/detail',
      ...sys,
      readonly: true,
      summary: 'notice_type: 1 SMS alarm, 2 e-mail, 3 SMS code, 4 webhook (absent: all)',
      body: closed({ notice_type: { type: 'integer', enum: [...NOTICE_TYPES] } }),
      handler: (b) => configs.detail(b.notice_type),
    }),
    route({
      path: '/notification/config/save',
      ...sys,
      summary: 'config: a JSON string or object; an empty secret keeps the stored one',
      body: closed(
        {
          notice_type: { type: 'integer', enum: [...NOTICE_TYPES] },
          status: bit(),
          config: { anyOf: [str({ maxLength: 8000 }), { type: 'object', additionalProperties: true, maxProperties: 20 }] },
        },
        ['notice_type', 'config', 'status'],
      ),
      handler: (b) => configs.save(b),
    }),
    route({
      path: '/notification/send/email',
      ...sys,
      summary: 'A test mail with the given settings (absent ones: the stored settings)',
      body: closed(
        {
          email: str({ minLength: 1, maxLength: 254 }),
          content: str({ minLength: 1, maxLength: 4000 }),
          host: str({ maxLength: 255 }),
          port: int({ minimum: 1, maximum: 65535 }),
          ssl: { type: 'boolean' },
          from_email: str({ maxLength: 254 }),
          from_name: str({ maxLength: 100 }),
          user: str({ maxLength: 254 }),
          from_password: str({ maxLength: 256 }),
        },
        ['email', 'content'],
      ),
      handler: (b, c) => configs.testEmail(b, c.lang),
    }),
    route({
      path: '/notification/send/message',
      ...sys,
      summary: 'A test SMS: "level,name,time" (alarm template) or one value (code template)',
      body: closed(
        { phone_number: { anyOf: [str({ maxLength: 20 }), int({ minimum: 0, maximum: 99_999_999_999 })] }, content: str({ minLength: 1, maxLength: 200 }) },
        ['phone_number', 'content'],
      ),
      handler: (b) => configs.testMessage(b),
    }),
    route({
      path: '/notification/send/webhook',
      ...sys,
      summary: 'A signed test POST (absent URL/secret: the stored ones)',
      body: closed({ payload_url: str({ maxLength: 2048 }), secret: str({ maxLength: 256 }), content: str({ minLength: 1, maxLength: 4000 }) }, ['content']),
      handler: (b) => configs.testWebhook(b),
    }),
  ]);
}
