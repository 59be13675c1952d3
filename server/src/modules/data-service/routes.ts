/**
 * Data service routes: the console's configuration (`/tp_data_services_config/*`: list, add, edit, del, a new
 * secret, the debug run `quize`, the `tptable` / `tptablefield` pickers) and the open-API read `/openapi/v1/data/services/http/share`
 * (public: admission is the service key's signature, docs/data-gateway.md).
 */
import { flag, group, int, obj, paged, route, str, type RouteDef } from '../../http/route';
import { EDITORS, scopeOf } from '../devices/scope';
import type { DataServiceService } from './service';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ ...obj(properties as never, required), additionalProperties: false });
const text = (max = 255, min = 0) => str({ minLength: min, maxLength: max });
const SQL_MAX = 10_000;

const fields = {
  name: text(64, 1),
  signature_mode: str({ enum: ['MD5', 'SHA256'] }),
  ip_whitelist: text(2000),
  data_sql: text(SQL_MAX),
  api_flag: flag(),
  time_interval: int({ minimum: 0, maximum: 86_400 }),
  push_url: text(2048),
  enable_flag: flag(),
  description: text(1024),
  remark: text(1024),
};

export function dataServiceRoutes(ds: DataServiceService): RouteDef[] {
  const admin = { auth: 'user' as const, roles: EDITORS };
  return [
    ...group('data-service', [
      route({
        path: '/tp_data_services_config/list',
        ...admin,
        readonly: true,
        body: { ...paged({ name: text(64) }), additionalProperties: false },
        handler: (b, c) => ds.list(scopeOf(c), b),
      }),
      route({
        path: '/tp_data_services_config/add',
        ...admin,
        body: closed(fields, ['name', 'signature_mode', 'api_flag']),
        handler: (b, c) => ds.add(scopeOf(c), b),
      }),
      route({
        path: '/tp_data_services_config/edit',
        ...admin,
        body: closed({ id: text(64, 1), ...fields }, ['id']),
        handler: (b, c) => ds.edit(scopeOf(c), b),
      }),
      route({ path: '/tp_data_services_config/del', ...admin, body: closed({ id: text(64, 1) }, ['id']), handler: (b, c) => ds.remove(scopeOf(c), b.id) }),
      route({
        path: '/tp_data_services_config/secret/reset',
        ...admin,
        body: closed({ id: text(64, 1) }, ['id']),
        handler: (b, c) => ds.resetSecret(scopeOf(c), b.id),
      }),
      route({
        path: '/tp_data_services_config/quize',
        ...admin,
        readonly: true,
        body: closed({ data_sql: text(SQL_MAX) }, ['data_sql']),
        handler: (b, c) => ds.quize(scopeOf(c), b),
      }),
      route({ path: '/tp_data_services_config/tptable', ...admin, readonly: true, body: closed({}), handler: (_b, c) => ds.tables(scopeOf(c), c.lang) }),
      route({
        path: '/tp_data_services_config/tptablefield',
        ...admin,
        readonly: true,
        body: closed({ table_name: text(64, 1) }, ['table_name']),
        handler: (b, c) => ds.fields(scopeOf(c), c.lang, b.table_name),
      }),
    ]),
    ...group('openapi', [
      route({
        path: '/openapi/v1/data/services/http/share',
        auth: 'public',
        readonly: true,
        body: { ...paged({}, 1000), additionalProperties: false },
        handler: (b, c) => ds.share(c, b),
      }),
    ]),
  ];
}
