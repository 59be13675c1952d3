/**
 * Dashboards (`/tp_dashboard/*`) and their public share link (`/share/*`, no login: the share token is the
 * credential). Changes check the `visual:*` buttons in the service.
 */
import { group, id, obj, paged, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import { MAX_LAYOUT_BYTES, exportDocumentSchema, layoutSchema } from './layout';
import type { DashboardService } from './service';

const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ ...obj(properties, required), additionalProperties: false });
/** The list's picture of a dashboard: an inline SVG or PNG the console draws from the grid on save ('' = none). */
const THUMBNAIL_PATTERN = '^(|data:image/(svg\\+xml|png);base64,[A-Za-z0-9+/=]+)$';
const fields = {
  dashboard_name: str({ maxLength: 100 }),
  remark: str({ maxLength: 500 }),
  thumbnail: str({ maxLength: 200_000, pattern: THUMBNAIL_PATTERN }),
  json_data: layoutSchema,
};
const byId = closed({ id: id() }, ['id']);
const shareId = str({ minLength: 16, maxLength: 64 });
const ts = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 32 }] };
/** A layout plus a thumbnail (data URL) and some slack. */
const BODY_LIMIT = MAX_LAYOUT_BYTES + 256 * 1024;

export function dashboardRoutes(svc: DashboardService): RouteDef[] {
  const read = { auth: 'user' as const, roles: OPERATORS, readonly: true };
  const write = { auth: 'user' as const, roles: OPERATORS };
  return [
    ...group('dashboards', [
      route({
        path: '/tp_dashboard/list',
        ...read,
        body: { ...paged({ search: str({ maxLength: 100 }) }, 100), additionalProperties: false },
        handler: (b, c) => svc.list(scopeOf(c), b),
      }),
      route({
        path: '/tp_dashboard/detail',
        ...read,
        body: closed({ id: id(), with_current: { type: 'boolean' } }, ['id']),
        summary: 'with_current: also `current`, the current values of the devices the dashboard names, by device',
        handler: (b, c) => svc.detail(scopeOf(c), b.id, b.with_current === true),
      }),
      route({
        path: '/tp_dashboard/add',
        ...write,
        bodyLimit: BODY_LIMIT,
        body: closed(fields, ['dashboard_name']),
        handler: (b, c) => svc.add(scopeOf(c), b),
      }),
      route({
        path: '/tp_dashboard/edit',
        ...write,
        bodyLimit: BODY_LIMIT,
        body: closed({ id: id(), ...fields }, ['id']),
        handler: (b, c) => svc.edit(scopeOf(c), b),
      }),
      route({ path: '/tp_dashboard/delete', ...write, body: byId, handler: (b, c) => svc.remove(scopeOf(c), b.id) }),
      route({ path: '/tp_dashboard/duplicate', ...write, body: byId, handler: (b, c) => svc.duplicate(scopeOf(c), b.id, c.lang) }),
      route({
        path: '/tp_dashboard/export',
        ...read,
        body: byId,
        summary: 'The import document: {format, version, dashboard_name, remark, layout}',
        handler: (b, c) => svc.exportDocument(scopeOf(c), b.id),
      }),
      route({
        path: '/tp_dashboard/import',
        ...write,
        bodyLimit: BODY_LIMIT,
        body: closed({ document: exportDocumentSchema }, ['document']),
        summary: 'Creates a dashboard; widget types no extension declares are kept and listed in unknown_types',
        handler: (b, c) => svc.importDocument(scopeOf(c), b.document),
      }),
      route({
        path: '/tp_dashboard/home',
        ...read,
        body: closed({}),
        summary: "The tenant's home dashboard ({id: ''} when none)",
        handler: (_b, c) => svc.home(scopeOf(c)),
      }),
      route({
        path: '/tp_dashboard/home/set',
        ...write,
        body: closed({ id: str({ maxLength: 64 }) }, ['id']),
        summary: '"" clears it',
        handler: (b, c) => svc.setHome(scopeOf(c), b.id),
      }),
      route({
        path: '/share/generate',
        ...write,
        body: byId,
        summary: 'A new random share token (replaces the previous one)',
        handler: (b, c) => svc.share(scopeOf(c), b.id),
      }),
      route({ path: '/share/revoke', ...write, body: byId, handler: (b, c) => svc.revokeShare(scopeOf(c), b.id) }),
    ]),
    ...group('share', [
      route({
        path: '/share/catalog',
        auth: 'public',
        readonly: true,
        body: closed({ share_id: shareId }, ['share_id']),
        summary: 'The extensions a share page loads (the dashboards and the widget owners), for a valid share token only',
        handler: (b) => svc.sharedCatalog(b.share_id),
      }),
      route({
        path: '/share/get',
        auth: 'public',
        readonly: true,
        body: closed({ share_id: shareId, with_current: { type: 'boolean' } }, ['share_id']),
        handler: (b) => svc.sharedDashboard(b.share_id, b.with_current === true),
      }),
      route({
        path: '/share/kv/current',
        auth: 'public',
        readonly: true,
        body: closed({ share_id: shareId, device_id: id() }, ['share_id', 'device_id']),
        handler: (b) => svc.sharedCurrent(b.share_id, b.device_id),
      }),
      route({
        path: '/share/kv/statistic',
        auth: 'public',
        readonly: true,
        body: closed(
          {
            share_id: shareId,
            device_id: id(),
            key: str({ minLength: 1, maxLength: 128 }),
            start_time: ts,
            end_time: ts,
            aggregate_window: str({ maxLength: 16 }),
            aggregate_function: str({ maxLength: 16 }),
            time_zone: str({ maxLength: 64 }),
          },
          ['share_id', 'device_id', 'key', 'start_time', 'end_time'],
        ),
        handler: (b) => svc.sharedStatistic(b.share_id, b),
      }),
    ]),
  ];
}
