/**
 * `/operation/list`: the operation log, newest first. SYS_ADMIN sees everything, tenant admins their tenant,
 * other users their own entries. Times are unix seconds; each row names its tenant (`tenant_name`, null for the
 * platform or a deleted tenant) and its action in the request's language (`action`, null for an unknown path).
 */
import { pageOf, pageWindow } from '../../http/pagination';
import { callerOf, group, int, paged, route, str, type RouteDef } from '../../http/route';
import type { AppContext } from '../../app-context';
import { listOperations, type OperationFilter } from './store';
import { localize } from '../../i18n/localized-text';
import { actionOf } from './route-actions';

export function operationLogRoutes(ctx: AppContext): RouteDef[] {
  return group('operation-log', [
    route({
      path: '/operation/list',
      auth: 'user',
      readonly: true,
      body: paged({
        user: str({ maxLength: 254 }),
        path: str({ maxLength: 300 }),
        ip: str({ maxLength: 64 }),
        start_time: int({ minimum: 0 }),
        end_time: int({ minimum: 0 }),
      }),
      handler: async (b: any, c) => {
        const caller = callerOf(c);
        const win = pageWindow(b);
        const scope: OperationFilter =
          caller.authority === 'SYS_ADMIN'
            ? {}
            : caller.authority === 'TENANT_ADMIN'
              ? { tenant_id: caller.tenant_id }
              : { tenant_id: caller.tenant_id, user_id: caller.id };
        const { total, rows } = await listOperations(
          ctx,
          { ...scope, user: b.user, path: b.path, ip: b.ip, start_time: b.start_time, end_time: b.end_time },
          win.offset,
          win.per_page,
        );
        return pageOf(
          win,
          total,
          rows.map((r) => {
            const action = actionOf(r.path);
            return { ...r, action: action ? localize(action, c.lang) : null };
          }),
        );
      },
    }),
  ]);
}
